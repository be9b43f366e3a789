import { isSafeExternalUrl } from '../platform/security/navigation-guards';

// The window may ask main to open one kind of page by address: where to see or change
// a plan. Any https address would let a compromised window send people to a page of
// its choosing in their real browser, so the address must be on auto.dev (whose
// pricing page the refusals link to) or on the host of the service the user set.

const PLAN_PAGE_HOSTS = ['auto.dev'];

export function isPlanPageUrl(url: string, serviceBaseUrl: string): boolean {
  if (!isSafeExternalUrl(url)) return false;
  const host = new URL(url).hostname.toLowerCase();
  if (PLAN_PAGE_HOSTS.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) return true;
  try {
    const service = new URL(serviceBaseUrl);
    return service.protocol === 'https:' && service.hostname.toLowerCase() === host;
  } catch {
    return false;
  }
}
