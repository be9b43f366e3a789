import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { UnfinishedTemps } from './unfinished-temps';

// Issue 37 item 7: the list of export temp files outside userData, and what a start does with
// it. Only files named as temp files are ever removed, whatever the list says.

async function folders(): Promise<{ userData: string; theirs: string; list: string }> {
  const userData = await mkdtemp(join(tmpdir(), 'vindesk-unfinished-'));
  const theirs = await mkdtemp(join(tmpdir(), 'vindesk-their-folder-'));
  return { userData, theirs, list: join(userData, 'unfinished-exports.json') };
}

describe('UnfinishedTemps', () => {
  it('removes the listed temp files and nothing else, even a listed file that is not a temp file', async () => {
    const { theirs, list } = await folders();
    const temp = join(theirs, 'Recall sweep.csv.77.0123456789ab.tmp');
    const notTemp = join(theirs, 'Recall sweep.csv');
    await writeFile(temp, 'half');
    await writeFile(notTemp, 'the person’s file');
    // A relative name is not one VinDesk wrote: it would be read against the working folder.
    await writeFile(list, JSON.stringify([temp, notTemp, 'relative.csv.1.aa.tmp', join(theirs, 'gone.csv.1.bb.tmp')]));
    await new UnfinishedTemps(list).removeLeftovers();
    expect(await readdir(theirs)).toEqual(['Recall sweep.csv']);
    expect(JSON.parse(await readFile(list, 'utf8'))).toEqual([]);
  });

  it('reads a damaged or missing list as empty, and starts a fresh one', async () => {
    const { list } = await folders();
    await new UnfinishedTemps(list).removeLeftovers();
    await expect(readFile(list, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    await writeFile(list, '{"not": "a list"');
    await new UnfinishedTemps(list).removeLeftovers();
    expect(JSON.parse(await readFile(list, 'utf8'))).toEqual([]);
  });

  it('lists each temp file from add to remove, in the order the saves were asked for', async () => {
    const { theirs, list } = await folders();
    const temps = new UnfinishedTemps(list);
    const a = join(theirs, 'a.csv.1.aa.tmp');
    const b = join(theirs, 'b.pdf.1.bb.tmp');
    await Promise.all([temps.add(a), temps.add(b)]);
    expect(JSON.parse(await readFile(list, 'utf8'))).toEqual([a, b]);
    await temps.remove(a);
    expect(JSON.parse(await readFile(list, 'utf8'))).toEqual([b]);
    // Removing one not listed writes nothing.
    await writeFile(list, 'untouched');
    await temps.remove(a);
    expect(await readFile(list, 'utf8')).toBe('untouched');
  });

  it('at quit removes the temp files of exports still under way, and empties the list', async () => {
    const { theirs, list } = await folders();
    const temps = new UnfinishedTemps(list);
    const underWay = join(theirs, 'Inventory.csv.1.cc.tmp');
    await temps.add(underWay);
    await writeFile(underWay, 'the first rows');
    await writeFile(join(theirs, 'Inventory.csv'), 'the export saved last week');
    await temps.removeUnfinished();
    expect(await readdir(theirs)).toEqual(['Inventory.csv']);
    expect(JSON.parse(await readFile(list, 'utf8'))).toEqual([]);
  });
});
