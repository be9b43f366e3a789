import sharp from 'sharp';
import { barcodePng } from './barcode-image';

/**
 * A 4000 × 3000 (12 MP) JPEG, like a phone's, with a Code 39 label holding `text` photographed
 * close up on a grainy door jamb: the grain makes the file a phone photo's size (3–4 MB),
 * where a flat background would compress to a few hundred KB.
 */
export async function phonePhoto(text: string): Promise<Buffer> {
  const label = await barcodePng(text, 'Code39');
  const { width, height } = await sharp(label).metadata();
  // Three times the printed size, as a close photo shows it: about 9 pixels a bar before downscaling.
  const close = await sharp(label)
    .resize(width * 3, height * 3, { kernel: 'nearest' })
    .png()
    .toBuffer();
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      // sharp's types ask for a background; the noise replaces it.
      background: '#c8c8c8',
      noise: { type: 'gaussian', mean: 200, sigma: 10 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  return sharp(grain)
    .composite([{ input: close, left: 700, top: 1200 }])
    .jpeg({ quality: 90 })
    .toBuffer();
}
