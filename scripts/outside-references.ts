// Finds where a file reads or names a path outside the repository: the repository stands
// alone (docs/README.md), so a clone, CI and Stryker's copy of it (.stryker-tmp/) all have
// everything the code and its tests need. Read by scripts/stays-in-repo.test.ts.
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

export interface OutsideReference {
  line: number;
  /** The text that names the path, as written. */
  text: string;
  /** Where it leads, or what it names. */
  reason: string;
}

export interface ScannedFile {
  /** Absolute path of the repository's root. */
  root: string;
  /** Absolute path of the file. */
  file: string;
  text: string;
  /**
   * Whether the file's paths are read from the repository's root rather than its own folder:
   * package.json's scripts, the CI script and the workflows run there.
   */
  runsFromRoot?: boolean;
}

const isOutside = (root: string, path: string) => {
  const rel = relative(root, path);
  return rel === '..' || rel.startsWith(`..${sep}`) || isAbsolute(rel);
};

/** A relative path as written: `./` or `../` not inside a longer path or a URL, up to a quote, space or glob. */
const RELATIVE_PATH = /(?<![\w./$}-])\.\.?\/[^\s'"`)<>,;*?{}[\]|]*/g;

/**
 * A `join(…)` or `resolve(…)` from the file's folder or the repository's root, followed by
 * string segments: `resolve(__dirname, '..', 'docs')`. The segments up to the first that is
 * not a plain string are joined onto the base.
 */
const PATH_CALL =
  /\b(?:join|resolve)\(\s*(__dirname|import\.meta\.dirname|process\.cwd\(\)|[A-Za-z_$][\w$]*)\s*((?:,\s*(?:'[^']*'|"[^"]*"))+)\s*\)?/g;
const SEGMENT = /'([^']*)'|"([^"]*)"/g;
/** Names that hold the repository's root by the repository's own convention (`const root = resolve(__dirname, '..')`). */
const ROOT_NAME = /^(root|repo|repoRoot|ROOT|REPO|REPO_ROOT)$/;

function lineOf(text: string, index: number): number {
  let line = 1;
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++;
  return line;
}

function relativePaths({ root, file, text, runsFromRoot }: ScannedFile): OutsideReference[] {
  const from = runsFromRoot ? root : dirname(file);
  const found: OutsideReference[] = [];
  for (const match of text.matchAll(RELATIVE_PATH)) {
    const target = resolve(from, match[0]);
    if (isOutside(root, target))
      found.push({
        line: lineOf(text, match.index),
        text: match[0],
        reason: `resolves to ${target}, outside the repository`,
      });
  }
  return found;
}

function pathCalls({ root, file, text }: ScannedFile): OutsideReference[] {
  const found: OutsideReference[] = [];
  for (const match of text.matchAll(PATH_CALL)) {
    const [whole, base = '', args = ''] = match;
    const start =
      base === '__dirname' || base === 'import.meta.dirname'
        ? dirname(file)
        : base === 'process.cwd()' || ROOT_NAME.test(base)
          ? root
          : null;
    if (start === null) continue;
    const segments = [...args.matchAll(SEGMENT)].map((segment) => segment[1] ?? segment[2] ?? '');
    const target = join(start, ...segments);
    if (isOutside(root, target))
      found.push({
        line: lineOf(text, match.index),
        text: whole,
        reason: `resolves to ${target}, outside the repository`,
      });
  }
  return found;
}

/**
 * An absolute path into the folder around the repository (its parent), or into the folder
 * the service references were copied from (the spec folder of the project's shared folder
 * beside the repository, docs/README.md), wherever the clone lives.
 */
function besideTheRepository({ root, text }: ScannedFile): OutsideReference[] {
  const parent = dirname(root);
  const found: OutsideReference[] = [];
  const own = `${root}/`;
  // A repository at the top of the disk has no folder around it to name but the disk itself;
  // one checked out in the temp folder has tests naming made-up temp files (/tmp/x.html).
  const beside =
    parent === dirname(parent) || parent === tmpdir() || parent === '/tmp'
      ? null
      : new RegExp(`${parent.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[\\w.@+-]+`, 'g');
  for (const match of beside ? text.matchAll(beside) : []) {
    if (`${match[0]}/`.startsWith(own) || match[0] === root) continue;
    found.push({ line: lineOf(text, match.index), text: match[0], reason: 'an absolute path beside the repository' });
  }
  for (const match of text.matchAll(/(?<![\w-])shared\/spec\b/g))
    found.push({
      line: lineOf(text, match.index),
      text: match[0],
      reason: 'the service references’ home outside the repository: use the copies in docs/ and test-fixtures/',
    });
  return found;
}

/** Every place the file names a path outside the repository, in the order they appear. */
export function outsideReferences(scanned: ScannedFile): OutsideReference[] {
  return [...relativePaths(scanned), ...pathCalls(scanned), ...besideTheRepository(scanned)].sort(
    (a, b) => a.line - b.line,
  );
}
