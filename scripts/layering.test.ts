import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';

// Proves the layering check of `npm run layers` catches each forbidden import, by
// running the project's own rule set over small trees that break one rule each.
const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as { forbidden: IForbiddenRuleType[] };

async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = await mkdtemp(join(tmpdir(), 'vindesk-layers-'));
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), text);
  }
  const previous = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(['renderer', 'electron', 'shared'], {
      ruleSet: { forbidden: config.forbidden },
      validate: true,
      tsPreCompilationDeps: true,
    });
    const output = result.output;
    if (typeof output === 'string') throw new Error('expected a structured cruise result');
    return output.summary.violations.map((violation) => violation.rule.name).sort();
  } finally {
    process.chdir(previous);
  }
}

describe('layering rules', () => {
  const clean = {
    'shared/rule.ts': 'export const rule = 1;\n',
    'electron/main.ts': "import { rule } from '../shared/rule';\nexport const x = rule;\n",
    'renderer/app.ts': "import { rule } from '../shared/rule';\nexport const y = rule;\n",
  };

  it('pass a tree that follows them', async () => {
    expect(await violationsOf(clean)).toEqual([]);
  });

  it('fail when the renderer imports main-process code', async () => {
    expect(
      await violationsOf({
        ...clean,
        'renderer/bad.ts': "import { x } from '../electron/main';\nexport const z = x;\n",
      }),
    ).toContain('renderer-not-to-electron');
  });

  it('fail when main imports the renderer', async () => {
    expect(
      await violationsOf({
        ...clean,
        'electron/bad.ts': "import { y } from '../renderer/app';\nexport const z = y;\n",
      }),
    ).toContain('electron-not-to-renderer');
  });

  it('fail when shared imports either side or Node', async () => {
    const violations = await violationsOf({
      ...clean,
      'shared/bad.ts':
        "import { x } from '../electron/main';\nimport { readFileSync } from 'node:fs';\nexport const z = [x, readFileSync];\n",
    });
    expect(violations).toEqual(expect.arrayContaining(['shared-is-pure', 'shared-no-node-builtins']));
  });

  it('fail when one feature imports another', async () => {
    expect(
      await violationsOf({
        ...clean,
        'renderer/features/search/a.ts': 'export const a = 1;\n',
        'renderer/features/vehicle/b.ts': "import { a } from '../search/a';\nexport const b = a;\n",
      }),
    ).toContain('no-cross-feature-imports');
  });
});
