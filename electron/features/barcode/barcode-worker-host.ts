// main's side of the barcode worker (barcode-worker.ts): one thread a photo, ended when it
// answers, when it runs past its time limit or when the request is cancelled. A worker that
// fails or is terminated rejects the decode; main's thread and process carry on (issue 37, item 3).
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { barcodeWorkerAnswerSchema, type BarcodeWorkerInput } from './barcode-worker-protocol';

/** Where the worker's code is: the built entry beside main, or (tests, tsx) its source run through tsx. */
interface BarcodeWorkerEntry {
  path: string;
  execArgv: string[];
}

/**
 * The built main is one file in out/main with barcode-worker.js beside it; run from source
 * (vitest, tsx) this file is a .ts and the worker is started from its .ts through tsx.
 */
function barcodeWorkerEntry(): BarcodeWorkerEntry {
  return __filename.endsWith('.ts')
    ? { path: join(__dirname, 'barcode-worker.ts'), execArgv: ['--import', 'tsx'] }
    : { path: join(__dirname, 'barcode-worker.js'), execArgv: [] };
}

export interface WorkerDecodeOptions {
  /** Ends the worker when the request is cancelled. */
  signal?: AbortSignal;
  /** The worker is terminated past this; default 15 s (a 2 MP photo reads in well under one). */
  timeoutMs?: number;
  entry?: BarcodeWorkerEntry;
}

/** Thrown when the worker ran past its time limit and was terminated. */
export class BarcodeTimeoutError extends Error {}

/** Runs zxing over one photo's pixels in a fresh worker thread; resolves with what it read. */
export function readInWorker(
  input: BarcodeWorkerInput,
  options: WorkerDecodeOptions = {},
): Promise<{ format: string; text: string }[]> {
  const { signal, timeoutMs = 15_000, entry = barcodeWorkerEntry() } = options;
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const worker = new Worker(entry.path, {
      execArgv: entry.execArgv,
      workerData: input,
      transferList: [input.grey.buffer as ArrayBuffer],
      // zxing's memory is WebAssembly's, outside this limit; the limit bounds the JavaScript around it.
      resourceLimits: { maxOldGenerationSizeMb: 128 },
    });
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(
      () => finish(() => reject(new BarcodeTimeoutError(`The barcode reader ran past ${timeoutMs} ms.`))),
      timeoutMs,
    );
    const onAbort = () => finish(() => reject(signal?.reason as Error));
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', (raw: unknown) => {
      const answer = barcodeWorkerAnswerSchema.safeParse(raw);
      finish(() => {
        if (!answer.success) reject(new Error('The barcode reader sent an answer VinDesk does not understand.'));
        else if (answer.data.type === 'failed') reject(new Error(answer.data.message));
        else resolve(answer.data.reads);
      });
    });
    worker.on('error', (error) => finish(() => reject(error)));
    worker.on('exit', (code) => finish(() => reject(new Error(`The barcode reader stopped (exit code ${code}).`))));
  });
}
