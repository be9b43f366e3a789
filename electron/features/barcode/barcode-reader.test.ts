import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { barcodePng } from './test-support/barcode-image';
import { createBarcodeHandlers } from './barcode-handlers';

const VIN = '1HGCM82633A004352';
const decode = createBarcodeHandlers()['barcode.decode'];
const signal = new AbortController().signal;

describe('VIN barcodes', () => {
  it.each(['Code39', 'Code128', 'QRCode', 'DataMatrix'] as const)(
    'reads a VIN from a generated %s label',
    async (format) => {
      const png = await barcodePng(VIN, format);
      const scan = await decode({ image: png.toString('base64') }, { signal });
      expect(scan.reads).toEqual([{ format, text: VIN }]);
      expect(scan.vin).toEqual({ vin: VIN, corrections: [], checkDigitOk: true });
    },
  );

  it('drops the import marker of a Code 39 label and flags it', async () => {
    const scan = await decode({ image: (await barcodePng(`I${VIN}`, 'Code39')).toString('base64') }, { signal });
    expect(scan.vin).toMatchObject({ vin: VIN, corrections: [expect.stringContaining('import marker')] });
  });

  it('says plainly when an image is not a picture at all', async () => {
    await expect(
      decode({ image: Buffer.from('not an image at all, just text').toString('base64') }, { signal }),
    ).resolves.toMatchObject({ reads: [], vin: null });
  });

  it('finds the VIN among other labels: the first read that is a VIN, not the first read', async () => {
    // A dealer's stock-number label above the VIN label, as on a window sticker.
    const stock = await barcodePng('STOCK-4471', 'Code128');
    const vinLabel = await barcodePng(VIN, 'Code39');
    const [top, bottom] = await Promise.all([sharp(stock).metadata(), sharp(vinLabel).metadata()]);
    const gap = 60;
    const sheet = await sharp({
      create: {
        width: Math.max(top.width!, bottom.width!) + 2 * gap,
        height: top.height! + bottom.height! + 3 * gap,
        channels: 3,
        background: '#ffffff',
      },
    })
      .composite([
        { input: stock, left: gap, top: gap },
        { input: vinLabel, left: gap, top: top.height! + 2 * gap },
      ])
      .png()
      .toBuffer();
    const scan = await decode({ image: sheet.toString('base64') }, { signal });
    // Read top to bottom: the stock number comes first, so the VIN is not simply the first read.
    expect(scan.reads).toEqual([
      { format: 'Code128', text: 'STOCK-4471' },
      { format: 'Code39', text: VIN },
    ]);
    expect(scan.vin).toEqual({ vin: VIN, corrections: [], checkDigitOk: true });
  });

  it('leaves out barcodes of formats a VIN label does not use', async () => {
    const product = await barcodePng('4006381333931', 'EAN13');
    const scan = await decode({ image: product.toString('base64') }, { signal });
    expect(scan).toEqual({ reads: [], vin: null });
  });
});
