import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './bench-row';

const RENDERER_OUT = join(__dirname, '../out/renderer');
const INITIAL_JS_LIMIT = 250 * 1024;

/** The scripts the page loads before anything lazy: the entry and its modulepreloads. */
export function initialScripts(html: string): string[] {
  const sources = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)];
  return [...new Set(sources.map((match) => match[1]!.replace(/^\.?\//, '')))];
}

/** Gzip size of the renderer's initial JavaScript, from the built `out/renderer`. */
export function runBundleSizeBench(): BenchRow[] {
  const indexPath = join(RENDERER_OUT, 'index.html');
  if (!existsSync(indexPath)) {
    return [{ measure: 'Renderer initial JS (gzip)', target: '≤ 250 KB', result: 'not built (run npm run build)', pass: false }];
  }
  const scripts = initialScripts(readFileSync(indexPath, 'utf8'));
  const bytes = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(join(RENDERER_OUT, file))).length, 0);
  return [
    {
      measure: `Renderer initial JS (gzip, ${scripts.length} file${scripts.length === 1 ? '' : 's'})`,
      target: '≤ 250 KB',
      result: `${(bytes / 1024).toFixed(1)} KB`,
      pass: bytes <= INITIAL_JS_LIMIT,
    },
  ];
}
