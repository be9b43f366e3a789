import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ICON_SIZE, iconPaths, renderIconPng } from './make-icons';

// Checks the committed icons electron-builder packs: each is in the format its
// platform expects, and icon.png still matches assets/icon.svg (run `npm run icons`).

/** Decoded RGBA pixels, so PNG encoder differences cannot matter. */
async function pixelsOf(png: Buffer): Promise<Buffer> {
  return sharp(png).ensureAlpha().raw().toBuffer();
}

describe('app icons', () => {
  it('icon.png is a 1024×1024 PNG', async () => {
    const meta = await sharp(readFileSync(iconPaths.png)).metadata();
    expect(meta.format).toBe('png');
    expect([meta.width, meta.height]).toEqual([ICON_SIZE, ICON_SIZE]);
  });

  it('icon.ico has the ICO header and a 256 px entry', () => {
    const ico = readFileSync(iconPaths.ico);
    // ICONDIR: reserved 0, type 1 (icon), then the entry count.
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    const count = ico.readUInt16LE(4);
    expect(count).toBeGreaterThan(0);
    // Each 16-byte ICONDIRENTRY stores width and height in one byte; 0 means 256.
    const sizes = Array.from({ length: count }, (_, index) => {
      const entry = 6 + index * 16;
      const width = ico.readUInt8(entry) || 256;
      const height = ico.readUInt8(entry + 1) || 256;
      return `${width}x${height}`;
    });
    expect(sizes).toContain('256x256');
  });

  it('icon.icns has the icns magic and its length field equals the file size', () => {
    const icns = readFileSync(iconPaths.icns);
    expect(icns.subarray(0, 4).toString('latin1')).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
  });

  it('icon.png is what the SVG renders to now (not stale)', async () => {
    const committed = await pixelsOf(readFileSync(iconPaths.png));
    const fresh = await pixelsOf(await renderIconPng());
    expect(fresh.length).toBe(committed.length);
    // Same pixels, give or take 2 levels per channel: CI renders on x64 and arm64,
    // whose SIMD compositing may round anti-aliased edges differently. Any real change
    // to the drawing moves edge pixels by far more than that.
    let differing = 0;
    let largest = 0;
    for (let index = 0; index < fresh.length; index += 1) {
      const delta = Math.abs((fresh[index] ?? 0) - (committed[index] ?? 0));
      if (delta > 2) differing += 1;
      largest = Math.max(largest, delta);
    }
    expect(differing, `assets/icon.png is stale (largest difference ${largest}): run \`npm run icons\``).toBe(0);
  });

  it('notices a changed drawing', async () => {
    // Proves the check above can fail: moving the car by 4 px must differ well beyond the tolerance.
    const svg = readFileSync(iconPaths.svg, 'utf8').replace('translate(0 -36)', 'translate(4 -36)');
    const committed = await pixelsOf(readFileSync(iconPaths.png));
    const moved = await pixelsOf(await renderIconPng(Buffer.from(svg)));
    const differing = moved.filter((value, index) => Math.abs(value - (committed[index] ?? 0)) > 2).length;
    expect(differing).toBeGreaterThan(1000);
  });
});
