import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { cruise, type IForbiddenRuleType } from 'dependency-cruiser';
import { roomCycles, roomGraph, roomOf } from './folder-graph';

// No two folders of one job import each other, directly or through others
// (docs/architecture.md, "Layers"). Tests count: a test that imports the wiring belongs
// with the wiring (electron/app/integration/).
const require = createRequire(import.meta.url);
const config = require('../.dependency-cruiser.cjs') as { options: { exclude: { path: string } } };

describe('the folder-level import graph', () => {
  it('names rooms by their job', () => {
    expect(roomOf('electron/features/sweep/test-support/manual-clock.ts')).toBe('electron/features/sweep');
    expect(roomOf('electron/app/integration/sweep.test.ts')).toBe('electron/app');
    expect(roomOf('electron/main.ts')).toBe('electron');
    expect(roomOf('sandbox/http/faults.ts')).toBe('sandbox/http');
    expect(roomOf('sandbox/sandbox-service.ts')).toBe('sandbox');
    expect(roomOf('renderer/features/lot/lot-screen.tsx')).toBe('renderer/features/lot');
    expect(roomOf('shared/vin/vin-rule.ts')).toBe('shared');
  });

  it('finds a cycle through a third folder', () => {
    const graph = roomGraph([
      { source: 'sandbox/data/a.ts', dependencies: [{ resolved: 'sandbox/listings/b.ts' }] },
      { source: 'sandbox/listings/b.ts', dependencies: [{ resolved: 'sandbox/http/c.ts' }] },
      { source: 'sandbox/http/c.ts', dependencies: [{ resolved: 'sandbox/data/d.ts' }] },
      { source: 'sandbox/photos/e.ts', dependencies: [{ resolved: 'sandbox/data/a.ts' }] },
    ]);
    expect(roomCycles(graph)).toEqual([['sandbox/data', 'sandbox/http', 'sandbox/listings']]);
  });

  it('has no cycle in the repository', async () => {
    const result = await cruise(['shared', 'node', 'sandbox', 'vpic-process', 'electron', 'renderer'], {
      exclude: config.options.exclude,
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: 'tsconfig.json' },
      ruleSet: { forbidden: [] as IForbiddenRuleType[] },
    });
    const output = result.output;
    if (typeof output === 'string') throw new Error('expected a structured cruise result');
    expect(output.modules.length).toBeGreaterThan(500);
    expect(roomCycles(roomGraph(output.modules))).toEqual([]);
  });
});
