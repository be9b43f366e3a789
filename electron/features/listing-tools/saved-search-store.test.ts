// The saved-search store on a real folder: the rules of its list (the newest first, a name
// saved again replaces its search), what reaches the file, and a file that cannot be read.
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SavedSearchStore } from './saved-search-store';

/** A clock the test moves: one minute a tick, from 2026-11-27 09:00 UTC. */
function minutes() {
  let minute = 0;
  return {
    now: () => new Date(Date.UTC(2026, 10, 27, 9, minute)),
    tick: () => {
      minute += 1;
    },
  };
}

async function storeIn(clock = minutes()) {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-saved-store-'));
  const store = new SavedSearchStore(dir, clock.now);
  /** Saves each [name, query] in turn, one minute apart from 09:00, and gives back what each save answered. */
  const saveInTurn = async (searches: readonly (readonly [string, string])[]) => {
    const saved = [];
    for (const [at, [name, query]] of searches.entries()) {
      if (at > 0) clock.tick();
      saved.push(await store.save(name, query));
    }
    return saved;
  };
  return { dir, store, saveInTurn };
}

describe('the saved-search store', () => {
  it('keeps its file in the folder it was given', async () => {
    const { dir, store } = await storeIn();
    expect(store.path).toBe(join(dir, 'saved-searches.json'));
  });

  it('lists the newest saved first, and writes the list to its file', async () => {
    const { store, saveInTurn } = await storeIn();
    const [trucks, vans] = await saveInTurn([
      ['Trucks', 'vehicle.bodyStyle=Pickup'],
      ['Vans', 'vehicle.bodyStyle=Van'],
    ]);
    expect((await store.list()).map((search) => search.name)).toEqual(['Vans', 'Trucks']);
    expect(trucks).toMatchObject({
      name: 'Trucks',
      query: 'vehicle.bodyStyle=Pickup',
      createdAt: '2026-11-27T09:00:00.000Z',
      lastOpenedAt: '2026-11-27T09:00:00.000Z',
    });
    expect(vans!.id).not.toBe(trucks!.id);
    const file = JSON.parse(await readFile(store.path, 'utf8')) as { version: number; searches: unknown[] };
    expect(file).toEqual({ version: 1, searches: [vans, trucks] });
  });

  it('replaces the search saved under the same name, whatever its case, keeping its id and first date', async () => {
    const { store, saveInTurn } = await storeIn();
    const [first, , again] = await saveInTurn([
      ['Trucks near Atlanta', 'vehicle.bodyStyle=Pickup'],
      ['Sedans', 'vehicle.bodyStyle=Sedan'],
      ['TRUCKS NEAR ATLANTA', 'vehicle.bodyStyle=Pickup&zip=30301'],
    ]);
    expect(again).toEqual({
      id: first!.id,
      name: 'Trucks near Atlanta',
      query: 'vehicle.bodyStyle=Pickup&zip=30301',
      createdAt: '2026-11-27T09:00:00.000Z',
      lastOpenedAt: '2026-11-27T09:02:00.000Z',
    });
    // One search of that name, now the newest.
    expect((await store.list()).map((search) => search.name)).toEqual(['Trucks near Atlanta', 'Sedans']);
  });

  it('marks a search opened without moving it, and answers null for one it does not hold', async () => {
    const clock = minutes();
    const { store, saveInTurn } = await storeIn(clock);
    const [trucks] = await saveInTurn([
      ['Trucks', 'a'],
      ['Vans', 'b'],
    ]);
    clock.tick();
    expect(await store.open(trucks!.id)).toEqual({ ...trucks, lastOpenedAt: '2026-11-27T09:02:00.000Z' });
    expect((await store.list()).map((search) => search.name)).toEqual(['Vans', 'Trucks']);
    expect(await store.open('no-such-id')).toBeNull();
  });

  it('removes a search by id, and says whether there was one', async () => {
    const { dir, store } = await storeIn();
    const trucks = await store.save('Trucks', 'a');
    expect(await store.remove('no-such-id')).toBe(false);
    expect(await store.remove(trucks.id)).toBe(true);
    expect(await store.list()).toEqual([]);
    // The next start reads the same.
    expect(await new SavedSearchStore(dir).list()).toEqual([]);
  });

  it('starts with no searches, and reports nothing, when the file cannot be read at all', async () => {
    // A folder in the file's place cannot be read as a file, and is not a damaged file to move aside.
    const { store } = await storeIn();
    await mkdir(store.path);
    expect(await store.list()).toEqual([]);
    expect(store.damagedNotice).toBeNull();
  });
});

describe('a saved search’s alerts', () => {
  it('reads a file written before alerts as it was, and keeps a rule and its last answer across a reload', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-saved-alerts-'));
    const old = {
      id: 'search-1',
      name: 'Accords',
      query: 'vehicle.make=Honda',
      createdAt: '2026-11-01T00:00:00.000Z',
      lastOpenedAt: '2026-11-01T00:00:00.000Z',
    };
    await writeFile(join(dir, 'saved-searches.json'), JSON.stringify({ version: 1, searches: [old] }));
    const store = new SavedSearchStore(dir);
    expect(await store.list()).toEqual([old]);

    await store.setAlert('search-1', { newMatches: true, priceDrop: null });
    await store.noteAlertCheck('search-1', ['VIN-A', 'VIN-B']);
    const reloaded = new SavedSearchStore(dir);
    expect(await reloaded.list()).toEqual([
      { ...old, alert: { newMatches: true, priceDrop: null }, alertVins: ['VIN-A', 'VIN-B'] },
    ]);

    // Cleared, nothing of the alert stays: a rule set again starts from no previous answer.
    await reloaded.setAlert('search-1', null);
    await reloaded.noteAlertCheck('search-1', ['VIN-C']);
    expect(await new SavedSearchStore(dir).list()).toEqual([old]);
  });

  it('keeps a check the spend guard refused across a reload, until a check answers or the rule changes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-saved-held-'));
    const store = new SavedSearchStore(dir);
    const { id } = await store.save('Accords', 'vehicle.make=Honda');
    const held = {
      at: '2026-11-28T15:00:00.000Z',
      budget: { period: 'day' as const, limitMicros: 5_000_000, spentMicros: 4_990_000 },
    };
    // A search without alerts has no check to hold.
    await store.noteAlertHeld(id, held);
    expect((await new SavedSearchStore(dir).list())[0]).not.toHaveProperty('alertHeld');

    await store.setAlert(id, { newMatches: true, priceDrop: { kind: 'any' } });
    await store.noteAlertCheck(id, ['VIN-A']);
    await store.noteAlertHeld(id, held);
    const reloaded = new SavedSearchStore(dir);
    expect((await reloaded.list())[0]).toMatchObject({ alertHeld: held, alertVins: ['VIN-A'] });

    // A check that answered: the refusal is over, and its answer is the next check's "previous".
    await reloaded.noteAlertCheck(id, ['VIN-A', 'VIN-B']);
    const answered = (await new SavedSearchStore(dir).list())[0]!;
    expect(answered).not.toHaveProperty('alertHeld');
    expect(answered.alertVins).toEqual(['VIN-A', 'VIN-B']);

    // A rule set again starts afresh: no previous answer, no refusal.
    await reloaded.noteAlertHeld(id, held);
    await reloaded.setAlert(id, { newMatches: true, priceDrop: null });
    const changed = (await new SavedSearchStore(dir).list())[0]!;
    expect(changed).not.toHaveProperty('alertHeld');
    expect(changed.alertVins).toBeNull();
  });
});
