import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { chunkName, readChunks, rendererDir, staticImports } from './bundle-size-bench';

// A hand-made renderer build shaped like vite's output: the entry imports one shared
// chunk statically and a screen dynamically; the screen imports the entry back.
const ENTRY = [
  'import{a as s}from"./shared-AbCd1234.js";',
  'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["./screen-EfGh5678.js"])))=>i.map(i=>d[i]);',
  'const l=()=>import("./screen-EfGh5678.js");export{s as x};',
].join('');
const SHARED = 'const a="shared code, the same in every build";export{a};';
const SCREEN = 'import{x as e}from"./index-Zz_-9xY0.js";import"./charts-QwEr7890.js";export const S=()=>e;';
const CHARTS = 'const c="recharts-wrapper";export{c};';
const SCHEMA = 'const z="$ZodType";export{z};';

describe('bundle-size bench', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(): string {
    dir = mkdtempSync(join(tmpdir(), 'vindesk-bundle-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(
      join(dir, 'index.html'),
      '<head><script type="module" crossorigin src="./assets/index-Zz_-9xY0.js"></script>' +
        '<link rel="stylesheet" crossorigin href="./assets/index-Zz_-9xY0.css"></head>',
    );
    const files: Record<string, string> = {
      'index-Zz_-9xY0.js': ENTRY,
      'shared-AbCd1234.js': SHARED,
      'screen-EfGh5678.js': SCREEN,
      'charts-QwEr7890.js': CHARTS,
      'schema-Uiop1234.js': SCHEMA,
      'index-Zz_-9xY0.css': 'body{}',
    };
    for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, 'assets', name), code);
    return dir;
  }

  it('counts the entry and its static imports as initial, and nothing loaded by import()', () => {
    const chunks = readChunks(build());
    const initial = chunks.filter((chunk) => chunk.initial).map((chunk) => chunk.name);
    expect(initial.sort()).toEqual(['index', 'shared']);
    // A chunk the lazy screen imports statically is still lazy: it loads with the screen.
    expect(chunks.find((chunk) => chunk.name === 'charts')?.initial).toBe(false);
    expect(chunks.map((chunk) => chunk.name).sort()).toEqual(['charts', 'index', 'schema', 'screen', 'shared']);
  });

  it('measures each chunk gzipped, as it would travel', () => {
    const chunks = readChunks(build());
    expect(chunks.find((chunk) => chunk.name === 'index')?.gzipBytes).toBe(gzipSync(ENTRY).length);
    expect(chunks.find((chunk) => chunk.name === 'shared')?.gzipBytes).toBe(gzipSync(SHARED).length);
  });

  it('finds which chunks carry zod and recharts', () => {
    const chunks = readChunks(build());
    expect(chunks.filter((chunk) => chunk.hasZod).map((chunk) => chunk.name)).toEqual(['schema']);
    expect(chunks.filter((chunk) => chunk.hasRecharts).map((chunk) => chunk.name)).toEqual(['charts']);
  });

  it('reads static imports and re-exports, never dynamic ones', () => {
    const code =
      'import{r as y}from"./index-CK53TAF0.js";import"./side-effect-aaaaaaaa.js";' +
      'export{q}from"../other/re-export-bbbbbbbb.js";const p=import("./lazy-cccccccc.js");' +
      'const list=["./listed-dddddddd.js"];';
    expect(staticImports(code, 'assets/search-screen-x.js').sort()).toEqual([
      'assets/index-CK53TAF0.js',
      'assets/side-effect-aaaaaaaa.js',
      'other/re-export-bbbbbbbb.js',
    ]);
  });

  it('names a chunk without its hash', () => {
    expect(chunkName('assets/search-screen-D7TAaIES.js')).toBe('search-screen');
    expect(chunkName('assets/zip-rule-DRRxSG1-.js')).toBe('zip-rule');
    expect(chunkName('assets/index-Zz_-9xY0.js')).toBe('index');
  });

  it('reads a private build from VINDESK_RENDERER_DIR, else out/renderer', () => {
    expect(rendererDir({ VINDESK_RENDERER_DIR: '/tmp/private/renderer' })).toBe('/tmp/private/renderer');
    expect(rendererDir({ VINDESK_RENDERER_DIR: 'renderer/out-K8/renderer' })).toBe(
      join(__dirname, '..', 'renderer/out-K8/renderer'),
    );
    expect(rendererDir({})).toBe(join(__dirname, '..', 'out/renderer'));
  });
});
