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
});
