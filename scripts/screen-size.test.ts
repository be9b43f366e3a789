import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// Thin screens (docs/architecture.md, "Renderer"): no component file of the window runs over
// 150 lines, and a feature's styles sit in its own folder, never in another feature's.
const ROOT = join(__dirname, '..');
const RENDERER = join(ROOT, 'renderer');
const MAX_LINES = 150;

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const sources = filesUnder(RENDERER).filter((file) => !file.includes(`${join('renderer', 'out-')}`));

describe('the window’s component files', () => {
  it('are 150 lines or fewer each', () => {
    const components = sources.filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'));
    expect(components.length).toBeGreaterThan(100);
    const long = components
      .map((file) => ({ file: relative(ROOT, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
      .filter(({ lines }) => lines > MAX_LINES);
    expect(long).toEqual([]);
  });

  it('import only their own feature’s styles', () => {
    const crossing: string[] = [];
    for (const file of sources.filter((name) => /\.tsx?$/.test(name))) {
      const path = relative(RENDERER, file);
      const feature = /^features\/([^/]+)\//.exec(path)?.[1];
      if (!feature) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(/^import '([^']+\.css)';$/gm)) {
        const target = relative(RENDERER, join(file, '..', match[1] ?? ''));
        if (!target.startsWith(`features/${feature}/`)) crossing.push(`${path} → ${target}`);
      }
    }
    expect(crossing).toEqual([]);
  });
});
