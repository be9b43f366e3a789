import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { isAbsolute, join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './bench-row';

const REPO = resolve(__dirname, '..');
const INITIAL_JS_LIMIT = 100 * 1024;

/** The screens renderer/app/route-view.tsx loads, each of which must be its own lazy chunk. */
const SCREEN_CHUNKS = [
  'search-screen',
  'vehicle-screen',
  'finance-screen',
  'compare-screen',
  'lot-screen',
  'settings-screen',
  'usage-screen',
] as const;

// Strings that survive minification: zod names its classes ("$ZodType") and recharts
// names its DOM classes ("recharts-wrapper"), so a chunk that carries either says so.
const ZOD_MARK = '$ZodType';
const RECHARTS_MARK = 'recharts-wrapper';

/** The built renderer: VINDESK_RENDERER_DIR (absolute or from the repo root) for a private build, else out/renderer. */
export function rendererDir(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env.VINDESK_RENDERER_DIR;
  if (!dir) return join(REPO, 'out/renderer');
  return isAbsolute(dir) ? dir : join(REPO, dir);
}

/** The scripts index.html loads itself: the entry and any modulepreloads, relative to the renderer dir. */
function initialScripts(html: string): string[] {
  const sources = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)];
  return [...new Set(sources.map((match) => posix.normalize(match[1]!.replace(/^\.?\//, ''))))];
}

/**
 * The chunks a chunk imports statically (`import … from "./x.js"`, `import "./x.js"`,
 * `export … from "./x.js"`), relative to the renderer dir. Dynamic `import("./x.js")`
 * is left out on purpose: that is what loads lazily.
 */
export function staticImports(code: string, chunkPath: string): string[] {
  const found = [...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{},\s]*?\bfrom\s*)?["']([^"']+\.js)["']/g)];
  const dir = posix.dirname(chunkPath);
  return [...new Set(found.map((match) => posix.normalize(posix.join(dir, match[1]!))))];
}

export interface Chunk {
  /** Path from the renderer dir, e.g. assets/search-screen-D7TAaIES.js. */
  file: string;
  /** The file name without its content hash: search-screen. */
  name: string;
  gzipBytes: number;
  initial: boolean;
  hasZod: boolean;
  hasRecharts: boolean;
}

/** Every JS chunk of a built renderer, each marked initial when the page loads it before anything lazy. */
export function readChunks(dir: string): Chunk[] {
  const read = (file: string) => readFileSync(join(dir, file), 'utf8');
  const initial = new Set<string>();
  const pending = initialScripts(read('index.html'));
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (initial.has(file)) continue;
    initial.add(file);
    pending.push(...staticImports(read(file), file));
  }
  const files = readdirSync(join(dir, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  for (const file of initial) if (!files.includes(file)) files.push(file);
  return files.map((file) => {
    const code = read(file);
    return {
      file,
      name: chunkName(file),
      gzipBytes: gzipSync(code).length,
      initial: initial.has(file),
      hasZod: code.includes(ZOD_MARK),
      hasRecharts: code.includes(RECHARTS_MARK),
    };
  });
}

/** assets/search-screen-D7TAaIES.js → search-screen (vite appends an 8-character hash). */
export function chunkName(file: string): string {
  return posix.basename(file).replace(/(-[\w-]{8})?\.js$/, '');
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The renderer's initial JS against its budget, how each screen and the charts load, and every chunk's size. */
export function runBundleSizeBench(): BenchRow[] {
  const dir = rendererDir();
  if (!existsSync(join(dir, 'index.html'))) {
    return [
      {
        measure: 'Renderer initial JS (gzip)',
        target: '≤ 100 KB',
        result: `not built in ${dir} (run npm run build)`,
        pass: false,
      },
    ];
  }
  const chunks = readChunks(dir).sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzipBytes - a.gzipBytes);
  const initial = chunks.filter((chunk) => chunk.initial);
  const initialBytes = initial.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  const lazyScreens = SCREEN_CHUNKS.filter((screen) => chunks.some((chunk) => chunk.name === screen && !chunk.initial));
  const chartChunks = chunks.filter((chunk) => chunk.hasRecharts);
  const zodChunks = chunks.filter((chunk) => chunk.hasZod);
  return [
    {
      measure: `Renderer initial JS (gzip: ${initial.map((chunk) => chunk.name).join(' + ')})`,
      target: '≤ 100 KB',
      result: kb(initialBytes),
      pass: initialBytes <= INITIAL_JS_LIMIT,
    },
    {
      measure: 'Renderer screens in their own lazy chunk',
      target: `${SCREEN_CHUNKS.length} of ${SCREEN_CHUNKS.length}`,
      result: `${lazyScreens.length} of ${SCREEN_CHUNKS.length}${
        lazyScreens.length < SCREEN_CHUNKS.length
          ? ` (not lazy: ${SCREEN_CHUNKS.filter((screen) => !lazyScreens.includes(screen)).join(', ')})`
          : ''
      }`,
      pass: lazyScreens.length === SCREEN_CHUNKS.length,
    },
    {
      measure: 'Renderer chart library (recharts) loads lazily',
      target: 'in lazy chunks only',
      result:
        chartChunks.length === 0
          ? 'not found in any chunk'
          : chartChunks.map((chunk) => `${chunk.name}${chunk.initial ? ' (INITIAL)' : ''}`).join(', '),
      // Found somewhere (so the check can see it at all) and nowhere in the initial JS.
      pass: chartChunks.length > 0 && chartChunks.every((chunk) => !chunk.initial),
    },
    {
      measure: 'Renderer chunks carrying zod (schemas are checked in main)',
      target: '0',
      result: zodChunks.length === 0 ? '0' : `${zodChunks.length}: ${zodChunks.map((chunk) => chunk.name).join(', ')}`,
      pass: zodChunks.length === 0,
    },
    ...chunks.map((chunk) => ({
      measure: `Renderer chunk ${chunk.name} (gzip)`,
      target: chunk.initial ? 'initial (counted above)' : 'lazy',
      result: kb(chunk.gzipBytes),
      // A chunk the entry imports statically is initial by definition; the row says which.
      pass: true,
    })),
  ];
}
