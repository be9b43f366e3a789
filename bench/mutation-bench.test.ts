import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { countMutants, runMutationBench } from './mutation-bench';

// A hand-made report in the mutation-testing-report-schema shape, with as much of each
// mutant as Stryker writes, so the reader is shown what it will really meet.
function mutant(id: number, status: string): Record<string, unknown> {
  return {
    id: String(id),
    mutatorName: 'ConditionalExpression',
    replacement: 'true',
    status,
    static: false,
    coveredBy: [],
    location: { start: { line: id + 1, column: 1 }, end: { line: id + 1, column: 5 } },
  };
}

function report(statusesByFile: Record<string, string[]>): unknown {
  let id = 0;
  const files: Record<string, unknown> = {};
  for (const [name, statuses] of Object.entries(statusesByFile)) {
    files[name] = { language: 'typescript', source: '', mutants: statuses.map((status) => mutant(id++, status)) };
  }
  return { schemaVersion: '2', thresholds: { high: 90, low: 85 }, files };
}

describe('mutation bench', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function reports(byScope: Record<string, unknown>): string {
    dir = mkdtempSync(join(tmpdir(), 'vindesk-mutation-'));
    for (const [scope, content] of Object.entries(byScope)) {
      writeFileSync(join(dir, `${scope}.json`), typeof content === 'string' ? content : JSON.stringify(content));
    }
    return dir;
  }

  it('counts killed and timed-out mutants as detected, survivors and uncovered ones as not, and ignores the rest', () => {
    const counts = countMutants(
      report({
        'shared/a.ts': ['Killed', 'Killed', 'Survived', 'Ignored', 'CompileError'],
        'shared/b.ts': ['Timeout', 'NoCoverage', 'RuntimeError', 'Pending'],
      }),
    );
    // By hand: detected = 2 Killed + 1 Timeout = 3; undetected = 1 Survived + 1 NoCoverage = 2.
    expect(counts).toEqual({ detected: 3, undetected: 2 });
  });

  it('reports each scope’s score against its target, and says which scope was not measured', () => {
    // shared: 17 killed + 1 timeout of 20 valid (2 survived) = 18/20 = 90%; 3 ignored do not count.
    // service: 16 killed of 20 valid (3 survived, 1 uncovered) = 80%.
    const shared = report({
      'shared/x.ts': [...Array<string>(17).fill('Killed'), 'Timeout', 'Survived', 'Survived'],
      'shared/y.ts': ['Ignored', 'Ignored', 'Ignored'],
    });
    const service = report({
      'electron/service/z.ts': [...Array<string>(16).fill('Killed'), 'Survived', 'Survived', 'Survived', 'NoCoverage'],
    });
    const rows = runMutationBench(reports({ shared, service }));
    expect(rows).toEqual([
      {
        measure: 'mutation score, shared/ (npm run mutate)',
        target: '≥ 85%',
        result: '90.0% (18 of 20 mutants detected)',
        pass: true,
      },
      {
        measure: 'mutation score, electron/service/ (npm run mutate)',
        target: '≥ 85%',
        result: '80.0% (16 of 20 mutants detected)',
        pass: false,
      },
      {
        measure: 'mutation score, all of electron/ (npm run mutate electron)',
        target: '≥ 70%',
        result: 'not measured: run npm run mutate electron',
        pass: false,
      },
    ]);
  });

  it('passes at exactly 85% and fails just below it', () => {
    // 17 of 20 = 85% exactly; 169 of 200 = 84.5%.
    const atTarget = report({ 'a.ts': [...Array<string>(17).fill('Killed'), 'Survived', 'Survived', 'Survived'] });
    const below = report({
      'b.ts': [...Array<string>(169).fill('Killed'), ...Array<string>(31).fill('NoCoverage')],
    });
    const [shared, service] = runMutationBench(reports({ shared: atTarget, service: below }));
    expect(shared).toMatchObject({ result: '85.0% (17 of 20 mutants detected)', pass: true });
    expect(service).toMatchObject({ result: '84.5% (169 of 200 mutants detected)', pass: false });
  });

  it('holds all of electron/ to 70%: passes at exactly 70%, fails just below it', () => {
    // 7 of 10 = 70% exactly; 139 of 200 = 69.5%.
    const atTarget = report({
      'electron/a.ts': [...Array<string>(7).fill('Killed'), 'Survived', 'Survived', 'NoCoverage'],
    });
    const below = report({
      'electron/b.ts': [...Array<string>(139).fill('Killed'), ...Array<string>(61).fill('Survived')],
    });
    expect(runMutationBench(reports({ electron: atTarget }))[2]).toMatchObject({
      target: '≥ 70%',
      result: '70.0% (7 of 10 mutants detected)',
      pass: true,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(runMutationBench(reports({ electron: below }))[2]).toMatchObject({
      result: '69.5% (139 of 200 mutants detected)',
      pass: false,
    });
  });

  it('fails a scope whose report is missing, saying how to measure it', () => {
    const rows = runMutationBench(reports({ shared: report({ 'a.ts': ['Killed'] }) }));
    expect(rows[0]).toMatchObject({ pass: true, result: '100.0% (1 of 1 mutants detected)' });
    expect(rows[1]).toEqual({
      measure: 'mutation score, electron/service/ (npm run mutate)',
      target: '≥ 85%',
      result: 'not measured: run npm run mutate service',
      pass: false,
    });
  });

  it('fails, without throwing, on a report that is not JSON, not a report, or holds no valid mutant', () => {
    const rows = runMutationBench(reports({ shared: '{"files": ', service: { files: { 'a.ts': { mutants: 'x' } } } }));
    expect(rows.map((row) => row.pass)).toEqual([false, false, false]);
    expect(rows[0]?.result).toMatch(/^unreadable report .*shared\.json: /);
    expect(rows[1]?.result).toMatch(/^unreadable report .*service\.json: /);

    const empty = runMutationBench(reports({ shared: report({ 'a.ts': ['Ignored'] }), service: report({}) }));
    expect(empty.map((row) => row.result)).toEqual([
      'no mutants in the report: run npm run mutate shared',
      'no mutants in the report: run npm run mutate service',
      'not measured: run npm run mutate electron',
    ]);
    expect(empty.map((row) => row.pass)).toEqual([false, false, false]);
  });
});
