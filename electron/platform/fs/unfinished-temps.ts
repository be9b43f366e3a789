import { readFile, rm } from 'node:fs/promises';
import { isAbsolute } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic, type TempFileLog } from './atomic-write';

// An export is written to a temp file beside the one the person chose, then renamed. A crash
// or a kill in between would leave that temp file in their own folder for good: nothing
// else ever looks there (issue 37 item 7). So each such temp file is listed in userData
// while it exists, and the next start removes any a run before left listed.

const ListSchema = z.array(z.string());

/** Only a temp file's name is ever removed from the list: an absolute path ending in .tmp. */
function isTempPath(path: string): boolean {
  return isAbsolute(path) && path.endsWith('.tmp');
}

/** The temp files a list names; none when it is damaged. */
function listedTemps(text: string): string[] {
  try {
    const parsed = ListSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.filter(isTempPath) : [];
  } catch {
    return [];
  }
}

export class UnfinishedTemps implements TempFileLog {
  readonly #file: string;
  readonly #paths = new Set<string>();
  /** Saves run one after another, each writing the list as it is then. */
  #saving: Promise<void> = Promise.resolve();

  /** `file`: the list, in userData. */
  constructor(file: string) {
    this.#file = file;
  }

  /**
   * At start, before any export: removes each temp file a run before left listed, then
   * empties the list. A damaged list is read as empty.
   */
  async removeLeftovers(): Promise<void> {
    const text = await readFile(this.#file, 'utf8').catch(() => null);
    if (text === null) return;
    const leftovers = listedTemps(text);
    await Promise.all(leftovers.map((path) => rm(path, { force: true }).catch(() => undefined)));
    await this.#save();
  }

  /**
   * At quit: removes the temp files of exports still under way (their renames then fail,
   * which nobody is left to see) and empties the list, so the person's folder is clean now
   * rather than after the next start.
   */
  async removeUnfinished(): Promise<void> {
    const unfinished = [...this.#paths];
    this.#paths.clear();
    await Promise.all(unfinished.map((path) => rm(path, { force: true }).catch(() => undefined)));
    await this.#save();
  }

  /** Lists a temp file before it is created. */
  add(path: string): Promise<void> {
    this.#paths.add(path);
    return this.#save();
  }

  /** Takes a temp file off the list once it is renamed or removed. */
  remove(path: string): Promise<void> {
    if (!this.#paths.delete(path)) return Promise.resolve();
    return this.#save();
  }

  /**
   * Best effort: a list that cannot be written must not fail the export it guards, which
   * still removes its own temp file on every failure it lives through.
   */
  #save(): Promise<void> {
    this.#saving = this.#saving.then(() =>
      writeFileAtomic(this.#file, JSON.stringify([...this.#paths])).catch(() => undefined),
    );
    return this.#saving;
  }
}
