// A tiny RGBA raster with the three primitives the photo renderer needs:
// vertical gradients, filled polygons (scanline, even-odd) and filled circles.

export type Rgb = readonly [number, number, number];

export class Raster {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {
    this.data = new Uint8Array(width * height * 4);
  }

  private put(x: number, y: number, c: Rgb): void {
    const i = (y * this.width + x) * 4;
    this.data[i] = c[0];
    this.data[i + 1] = c[1];
    this.data[i + 2] = c[2];
    this.data[i + 3] = 255;
  }

  /** Fills rows y0..y1 with a colour blending from `top` to `bottom`. */
  gradient(y0: number, y1: number, top: Rgb, bottom: Rgb): void {
    const from = Math.max(0, Math.floor(y0));
    const to = Math.min(this.height, Math.ceil(y1));
    for (let y = from; y < to; y++) {
      const t = to - from <= 1 ? 0 : (y - from) / (to - from - 1);
      const c: Rgb = [
        top[0] + (bottom[0] - top[0]) * t,
        top[1] + (bottom[1] - top[1]) * t,
        top[2] + (bottom[2] - top[2]) * t,
      ];
      for (let x = 0; x < this.width; x++) this.put(x, y, c);
    }
  }

  /** Fills a polygon; `shade` may darken by the row's position (0 top … 1 bottom). */
  polygon(points: readonly (readonly [number, number])[], colour: Rgb, shade = 0): void {
    let minY = Infinity;
    let maxY = -Infinity;
    for (const [, y] of points) {
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const y0 = Math.max(0, Math.floor(minY));
    const y1 = Math.min(this.height - 1, Math.ceil(maxY));
    const xs: number[] = [];
    for (let y = y0; y <= y1; y++) {
      xs.length = 0;
      const sy = y + 0.5;
      for (let i = 0; i < points.length; i++) {
        const [ax, ay] = points[i]!;
        const [bx, by] = points[(i + 1) % points.length]!;
        if ((ay <= sy && by > sy) || (by <= sy && ay > sy)) xs.push(ax + ((sy - ay) / (by - ay)) * (bx - ax));
      }
      xs.sort((a, b) => a - b);
      const k = 1 - shade * ((y - minY) / Math.max(1, maxY - minY));
      const c: Rgb = [colour[0] * k, colour[1] * k, colour[2] * k];
      for (let j = 0; j + 1 < xs.length; j += 2) {
        const xa = Math.max(0, Math.round(xs[j]!));
        const xb = Math.min(this.width - 1, Math.round(xs[j + 1]!));
        for (let x = xa; x <= xb; x++) this.put(x, y, c);
      }
    }
  }

  circle(cx: number, cy: number, r: number, colour: Rgb): void {
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(this.height - 1, Math.ceil(cy + r));
    for (let y = y0; y <= y1; y++) {
      const dx = Math.sqrt(Math.max(0, r * r - (y - cy) ** 2));
      const xa = Math.max(0, Math.round(cx - dx));
      const xb = Math.min(this.width - 1, Math.round(cx + dx));
      for (let x = xa; x <= xb; x++) this.put(x, y, colour);
    }
  }
}
