import { createHash } from 'node:crypto';

/**
 * The cache's name for a request: a hash of method and URL. The API key travels in a
 * header, never in the URL, so it is never part of what is hashed or stored.
 */
export function cacheKeyOf(method: 'GET', url: string): string {
  return createHash('sha256').update(`${method} ${url}`).digest('hex');
}
