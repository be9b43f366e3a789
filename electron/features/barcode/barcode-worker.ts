// The barcode worker's entry (built to out/main/barcode-worker.js, electron.vite.config.ts):
// zxing's tryHarder search runs here, on a thread of its own, so main's event loop keeps
// turning while it works (issue 37, item 3). One worker reads one photo and ends: the
// WebAssembly memory zxing grows for a photo is given back with the thread, and a search
// that runs too long is stopped by terminating the worker (barcode-worker-host.ts).
// It uses no sharp: terminating a thread while libvips works in it can take the process down.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import type * as ZxingReaderModule from 'zxing-wasm/reader';
import type { BarcodeWorkerAnswer, BarcodeWorkerInput } from './barcode-worker-protocol';

// __filename exists in every way this file runs: the CommonJS build and tsx (tests).
const resolver = createRequire(__filename);

async function read(input: BarcodeWorkerInput): Promise<BarcodeWorkerAnswer> {
  const zxing = resolver('zxing-wasm/reader') as typeof ZxingReaderModule;
  // The .wasm is read from node_modules: by default zxing-wasm would fetch it from a CDN.
  const wasm = readFileSync(resolver.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  zxing.prepareZXingModule({
    overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) },
    fireImmediately: true,
  });
  // zxing takes any { data, width, height } holding RGBA as it would a DOM ImageData, and
  // turns it back into grey levels: a grey pixel spread over R, G and B comes back unchanged.
  const rgba = new Uint8ClampedArray(input.grey.length * 4);
  for (let i = 0; i < input.grey.length; i++) {
    const level = input.grey[i]!;
    rgba[i * 4] = level;
    rgba[i * 4 + 1] = level;
    rgba[i * 4 + 2] = level;
    rgba[i * 4 + 3] = 255;
  }
  const pixels = { data: rgba, width: input.width, height: input.height };
  const results = await zxing.readBarcodes(pixels, {
    formats: [...input.formats] as ZxingReaderModule.ReaderOptions['formats'],
    tryHarder: true,
    maxNumberOfSymbols: input.maxNumberOfSymbols,
  });
  return {
    type: 'read',
    reads: results
      .filter((result) => result.isValid && result.text)
      .map((result) => ({ format: result.format, text: result.text })),
  };
}

read(workerData as BarcodeWorkerInput).then(
  (answer) => parentPort?.postMessage(answer),
  (error: unknown) =>
    parentPort?.postMessage({
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    } satisfies BarcodeWorkerAnswer),
);
