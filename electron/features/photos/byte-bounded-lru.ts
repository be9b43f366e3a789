// Issue 37, item 6: the full-size photo cache was 120 entries of up to 8 MB each as base64
// (over 1 GB in main at worst). Counted in bytes instead, it holds what fits under a cap.

/** A least-recently-used map whose entries' sizes together stay at or under `maxBytes`. */
export class ByteBoundedLru<V> {
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V) => number;
  /** Key → value and its size, least recently used first (a Map keeps insertion order). */
  readonly #entries = new Map<string, { value: V; size: number }>();
  #total = 0;

  constructor(maxBytes: number, sizeOf: (value: V) => number) {
    this.#maxBytes = maxBytes;
    this.#sizeOf = sizeOf;
  }

  /** Bytes held now. */
  get totalBytes(): number {
    return this.#total;
  }

  get(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Keeps a value, letting the least recently used go until the rest fit; one larger than the cap is not kept. */
  set(key: string, value: V): void {
    this.delete(key);
    const size = this.#sizeOf(value);
    if (size > this.#maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#total += size;
    for (const [oldest] of this.#entries) {
      if (this.#total <= this.#maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#total -= entry.size;
  }
}
