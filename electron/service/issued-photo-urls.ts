import { normalizeVin } from '../../shared/vin/vin-rule';

// The photo URLs the service has handed out. Main fetches a photo only if that exact
// URL came in a service answer (photos, a listing, a listings page), so the photo
// channel can never make main fetch an address the window made up.

export const MAX_ISSUED_URLS = 20_000;
/**
 * The oldest are dropped in batches of this many: deleting a Set's first entry one at a
 * time leaves V8 skipping ever more deleted slots to find the next first (a 100,000-row
 * browse took seconds), while rebuilding every thousand additions costs under a millisecond.
 */
const DROP_BATCH = 1_000;

/** The newest `keep` entries, in order, in a fresh collection without deleted slots. */
function newest<T>(entries: Iterable<T>, size: number, keep: number): T[] {
  const kept: T[] = [];
  let index = 0;
  for (const entry of entries) if (index++ >= size - keep) kept.push(entry);
  return kept;
}

export class IssuedPhotoUrls {
  #urls = new Set<string>();
  /** Each listing's primary photo by VIN: result rows ask for their thumbnail by VIN, not by URL. */
  #primary = new Map<string, string>();

  add(url: unknown): void {
    if (typeof url !== 'string' || url === '') return;
    // Re-adding moves the URL to the newest end, so the oldest are dropped first.
    this.#urls.delete(url);
    this.#urls.add(url);
    if (this.#urls.size >= MAX_ISSUED_URLS + DROP_BATCH)
      this.#urls = new Set(newest(this.#urls, this.#urls.size, MAX_ISSUED_URLS));
  }

  addAll(urls: Iterable<unknown>): void {
    for (const url of urls) this.add(url);
  }

  /** Notes a listing's primaryImage (also as an issued URL), keyed by its normalized VIN. */
  addPrimary(vin: unknown, url: unknown): void {
    if (typeof vin !== 'string' || typeof url !== 'string' || url === '') return;
    this.add(url);
    const key = normalizeVin(vin);
    this.#primary.delete(key);
    this.#primary.set(key, url);
    if (this.#primary.size >= MAX_ISSUED_URLS + DROP_BATCH)
      this.#primary = new Map(newest(this.#primary, this.#primary.size, MAX_ISSUED_URLS));
  }

  /** The primary photo the last answer naming this VIN carried, if any. */
  primaryOf(vin: string): string | undefined {
    const url = this.#primary.get(normalizeVin(vin));
    // Only while it is still an issued URL (the oldest are dropped from both).
    return url !== undefined && this.#urls.has(url) ? url : undefined;
  }

  has(url: string): boolean {
    return this.#urls.has(url);
  }
}
