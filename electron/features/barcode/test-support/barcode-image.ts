import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ZxingWriterModule from 'zxing-wasm/writer';

const resolver = createRequire(__filename);
let writer: typeof ZxingWriterModule | null = null;

/** A PNG of a barcode holding `text`, drawn by zxing's own writer, as a label printer would. */
export async function barcodePng(
  text: string,
  // EAN13: a retail product's barcode, a format VinDesk does not read.
  format: 'Code39' | 'Code128' | 'QRCode' | 'DataMatrix' | 'EAN13',
): Promise<Buffer> {
  if (!writer) {
    writer = resolver('zxing-wasm/writer') as typeof ZxingWriterModule;
    const wasm = readFileSync(resolver.resolve('zxing-wasm/writer/zxing_writer.wasm'));
    writer.prepareZXingModule({
      overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
      fireImmediately: true,
    });
  }
  const written = await writer.writeBarcode(text, { format, scale: 3 });
  if (written.error || !written.image) throw new Error(`zxing could not draw ${format}: ${written.error}`);
  return Buffer.from(await written.image.arrayBuffer());
}
