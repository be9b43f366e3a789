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

// Two parts of electron/ for the tests, and the sources they hold: the real split lives in
// scripts/mutation-scopes.json and is checked against the real tree at the end.
const PARTS = { service: ['electron/service'], main: ['electron/app', 'electron/main.ts'] };
const SOURCES = ['electron/service/engine.ts', 'electron/app/context.ts', 'electron/main.ts'];
// No record: each test names the reports it means, and the repository's recorded scores stay out.
const NO_RECORD = join(tmpdir(), 'vindesk-mutation-no-record.json');

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
    const rows = runMutationBench(reports({ shared, service }), PARTS, SOURCES, NO_RECORD);
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
        // service measured (16 of 20 = 80%), main not.
        result: 'not measured: run npm run mutate main; 1 part(s) measured: 80.0%',
        pass: false,
      },
      {
        measure:
          'mutation score, sandbox/ (about 9,300 mutants), estimated from a random sample (npm run mutate:sample)',
        target: 'reported',
        result: 'not measured: run npm run mutate:sample',
        pass: false,
      },
    ]);
  });

  it('reports the sandbox’s sampled estimate with its interval, and says when the sample is unfinished', () => {
    const summary = (extra: Record<string, unknown>) =>
      JSON.stringify({
        parts: ['sandbox-data'],
        seed: 1,
        population: 9316,
        sampled: 150,
        detected: 81,
        undetected: 182,
        excluded: 4,
        missing: 0,
        score: 81 / 263,
        low: 0.2553,
        high: 0.3662,
        complete: true,
        ...extra,
      });
    // 81 of 263 = 30.8%, its interval as the summary gives it.
    expect(runMutationBench(reports({ 'sample-summary': summary({}) }), PARTS, SOURCES, NO_RECORD)[3]).toMatchObject({
      target: 'reported',
      result: '30.8% (95% interval 25.5%–36.6%; 81 of 263 valid mutants detected, 150 sampled of 9316)',
      pass: true,
    });
    const unfinished = summary({ missing: 12, complete: false });
    expect(runMutationBench(reports({ 'sample-summary': unfinished }), PARTS, SOURCES, NO_RECORD)[3]).toMatchObject({
      result: expect.stringMatching(/; 12 sampled without a result yet\)$/),
      pass: false,
    });
    const none = summary({ detected: 0, undetected: 0 });
    expect(runMutationBench(reports({ 'sample-summary': none }), PARTS, SOURCES, NO_RECORD)[3]).toMatchObject({
      result: 'no sampled mutant has a result: run npm run mutate:sample',
      pass: false,
    });
    expect(
      runMutationBench(reports({ 'sample-summary': '{"sampled": "many"}' }), PARTS, SOURCES, NO_RECORD)[3],
    ).toMatchObject({
      result: expect.stringMatching(/^unreadable summary .*sample-summary\.json: /),
      pass: false,
    });
  });

  it('passes at exactly 85% and fails just below it', () => {
    // 17 of 20 = 85% exactly; 169 of 200 = 84.5%.
    const atTarget = report({ 'a.ts': [...Array<string>(17).fill('Killed'), 'Survived', 'Survived', 'Survived'] });
    const below = report({
      'b.ts': [...Array<string>(169).fill('Killed'), ...Array<string>(31).fill('NoCoverage')],
    });
    const [shared, service] = runMutationBench(
      reports({ shared: atTarget, service: below }),
      PARTS,
      SOURCES,
      NO_RECORD,
    );
    expect(shared).toMatchObject({ result: '85.0% (17 of 20 mutants detected)', pass: true });
    expect(service).toMatchObject({ result: '84.5% (169 of 200 mutants detected)', pass: false });
  });

  it('adds the parts of electron/ up mutant by mutant, and holds the sum to 70%', () => {
    // service 9 of 10 (90%), main 5 of 10 (50%): the folder is 14 of 20 = 70% exactly,
    // where the mean of the parts' scores would also be 70%; so main gets 10 more survivors:
    // 14 of 30 = 46.7% summed, against (90 + 25) / 2 = 57.5% as a mean of parts.
    const service = report({ 'electron/service/engine.ts': [...Array<string>(9).fill('Killed'), 'Survived'] });
    const mainAtTarget = report({
      'electron/app/context.ts': [...Array<string>(5).fill('Killed'), ...Array<string>(5).fill('Survived')],
    });
    expect(runMutationBench(reports({ service, main: mainAtTarget }), PARTS, SOURCES, NO_RECORD)[2]).toEqual({
      measure: 'mutation score, all of electron/ (npm run mutate electron)',
      target: '≥ 70%',
      result: '70.0% (14 of 20 mutants detected)',
      pass: true,
    });
    rmSync(dir, { recursive: true, force: true });
    const mainBelow = report({
      'electron/app/context.ts': [...Array<string>(5).fill('Killed'), ...Array<string>(15).fill('NoCoverage')],
    });
    expect(runMutationBench(reports({ service, main: mainBelow }), PARTS, SOURCES, NO_RECORD)[2]).toMatchObject({
      result: '46.7% (14 of 30 mutants detected)',
      pass: false,
    });
  });

  it('says how many mutants of electron/ have no result yet when every part is measured', () => {
    // service 9 of 10 and main 5 of 10 = 70.0%; the instrumenter lists 11 and 13: 4 without a result.
    const service = report({ 'electron/service/engine.ts': [...Array<string>(9).fill('Killed'), 'Survived'] });
    const main = report({
      'electron/app/context.ts': [...Array<string>(5).fill('Killed'), ...Array<string>(5).fill('Survived')],
    });
    expect(
      runMutationBench(reports({ service, main }), PARTS, SOURCES, NO_RECORD, { service: 11, main: 13 })[2],
    ).toMatchObject({ result: '70.0% (14 of 20 mutants detected); 4 mutants without a result yet', pass: true });
  });

  it('fails all of electron/ while a source file is in no part, naming it', () => {
    const all = { service: report({ 'a.ts': ['Killed'] }), main: report({ 'b.ts': ['Killed'] }) };
    const sources = [...SOURCES, 'electron/new-feature/thing.ts', 'electron/preload.ts'];
    expect(runMutationBench(reports(all), PARTS, sources)[2]).toMatchObject({
      result: 'in no part of scripts/mutation-scopes.json: electron/new-feature/thing.ts, electron/preload.ts',
      pass: false,
    });
  });

  it('splits electron/ so that every source file there is in a part', () => {
    // The real split and the real tree: a folder added to electron/ must be added to a part.
    const row = runMutationBench(reports({}), undefined, undefined, NO_RECORD)[2];
    expect(row?.result).not.toMatch(/in no part/);
    expect(row?.result).toMatch(/^not measured: run npm run mutate service main-app/);
  });

  it('fails a scope whose report is missing, saying how to measure it', () => {
    const rows = runMutationBench(reports({ shared: report({ 'a.ts': ['Killed'] }) }), PARTS, SOURCES, NO_RECORD);
    expect(rows[0]).toMatchObject({ pass: true, result: '100.0% (1 of 1 mutants detected)' });
    expect(rows[1]).toEqual({
      measure: 'mutation score, electron/service/ (npm run mutate)',
      target: '≥ 85%',
      result: 'not measured: run npm run mutate service',
      pass: false,
    });
  });

  it('fails, without throwing, on a report that is not JSON, not a report, or holds no valid mutant', () => {
    const rows = runMutationBench(
      reports({ shared: '{"files": ', service: { files: { 'a.ts': { mutants: 'x' } } } }),
      PARTS,
      SOURCES,
      NO_RECORD,
    );
    expect(rows.map((row) => row.pass)).toEqual([false, false, false, false]);
    expect(rows[0]?.result).toMatch(/^unreadable report .*shared\.json: /);
    expect(rows[1]?.result).toMatch(/^unreadable report .*service\.json: /);

    const empty = runMutationBench(
      reports({ shared: report({ 'a.ts': ['Ignored'] }), service: report({}) }),
      PARTS,
      SOURCES,
      NO_RECORD,
    );
    expect(empty.map((row) => row.result)).toEqual([
      'no mutants in the report: run npm run mutate shared',
      'no mutants in the report: run npm run mutate service',
      // service's report holds no valid mutant, so only main is named, with nothing measured yet.
      'not measured: run npm run mutate main',
      'not measured: run npm run mutate:sample',
    ]);
    expect(empty.map((row) => row.pass)).toEqual([false, false, false, false]);
  });

  describe('the recorded scores, read where the last run left no report here', () => {
    let recordDir = '';
    afterEach(() => rmSync(recordDir, { recursive: true, force: true }));

    function recordFile(content: unknown): string {
      recordDir = mkdtempSync(join(tmpdir(), 'vindesk-record-'));
      const file = join(recordDir, 'mutation-scores.json');
      writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
      return file;
    }

    it('reports a scope from the record, saying on which commit, the last run’s report winning', () => {
      // shared recorded: 3 of 4 = 75%; service recorded 1 of 2 but reported 2 of 2.
      const record = recordFile({
        commit: 'abc1234',
        scopes: { shared: { detected: 3, undetected: 1 }, service: { detected: 1, undetected: 1 } },
      });
      const rows = runMutationBench(
        reports({ service: report({ 'b.ts': ['Killed', 'Killed'] }) }),
        PARTS,
        SOURCES,
        record,
      );
      expect(rows[0]).toMatchObject({
        result: '75.0% (3 of 4 mutants detected), recorded on commit abc1234',
        pass: false,
      });
      expect(rows[1]).toMatchObject({ result: '100.0% (2 of 2 mutants detected)', pass: true });
    });

    it('adds recorded and reported parts of electron/ up, naming the recorded ones and their mutants without a result', () => {
      // service reported 9 of 10; main recorded 5 of 10 with 3 mutants then without a result:
      // 14 of 20 = 70.0%. The listing's count for main (99) is today's, not the record's: unused.
      const record = recordFile({
        commit: 'abc1234',
        scopes: { main: { detected: 5, undetected: 5, withoutResult: 3 } },
      });
      const service = report({ 'electron/service/engine.ts': [...Array<string>(9).fill('Killed'), 'Survived'] });
      const row = runMutationBench(reports({ service }), PARTS, SOURCES, record, { service: 10, main: 99 })[2];
      expect(row).toMatchObject({
        result: '70.0% (14 of 20 mutants detected); 3 mutants without a result yet; main recorded on commit abc1234',
        pass: true,
      });
    });

    it('says so when the record cannot be read, without throwing', () => {
      const rows = runMutationBench(reports({}), PARTS, SOURCES, recordFile('{"commit": 7}'));
      expect(rows[0]?.result).toMatch(/^unreadable record .*mutation-scores\.json: /);
      expect(rows[3]?.result).toMatch(/^unreadable record .*mutation-scores\.json: /);
      expect(rows.map((row) => row.pass)).toEqual([false, false, false, false]);
    });

    it('reports the scores last measured before the repository was laid out by program (docs/mutation-scores.json)', () => {
      // Independent figures: the commit messages of 8c62f9b (service 2,103 of 2,350, 89.5%; the
      // sample 74 of 96 valid, 77.1%, 95% interval 67.7–84.4%) and 0bf8a79 (main-io 1,421 of
      // 1,642), and the rows `npm run bench` printed on 0bf8a79 from the kept results, which are
      // what the record was counted from. With today's parts (scripts/mutation-scopes.json) and
      // no fresh report, the rows are the same, each saying where its numbers come from.
      const rows = runMutationBench(reports({}), undefined, undefined, undefined, { 'main-app': 1 });
      expect(rows.map((row) => row.result)).toEqual([
        '95.0% (1874 of 1973 mutants detected), recorded on commit 0bf8a79',
        '89.5% (2103 of 2350 mutants detected), recorded on commit 0bf8a79',
        "≈ 81.7% estimated (95% interval 77.2%–85.2%): the measured parts 5540 of 6443 detected, the sandbox's " +
          "≈ 5956 valid mutants at its sample's 77.1%; 696 mutants of the measured parts without a result yet " +
          '(≥ 77.4% were none of them detected); recorded on commit 0bf8a79',
        '77.1% (95% interval 67.7%–84.4%; 74 of 96 valid mutants detected, 150 sampled of 9306), recorded on commit 0bf8a79',
      ]);
      expect(rows.map((row) => row.pass)).toEqual([true, true, true, true]);
    });
  });

  describe('all of electron/ estimated while the sandbox is known from its sample', () => {
    const parts = { ...PARTS, sandbox: ['sandbox'] };
    const sources = [...SOURCES, 'sandbox/start-sandbox.ts'];
    // service 9 of 10, main 5 of 10: 14 of 20 measured.
    const measured = {
      service: report({ 'electron/service/engine.ts': [...Array<string>(9).fill('Killed'), 'Survived'] }),
      main: report({
        'electron/app/context.ts': [...Array<string>(5).fill('Killed'), ...Array<string>(5).fill('Survived')],
      }),
    };
    const sample = (detected: number, undetected: number, low: number, high: number) =>
      JSON.stringify({
        parts: ['sandbox'],
        population: 1000,
        sampled: 100,
        detected,
        undetected,
        excluded: 100 - detected - undetected,
        missing: 0,
        low,
        high,
        complete: true,
      });

    it('weighs the sandbox by its estimated valid mutants, below the target', () => {
      // 80 of 100 sampled are valid, so the sandbox has ≈ 1000 × 80/100 = 800 valid mutants.
      // At 40 of 80 = 50%: (14 + 400) / (20 + 800) = 414/820 = 50.5%;
      // interval ends 0.4 and 0.6: (14 + 320)/820 = 40.7%, (14 + 480)/820 = 60.2%.
      const row = runMutationBench(
        reports({ ...measured, 'sample-summary': sample(40, 40, 0.4, 0.6) }),
        parts,
        sources,
        NO_RECORD,
      )[2];
      expect(row).toEqual({
        measure: 'mutation score, all of electron/ (npm run mutate electron)',
        target: '≥ 70%',
        result:
          '≈ 50.5% estimated (95% interval 40.7%–60.2%): the measured parts 14 of 20 detected, ' +
          "the sandbox's ≈ 800 valid mutants at its sample's 50.0%",
        pass: false,
      });
    });

    it('passes when the estimate reaches the target', () => {
      // 60 of 80 = 75%: (14 + 600) / 820 = 614/820 = 74.9%.
      const row = runMutationBench(
        reports({ ...measured, 'sample-summary': sample(60, 20, 0.65, 0.83) }),
        parts,
        sources,
        NO_RECORD,
      )[2];
      expect(row).toMatchObject({ result: expect.stringMatching(/^≈ 74\.9% estimated/), pass: true });
    });

    it('says how many mutants of the measured parts have no result yet, and the score were none of them detected', () => {
      // The instrumenter lists 12 mutants of service, whose report holds 10: 2 without a result.
      // At worst both undetected: (14 + 400) / (20 + 2 + 800) = 414/822 = 50.4%.
      const row = runMutationBench(
        reports({ ...measured, 'sample-summary': sample(40, 40, 0.4, 0.6) }),
        parts,
        sources,
        NO_RECORD,
        { service: 12, main: 10 },
      )[2];
      expect(row?.result).toMatch(
        /at its sample's 50\.0%; 2 mutants of the measured parts without a result yet \(≥ 50\.4% were none of them detected\)$/,
      );
    });

    it('still names a part neither measured nor sampled', () => {
      const row = runMutationBench(
        reports({ service: measured.service, 'sample-summary': sample(60, 20, 0.65, 0.83) }),
        parts,
        sources,
        NO_RECORD,
      )[2];
      expect(row).toMatchObject({ result: 'not measured: run npm run mutate main', pass: false });
    });
  });
});
