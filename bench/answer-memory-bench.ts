import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BenchRow } from './bench-row';

// A hostile service answers 60 MB: once chunked with no Content-Length, once declared.
// The client must stop at its answer cap, so main's memory rises by less than 30 MB.
// The client runs in a child process (answer-memory-probe.ts) so nothing else shares
// its RSS; RSS depends on when V8 collects, so the row reports the median of 5 runs.

const ANSWER_BYTES = 60 * 1024 * 1024;
const RISE_LIMIT_MB = 30;
const MB = 1024 * 1024;
const RUNS = 5;

type Framing = 'chunked' | 'declared';

function startHugeService(framing: Framing): Promise<Server> {
  // One reused 64 KB chunk: the server itself holds almost nothing.
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  chunk[0] = 0x5b; // '[': the start of a JSON array that never ends in time
  const server = createServer((request, response) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (framing === 'declared') headers['content-length'] = ANSWER_BYTES;
    response.writeHead(200, headers);
    let sent = 0;
    const pump = (): void => {
      while (sent < ANSWER_BYTES) {
        sent += chunk.length;
        if (!response.write(chunk)) {
          response.once('drain', pump);
          return;
        }
      }
      response.end();
    };
    request.socket.on('close', () => response.destroy());
    if (request.url?.includes('/listings/')) {
      response.end('{}');
      return;
    }
    pump();
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

interface ProbeResult {
  baseline: number;
  peak: number;
  outcome: string;
  ms: number;
}

function runProbe(baseUrl: string): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--expose-gc', '--import', 'tsx', join(__dirname, 'answer-memory-probe.ts'), baseUrl],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (data: Buffer) => (out += data.toString()));
    child.stderr.on('data', (data: Buffer) => (err += data.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      const line = out.trim().split('\n').at(-1) ?? '';
      if (code !== 0 || !line.startsWith('{')) reject(new Error(`probe failed (${code}): ${err.slice(0, 300)}`));
      else resolve(JSON.parse(line) as ProbeResult);
    });
  });
}

export async function runAnswerMemoryBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const framing of ['chunked', 'declared'] as const) {
    const server = await startHugeService(framing);
    try {
      const { port } = server.address() as AddressInfo;
      const probes: ProbeResult[] = [];
      for (let run = 0; run < RUNS; run++) probes.push(await runProbe(`http://127.0.0.1:${port}`));
      probes.sort((a, b) => a.peak - a.baseline - (b.peak - b.baseline));
      const probe = probes[Math.floor(RUNS / 2)]!;
      const riseMb = (probe.peak - probe.baseline) / MB;
      rows.push({
        measure: `60 MB answer (${framing === 'chunked' ? 'chunked, no Content-Length' : 'Content-Length declared'}): main's memory rise`,
        target: `< ${RISE_LIMIT_MB} MB, refused`,
        result: `${riseMb.toFixed(1)} MB (median of ${RUNS}), ${probe.outcome} after ${Math.round(probe.ms)} ms`,
        pass: riseMb < RISE_LIMIT_MB && probes.every((each) => each.outcome === 'ANSWER_TOO_LARGE'),
      });
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  }
  return rows;
}
