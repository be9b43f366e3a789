import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type * as ZxingReaderModule from 'zxing-wasm/reader';
import type { BarcodeScan } from '../../../shared/ipc/barcode-channels';
import { BARCODE_FORMATS } from '../../../shared/ipc/barcode-channels';
import { correctVinRead } from '../../../shared/lot/vin-read';

// __filename exists in every way this file runs: CommonJS builds, tsx and Vitest.
const resolver = createRequire(__filename);
type ZxingReader = typeof ZxingReaderModule;

let reader: ZxingReader | null = null;

/** zxing-wasm's reader with its .wasm read from node_modules: by default it would fetch it from a CDN. */
function zxing(): ZxingReader {
  if (reader) return reader;
  const loaded = resolver('zxing-wasm/reader') as ZxingReader;
  const wasm = readFileSync(resolver.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  loaded.prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  reader = loaded;
  return loaded;
}

/** Reads every VIN-shaped barcode in an image (PNG, JPEG, WebP …) and corrects the first VIN found. */
export async function readVinBarcodes(image: Uint8Array): Promise<BarcodeScan> {
  const results = await zxing().readBarcodes(image, {
    formats: [...BARCODE_FORMATS],
    tryHarder: true,
    maxNumberOfSymbols: 8,
  });
  const reads = results
    .filter((result) => result.isValid && result.text)
    .map((result) => ({ format: result.format, text: result.text }));
  const vin = reads.map((read) => correctVinRead(read.text)).find((read) => read.vin !== null) ?? null;
  return { reads, vin };
}
