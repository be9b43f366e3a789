import { describe, expect, it } from 'vitest';
import { Raster, type Rgb } from './raster';

/** The RGBA bytes of one pixel. */
function px(r: Raster, x: number, y: number): number[] {
  const i = (y * r.width + x) * 4;
  return [...r.data.subarray(i, i + 4)];
}

/** One string per row, '#' for a painted pixel (alpha 255) and '.' for an untouched one. */
function mask(r: Raster): string[] {
  const rows: string[] = [];
  for (let y = 0; y < r.height; y++) {
    let row = '';
    for (let x = 0; x < r.width; x++) row += r.data[(y * r.width + x) * 4 + 3] === 255 ? '#' : '.';
    rows.push(row);
  }
  return rows;
}

const RED: Rgb = [200, 10, 20];

describe('Raster', () => {
  it('starts fully transparent black, four bytes per pixel', () => {
    const r = new Raster(3, 2);
    expect(r.width).toBe(3);
    expect(r.height).toBe(2);
    // 3 × 2 pixels × 4 channels
    expect(r.data).toHaveLength(24);
    expect(r.data.every((b) => b === 0)).toBe(true);
  });

  describe('gradient', () => {
    it('blends linearly from the top colour on the first row to the bottom colour on the last', () => {
      const r = new Raster(2, 4);
      r.gradient(0, 4, [0, 0, 0], [30, 60, 90]);
      // Four rows: t = 0, 1/3, 2/3, 1 → 30 × t, 60 × t, 90 × t.
      expect([0, 1, 2, 3].map((y) => px(r, 0, y))).toEqual([
        [0, 0, 0, 255],
        [10, 20, 30, 255],
        [20, 40, 60, 255],
        [30, 60, 90, 255],
      ]);
      // Every column of a row gets the same colour.
      expect(px(r, 1, 2)).toEqual([20, 40, 60, 255]);
    });

    it('covers floor(y0) to ceil(y1) and leaves the other rows alone', () => {
      const r = new Raster(1, 5);
      r.gradient(1.5, 3.2, [100, 100, 100], [200, 0, 50]);
      // Rows 1, 2, 3 (floor 1.5 = 1, ceil 3.2 = 4 exclusive): t = 0, 0.5, 1.
      expect(mask(r)).toEqual(['.', '#', '#', '#', '.']);
      expect(px(r, 0, 1)).toEqual([100, 100, 100, 255]);
      // 100 + (200 − 100) × 0.5 = 150; 100 − 100 × 0.5 = 50; 100 − 50 × 0.5 = 75
      expect(px(r, 0, 2)).toEqual([150, 50, 75, 255]);
      expect(px(r, 0, 3)).toEqual([200, 0, 50, 255]);
    });

    it('clips a band reaching past the raster to its rows, blending over the visible rows only', () => {
      const r = new Raster(1, 3);
      r.gradient(-4, 10, [0, 0, 0], [40, 80, 120]);
      // Clipped to rows 0..2: t = 0, 0.5, 1.
      expect([0, 1, 2].map((y) => px(r, 0, y))).toEqual([
        [0, 0, 0, 255],
        [20, 40, 60, 255],
        [40, 80, 120, 255],
      ]);
    });

    it('paints a one-row band in the top colour', () => {
      const r = new Raster(2, 3);
      r.gradient(1, 2, [10, 20, 30], [250, 250, 250]);
      expect(mask(r)).toEqual(['..', '##', '..']);
      expect(px(r, 1, 1)).toEqual([10, 20, 30, 255]);
    });

    it('truncates fractional channel values', () => {
      const r = new Raster(1, 3);
      r.gradient(0, 3, [0, 0, 0], [25, 51, 101]);
      // Middle row t = 0.5: 12.5, 25.5, 50.5 stored as bytes → 12, 25, 50.
      expect(px(r, 0, 1)).toEqual([12, 25, 50, 255]);
    });
  });

  describe('polygon', () => {
    it('fills the rows whose centre line lies inside a rectangle, both ends inclusive', () => {
      const r = new Raster(6, 5);
      r.polygon(
        [
          [1, 1],
          [4, 1],
          [4, 3],
          [1, 3],
        ],
        [100, 150, 200],
      );
      // Rows 1 and 2 (centres 1.5, 2.5) cross x = 1 and x = 4; row 3's centre 3.5 is below.
      expect(mask(r)).toEqual(['......', '.####.', '.####.', '......', '......']);
      expect(px(r, 2, 2)).toEqual([100, 150, 200, 255]);
    });

    it('rounds the crossing points of slanted edges', () => {
      const r = new Raster(5, 5);
      r.polygon(
        [
          [0, 0],
          [4, 0],
          [0, 4],
        ],
        RED,
      );
      // The hypotenuse x = 4 − y at row centres 0.5, 1.5, 2.5, 3.5: 3.5, 2.5, 1.5, 0.5,
      // rounded (half up) to 4, 3, 2, 1; row 4's centre 4.5 is past the bottom vertex.
      expect(mask(r)).toEqual(['#####', '####.', '###..', '##...', '.....']);
    });

    it('counts an edge that starts on the row centre line (a vertex exactly there)', () => {
      const r = new Raster(5, 3);
      // Apex at y = 0.5, the centre line of row 0: both edges leaving it cross there.
      r.polygon(
        [
          [2, 0.5],
          [4, 2.5],
          [0, 2.5],
        ],
        RED,
      );
      // Row 0: both edges at x = 2; row 1 (centre 1.5): x = 2 ∓ 1 → 1..3.
      expect(mask(r)).toEqual(['..#..', '.###.', '.....']);
    });

    it('does not count a vertex that only touches the row centre line from above', () => {
      const r = new Raster(5, 3);
      // A V-shaped notch cut down from the top edge, its tip at (2, 1.5) on row 1's centre line.
      r.polygon(
        [
          [0, 0],
          [1, 0],
          [2, 1.5],
          [3, 0],
          [4, 0],
          [4, 3],
          [0, 3],
        ],
        RED,
      );
      // Row 0 (centre 0.5) crosses the notch at 1.33 and 2.67; row 1 only touches its tip,
      // so it spans the full width, as does row 2.
      expect(mask(r)).toEqual(['##.##', '#####', '#####']);
    });

    it('fills by the even-odd rule, leaving the gap of a concave shape empty', () => {
      const r = new Raster(5, 3);
      // A "U": two legs joined by a bar along the bottom row.
      r.polygon(
        [
          [0, 0],
          [1, 0],
          [1, 2],
          [3, 2],
          [3, 0],
          [4, 0],
          [4, 3],
          [0, 3],
        ],
        RED,
      );
      expect(mask(r)).toEqual(['##.##', '##.##', '#####']);
    });

    it('pairs crossings in numeric order, not as text (10 before 2 as strings)', () => {
      const r = new Raster(12, 1);
      r.polygon(
        [
          [2, 0],
          [10, 0],
          [10, 1],
          [2, 1],
        ],
        RED,
      );
      expect(mask(r)).toEqual(['..#########.']);
    });

    it('clips at the left and right edges without wrapping into the neighbouring row', () => {
      const left = new Raster(4, 3);
      left.polygon(
        [
          [-2, 0],
          [2, 0],
          [2, 3],
          [-2, 3],
        ],
        RED,
      );
      expect(mask(left)).toEqual(['###.', '###.', '###.']);
      const right = new Raster(4, 3);
      right.polygon(
        [
          [1, 0],
          [6, 0],
          [6, 2],
          [1, 2],
        ],
        RED,
      );
      expect(mask(right)).toEqual(['.###', '.###', '....']);
    });

    it('paints one flat colour when not shaded', () => {
      const r = new Raster(2, 4);
      r.polygon(
        [
          [0, 0],
          [1, 0],
          [1, 4],
          [0, 4],
        ],
        [90, 60, 30],
      );
      expect([0, 1, 2, 3].map((y) => px(r, 0, y))).toEqual(Array(4).fill([90, 60, 30, 255]));
    });

    it('darkens by shade × the row position between the top and bottom vertex', () => {
      const r = new Raster(2, 4);
      r.polygon(
        [
          [0, 0],
          [1, 0],
          [1, 4],
          [0, 4],
        ],
        [200, 100, 40],
        0.5,
      );
      // k = 1 − 0.5 × y / 4: rows 0..3 → 1, 0.875, 0.75, 0.625.
      expect([0, 1, 2, 3].map((y) => px(r, 1, y))).toEqual([
        [200, 100, 40, 255],
        [175, 87, 35, 255], // 87.5 truncated
        [150, 75, 30, 255],
        [125, 62, 25, 255], // 62.5 truncated
      ]);
    });

    it('shades a polygon under a pixel high against a span of at least one row', () => {
      const r = new Raster(4, 1);
      r.polygon(
        [
          [0, 0.2],
          [3, 0.2],
          [3, 0.9],
          [0, 0.9],
        ],
        [100, 100, 100],
        0.5,
      );
      // Row 0 sits 0.2 above the top vertex: k = 1 − 0.5 × (−0.2 / max(1, 0.7)) = 1.1 → 110.
      expect(px(r, 2, 0)).toEqual([110, 110, 110, 255]);
    });
  });

  describe('circle', () => {
    it('fills a plus for radius 1 at a pixel centre', () => {
      const r = new Raster(5, 5);
      r.circle(2, 2, 1, [7, 8, 9]);
      // Rows 1..3: half-widths √(1 − 1) = 0, √1 = 1, 0.
      expect(mask(r)).toEqual(['.....', '..#..', '.###.', '..#..', '.....']);
      expect(px(r, 3, 2)).toEqual([7, 8, 9, 255]);
    });

    it('is a single pixel for radius 0', () => {
      const r = new Raster(3, 3);
      r.circle(1, 1, 0, RED);
      expect(mask(r)).toEqual(['...', '.#.', '...']);
    });

    it('paints the centre pixel on bounding rows the circle itself misses', () => {
      const r = new Raster(5, 5);
      // cy = 2.5, r = 1: rows floor(1.5) = 1 to ceil(3.5) = 4. Rows 1 and 4 are 1.5 from the
      // centre, past the radius: their half-width is √max(0, 1 − 2.25) = 0, one pixel.
      r.circle(2, 2.5, 1, RED);
      // Rows 2, 3 are 0.5 away: half-width √0.75 ≈ 0.87 → round(1.13) = 1 … round(2.87) = 3.
      expect(mask(r)).toEqual(['.....', '..#..', '.###.', '.###.', '..#..']);
    });

    it('clips at the left and right edges without wrapping into the neighbouring row', () => {
      const left = new Raster(4, 5);
      left.circle(0, 2, 2, RED);
      // Half-widths for rows 0..4: 0, √3 ≈ 1.73, 2, 1.73, 0 → x from max(0, …) to round(0 + dx).
      expect(mask(left)).toEqual(['#...', '###.', '###.', '###.', '#...']);
      const right = new Raster(4, 5);
      right.circle(3, 2, 2, RED);
      // Mirror image: round(3 − 1.73) = 1 to min(3, …).
      expect(mask(right)).toEqual(['...#', '.###', '.###', '.###', '...#']);
    });
  });
});
