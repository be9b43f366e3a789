// The photo URLs the service has handed out. Main fetches a photo only if that exact
// URL came in a service answer (photos, a listing, a listings page), so the photo
// channel can never make main fetch an address the window made up.

const MAX_URLS = 20_000;

export class IssuedPhotoUrls {
  readonly #urls = new Set<string>();

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

  has(url: string): boolean {
    return this.#urls.has(url);
  }
}
