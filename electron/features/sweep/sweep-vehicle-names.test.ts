import { getEventListeners } from 'node:events';
import { describe, expect, it } from 'vitest';
import { RecallSchema, type Recall } from '../../../shared/schemas/recall-schema';
import { vehicleNamesOf, type VehicleNames } from './sweep-vehicle-names';

const VIN = '1HGCM82633A004352';

/** A recall record as /recalls sends it, read through the app's own schema. */
function recall(fields: { modelYear?: string; make?: string; model?: string }): Recall {
  return RecallSchema.parse({
    regulatorCampaignNumber: '03V123000',
    parkIt: false,
    parkOutSide: false,
    overTheAirUpdate: false,
    summary: 'A recall.',
    ...fields,
  });
}

/** A decode that answers when told to. */
function pendingDecode() {
  let answer: (names: VehicleNames | null) => void = () => undefined;
  const decoded = new Promise<VehicleNames | null>((resolve) => (answer = resolve));
  return { describe: () => decoded, answer };
}

describe('naming a swept VIN', () => {
  it('takes each name from the first source that has it: decode, then the answer’s vehicle, then its records', async () => {
    const answer = {
      vehicle: { year: 2003, make: 'Honda', model: '' },
      recalls: [recall({}), recall({ modelYear: '2004', make: 'HONDA', model: 'ACCORD' })],
    };
    expect((await vehicleNamesOf(VIN, undefined, answer)).names).toEqual({
      year: 2003,
      make: 'Honda',
      model: 'ACCORD',
    });
    const decoded = { year: 2003, make: '', model: 'Accord' };
    expect((await vehicleNamesOf(VIN, async () => decoded, answer)).names).toEqual({
      year: 2003,
      make: 'Honda',
      model: 'Accord',
    });
  });

  it('reads a record’s model year only when it is a whole year after 1900 and before 2100', async () => {
    const yearOf = async (modelYear: string) =>
      (await vehicleNamesOf(VIN, undefined, { recalls: [recall({ modelYear })] })).names.year;
    expect(await yearOf(' 2019 ')).toBe(2019);
    expect(await yearOf('1901')).toBe(1901);
    expect(await yearOf('2099')).toBe(2099);
    expect(await yearOf('1900')).toBeUndefined();
    expect(await yearOf('2100')).toBeUndefined();
    expect(await yearOf('2019.5')).toBeUndefined();
    expect(await yearOf('MY2019')).toBeUndefined();
  });

  it('leaves out a name no source has, rather than sending it empty', async () => {
    const { names } = await vehicleNamesOf(VIN, async () => ({ make: '', model: '' }), { recalls: [] });
    expect(names).toEqual({});
    expect(Object.keys(names)).toEqual([]);
  });

  it('names from the answer when the decode fails, and the check goes on', async () => {
    const named = await vehicleNamesOf(VIN, () => Promise.reject(new Error('vPIC closed')), {
      vehicle: { year: 2003, make: 'Honda', model: 'Accord' },
      recalls: [],
    });
    expect(named).toEqual({ names: { year: 2003, make: 'Honda', model: 'Accord' }, late: null });
  });

  it('waits for the decode while the sweep runs, and names the row by it', async () => {
    const decode = pendingDecode();
    const naming = vehicleNamesOf(
      VIN,
      decode.describe,
      { recalls: [recall({ make: 'HONDA' })] },
      new AbortController().signal,
    );
    decode.answer({ year: 2003, make: 'Honda', model: 'Accord' });
    expect(await naming).toEqual({ names: { year: 2003, make: 'Honda', model: 'Accord' }, late: null });
  });

  it('once the sweep stops, names the row from the answer at once and again from the decode when it answers', async () => {
    const stop = new AbortController();
    const decode = pendingDecode();
    const answer = { recalls: [recall({ modelYear: '2003', make: 'HONDA', model: 'ACCORD' })] };
    const naming = vehicleNamesOf(VIN, decode.describe, answer, stop.signal);
    stop.abort();
    const { names, late } = await naming;
    expect(names).toEqual({ year: 2003, make: 'HONDA', model: 'ACCORD' });
    expect(late).not.toBeNull();
    decode.answer({ year: 2003, make: 'Honda', model: 'Accord' });
    expect(await late).toEqual({ year: 2003, make: 'Honda', model: 'Accord' });
  });

  it('with the sweep already stopped, a decode that then fails leaves the late names empty', async () => {
    const stop = new AbortController();
    stop.abort();
    const decode = pendingDecode();
    const { names, late } = await vehicleNamesOf(
      VIN,
      decode.describe,
      { recalls: [recall({ make: 'HONDA' })] },
      stop.signal,
    );
    expect(names).toEqual({ make: 'HONDA' });
    decode.answer(null);
    expect(await late).toBeNull();
  });

  it('leaves no listener on the sweep’s signal, however many VINs it names', async () => {
    const signal = new AbortController().signal;
    for (let i = 0; i < 50; i++) await vehicleNamesOf(VIN, async () => ({ year: 2003 }), { recalls: [] }, signal);
    expect(getEventListeners(signal, 'abort')).toHaveLength(0);
  });
});
