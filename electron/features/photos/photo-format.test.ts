import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniffPhotoFormat } from './photo-format';

// Issue 37, item 6: the formats let through to sharp, told by their first bytes, checked
// against pictures sharp itself encodes.

describe('photo format by its bytes', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('knows a real %s', async (format) => {
    const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .toFormat(format)
      .toBuffer();
    expect(sniffPhotoFormat(bytes)).toBe(format);
  });

  it.each([
    ['an SVG', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
    ['an SVG after an XML declaration', '<?xml version="1.0"?><svg/>'],
    ['a PDF', '%PDF-1.7'],
    ['a GIF', 'GIF89a'],
    ['a RIFF that is not WebP', 'RIFF\u0000\u0000\u0000\u0000WAVE'],
    ['a JPEG cut after two bytes', '\u00ff\u00d8'],
    ['nothing', ''],
  ])('refuses %s', (_name, text) => {
    expect(sniffPhotoFormat(Buffer.from(text, 'latin1'))).toBeNull();
  });

  it('refuses a TIFF and a PNG signature short of its eighth byte', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } })
      .tiff()
      .toBuffer();
    expect(sniffPhotoFormat(tiff)).toBeNull();
    expect(sniffPhotoFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeNull();
  });
});
