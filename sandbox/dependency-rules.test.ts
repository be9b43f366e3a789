import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';

// Proves each rule of the sandbox's layering (dependency-rules.cjs, sandbox/README.md "Folders
// and layers") catches the import it forbids, by cruising small trees that break one rule each.
const require = createRequire(import.meta.url);
const rules = require('./dependency-rules.cjs') as IForbiddenRuleType[];

async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), 'vindesk-sandbox-layers-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(['sandbox'], {
      ruleSet: { forbidden: rules },
      validate: true,
      tsPreCompilationDeps: true,
    });
    const output = result.output;
    if (typeof output === 'string') throw new Error('expected a structured cruise result');
    return [...new Set(output.summary.violations.map((violation) => violation.rule.name))].sort();
  } finally {
    process.chdir(previous);
  }
}

/** One file per folder, each importing the folder below it, as the layering allows. */
const LAYERS = [
  'random',
  'result',
  'catalog',
  'recalls',
  'data',
  'listings',
  'vehicle',
  'photos',
  'finance',
  'state',
  'endpoints',
  'http',
  'autodev',
] as const;

function imports(from: string, to: string): string {
  const depth = from.split('/').length - 1;
  return `import { x } from '${'../'.repeat(depth)}${to.replace(/\.ts$/, '')}';\nexport const y = x;\n`;
}

const clean: Record<string, string> = {
  'sandbox/random/a.ts': 'export const x = 1;\n',
  'sandbox/result/a.ts': 'export const x = 1;\n',
  'sandbox/catalog/a.ts': 'export const x = 1;\n',
  'sandbox/recalls/a.ts': imports('sandbox/recalls/a.ts', 'sandbox/catalog/a.ts'),
  'sandbox/data/a.ts': imports('sandbox/data/a.ts', 'sandbox/recalls/a.ts'),
  'sandbox/listings/a.ts': imports('sandbox/listings/a.ts', 'sandbox/data/a.ts'),
  'sandbox/vehicle/a.ts': imports('sandbox/vehicle/a.ts', 'sandbox/data/a.ts'),
  'sandbox/photos/a.ts': imports('sandbox/photos/a.ts', 'sandbox/random/a.ts'),
  'sandbox/finance/a.ts': imports('sandbox/finance/a.ts', 'sandbox/vehicle/a.ts'),
  'sandbox/state/a.ts': imports('sandbox/state/a.ts', 'sandbox/listings/a.ts'),
  'sandbox/endpoints/a.ts': imports('sandbox/endpoints/a.ts', 'sandbox/state/a.ts'),
  'sandbox/http/a.ts': imports('sandbox/http/a.ts', 'sandbox/endpoints/a.ts'),
  'sandbox/autodev/a.ts': imports('sandbox/autodev/a.ts', 'sandbox/http/a.ts'),
  'sandbox/start.ts': imports('sandbox/start.ts', 'sandbox/autodev/a.ts'),
  'sandbox/data/test-support/b.ts': imports('sandbox/data/test-support/b.ts', 'sandbox/data/a.ts'),
  'sandbox/test-support/fixture.ts': imports('sandbox/test-support/fixture.ts', 'sandbox/start.ts'),
  'sandbox/integration/a.test.ts': imports('sandbox/integration/a.test.ts', 'sandbox/test-support/fixture.ts'),
};

describe('the sandbox layering rules', () => {
  it('pass a tree that follows them', async () => {
    expect(LAYERS.every((layer) => `sandbox/${layer}/a.ts` in clean)).toBe(true);
    expect(await violationsOf(clean)).toEqual([]);
  });

  it.each([
    ['sandbox/listings/b.ts', 'sandbox/endpoints/a.ts', 'sandbox-query-code-answers-with-values'],
    ['sandbox/random/b.ts', 'sandbox/result/a.ts', 'sandbox-basics-import-no-folder'],
    ['sandbox/catalog/b.ts', 'sandbox/random/a.ts', 'sandbox-catalog-is-static-data'],
    ['sandbox/recalls/b.ts', 'sandbox/vehicle/a.ts', 'sandbox-recalls-below-the-data'],
    ['sandbox/data/b.ts', 'sandbox/listings/a.ts', 'sandbox-data-below-its-readers'],
    ['sandbox/vehicle/b.ts', 'sandbox/listings/a.ts', 'sandbox-query-folders-apart'],
    ['sandbox/finance/b.ts', 'sandbox/state/a.ts', 'sandbox-finance-reads-vehicles-not-listings'],
    ['sandbox/endpoints/b.ts', 'sandbox/http/a.ts', 'sandbox-endpoints-below-the-server'],
    ['sandbox/http/b.ts', 'sandbox/autodev/a.ts', 'sandbox-spec-server-without-autodev'],
    ['sandbox/state/b.ts', 'sandbox/start.ts', 'sandbox-folders-not-to-the-root'],
    ['sandbox/http/b.test.ts', 'sandbox/test-support/fixture.ts', 'sandbox-whole-sandbox-tests-in-integration'],
    ['sandbox/test-support/b.ts', 'sandbox/integration/a.test.ts', 'sandbox-integration-at-the-top'],
  ])('fail when %s imports %s (%s)', async (from, to, rule) => {
    expect(await violationsOf({ ...clean, [from]: imports(from, to) })).toContain(rule);
  });
});
