// LRU of encoded JPEGs, bounded by bytes: encoding a 1200×800 image takes tens of
// milliseconds, so repeated gallery views must not pay it again.

export class PhotoCache {
  private readonly entries = new Map<string, Buffer>();
  /** Photos being drawn: a second request for one waits for the same drawing. */
  private readonly drawing = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (hit) {
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  set(key: string, value: Buffer): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }

  /** The photo under `key`, drawn by `draw` (once, however many ask meanwhile) when not kept. */
  async getOrDraw(key: string, draw: () => Promise<Buffer>): Promise<Buffer> {
    const kept = this.get(key);
    if (kept) return kept;
    let pending = this.drawing.get(key);
    if (!pending) {
      pending = draw()
        .then((photo) => {
          this.set(key, photo);
          return photo;
        })
        .finally(() => this.drawing.delete(key));
      this.drawing.set(key, pending);
    }
    return pending;
  }

  get size(): number {
    return this.entries.size;
  }
}
