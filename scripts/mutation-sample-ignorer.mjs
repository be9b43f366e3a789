/* global process */
// A StrykerJS ignore plugin for `npm run mutate:sample` (scripts/mutation-sample.mts). The
// sample's mutation ranges alone would bring along every mutant nested in a sampled node
// (a sampled block statement holds dozens), so the run would cost several times the sample.
// This ignores each node that holds no sampled node: what is left to run is the sampled
// nodes' own mutants. (The ranges keep out the sampled nodes' ancestors.)
import { readFileSync } from 'node:fs';
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin';

/** @type {{ file: string; start: { line: number; column: number }; end: { line: number; column: number } }[]} */
const listed = process.env.MUTATION_SAMPLE_FILE
  ? JSON.parse(readFileSync(process.env.MUTATION_SAMPLE_FILE, 'utf8'))
  : [];
// The instrumenter lists mutants with 0-based lines; babel's node locations count lines from 1.
const sampled = listed.map((mutant) => ({
  file: mutant.file,
  start: { line: mutant.start.line + 1, column: mutant.start.column },
  end: { line: mutant.end.line + 1, column: mutant.end.column },
}));

/** Whether position a comes before (or is) position b. */
const atOrBefore = (a, b) => a.line < b.line || (a.line === b.line && a.column <= b.column);

/** @param {{ node: { loc?: { start: { line: number; column: number }; end: { line: number; column: number } } | null }; hub?: { file?: { opts?: { filename?: string } } } }} path */
function holdsSampled(path) {
  const loc = path.node.loc;
  const filename = (path.hub?.file?.opts?.filename ?? '').split('\\').join('/');
  if (!loc) return true;
  return sampled.some(
    (mutant) =>
      (filename === mutant.file || filename.endsWith(`/${mutant.file}`)) &&
      atOrBefore(loc.start, mutant.start) &&
      atOrBefore(mutant.end, loc.end),
  );
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, 'sample', {
    shouldIgnore: (path) => (holdsSampled(path) ? undefined : 'not in the sample'),
  }),
];
