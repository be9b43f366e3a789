import type { BarcodeScan } from '../../../shared/ipc/barcode-channels';
import { BARCODE_FORMATS } from '../../../shared/ipc/barcode-channels';
import { correctVinRead } from '../../../shared/lot/vin-read';
import { prepareBarcodeImage } from './barcode-image-prep';
import { readInWorker, type WorkerDecodeOptions } from './barcode-worker-host';

/**
 * Reads every VIN-shaped barcode in a photo (PNG, JPEG or WebP) and corrects the first VIN
 * found. The photo is checked and downscaled in main by sharp, and read by zxing in a worker
 * thread: decoding on main's own thread held it for seconds (issue 37, item 3).
 */
export async function readVinBarcodes(image: Uint8Array, options: WorkerDecodeOptions = {}): Promise<BarcodeScan> {
  const pixels = await prepareBarcodeImage(image, BARCODE_FORMATS, 8);
  const reads = await readInWorker(pixels, options);
  const vin = reads.map((read) => correctVinRead(read.text)).find((read) => read.vin !== null) ?? null;
  return { reads, vin };
}
