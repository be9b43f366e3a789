// Every mutant StrykerJS would make of parts of electron/, listed by its own instrumenter
// without running a test: `npm run mutate:sample` draws its sample from the list, and
// `npm run bench` counts the mutants of each part that have no result yet.
import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Instrumenter } from '@stryker-mutator/instrumenter';

/** Each part's paths, as scripts/mutation-scopes.json names them. */
export type MutationParts = Readonly<Record<string, readonly string[]>>;

export interface Listed {
  part: string;
  file: string;
  mutatorName: string;
  replacement: string;
  /** 0-based lines and columns, as the instrumenter gives them. */
  start: { line: number; column: number };
  end: { line: number; column: number };
}

/** The part's source files, as stryker.config.mjs expands its paths (tests and test support aside). */
function filesOf(root: string, paths: readonly string[]): string[] {
  const excluded = new Set(paths.filter((path) => path.startsWith('!')).map((path) => path.slice(1)));
  return paths
    .filter((path) => !path.startsWith('!'))
    .flatMap((path) => {
      if (!path.endsWith('.ts')) return globSync(`${path}/**/*.ts`, { cwd: root });
      return path.includes('*') ? globSync(path, { cwd: root }) : [path];
    })
    .filter((file) => !file.endsWith('.test.ts') && !file.split('/').includes('test-support') && !excluded.has(file))
    .sort();
}

const quiet = {
  isTraceEnabled: () => false,
  isDebugEnabled: () => false,
  isInfoEnabled: () => false,
  isWarnEnabled: () => true,
  isErrorEnabled: () => true,
  isFatalEnabled: () => true,
  trace: () => undefined,
  debug: () => undefined,
  info: () => undefined,
  warn: (message: string) => console.warn(message),
  error: (message: string) => console.error(message),
  fatal: (message: string) => console.error(message),
};

/** The mutants of the named parts, file by file in path order. */
export async function listMutants(root: string, parts: MutationParts, named: readonly string[]): Promise<Listed[]> {
  const instrumenter = new Instrumenter(quiet);
  const listed: Listed[] = [];
  for (const part of named) {
    for (const file of filesOf(root, parts[part] ?? [])) {
      const { mutants } = await instrumenter.instrument(
        [{ name: file, content: readFileSync(join(root, file), 'utf8'), mutate: true }],
        { plugins: null, excludedMutations: [], ignorers: [] },
      );
      for (const mutant of mutants)
        listed.push({
          part,
          file,
          mutatorName: mutant.mutatorName,
          replacement: mutant.replacement,
          start: { ...mutant.location.start },
          end: { ...mutant.location.end },
        });
    }
  }
  return listed;
}
