import { normalizeVin } from '../../shared/vin/vin-rule';

// The photo URLs the service has handed out. Main fetches a photo only if that exact
// URL came in a service answer (photos, a listing, a listings page), so the photo
// channel can never make main fetch an address the window made up.

const MAX_URLS = 20_000;

export class IssuedPhotoUrls {
  readonly #urls = new Set<string>();
  /** Each listing's primary photo by VIN: result rows ask for their thumbnail by VIN, not by URL. */
  readonly #primary = new Map<string, string>();

  add(url: unknown): void {
    if (typeof url !== 'string' || url === '') return;
    // Re-adding moves the URL to the newest end, so the oldest are dropped first.
    this.#urls.delete(url);
    this.#urls.add(url);
    if (this.#urls.size > MAX_URLS) this.#urls.delete(this.#urls.values().next().value!);
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
    if (this.#primary.size > MAX_URLS) this.#primary.delete(this.#primary.keys().next().value!);
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
