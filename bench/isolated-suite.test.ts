import { describe, expect, it } from 'vitest';
import { isolatedSuite } from './isolated-suite';

describe('isolated bench suite', () => {
  it('runs the suite bundled, in a process of its own with gc exposed and no TypeScript loader', async () => {
    const rows = await isolatedSuite('isolated-suite-probe.ts', 'runIsolatedProbe')();
    const result = (measure: string) => rows.find((row) => row.measure === measure)?.result;
    expect(result('gc exposed')).toBe('true');
    expect(result('TypeScript loader')).toBe('none');
    expect(result('pid')).not.toBe(String(process.pid));
  }, 60_000);

  it('fails, naming the suite, when the suite has no such export', async () => {
    await expect(isolatedSuite('isolated-suite-probe.ts', 'noSuchExport')()).rejects.toThrow(
      /isolated-suite-probe\.ts/,
    );
  }, 60_000);
});
