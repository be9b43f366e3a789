import { createHash } from 'node:crypto';
import type { ServiceConfig } from './service-config';
import type { ServiceEngine } from './service-engine';

/**
 * How long one GET /usage answer serves. The Usage view and the top bar re-read the spend
 * every few seconds, and the plan summary asks on a Free key: without this each of those
 * would be a request to the hosted service. Whether /usage is billed is not documented
 * (docs/real-service.md rows 26–27), and it uses the plan's rate limit (row 4) either way.
 */
const USAGE_MAX_AGE_MS = 5 * 60_000;

/** Reads GET /usage's body for the key and service in force: at most once per USAGE_MAX_AGE_MS, shared by every caller. */
export type UsageBodyReader = (engine: ServiceEngine, config: ServiceConfig) => Promise<unknown>;

export function createUsageReads(now: () => number, maxAgeMs = USAGE_MAX_AGE_MS): UsageBodyReader {
  let last: { identity: string; at: number; body: Promise<unknown> } | null = null;
  return (engine, config) => {
    // Another key or service is another account: its answer is never served from this one's.
    const identity = `${config.baseUrl}\n${createHash('sha256')
      .update(config.apiKey ?? '')
      .digest('hex')}`;
    const at = now();
    if (last && last.identity === identity && at >= last.at && at - last.at < maxAgeMs) return last.body;
    const entry = { identity, at, body: engine.getAccountJson(`${config.baseUrl}/usage`).catch(() => null) };
    last = entry;
    // An answer that could not be read is not kept: the next caller asks again.
    void entry.body.then((body) => {
      if (body === null && last === entry) last = null;
    });
    return entry.body;
  };
}
