import { beforeEach, describe, expect, it } from 'vitest';
import { COMPARE_LIMIT, useCompareStore } from './compare-store';

describe('compare store', () => {
  beforeEach(() => useCompareStore.getState().clear());

  it('keeps up to four distinct VINs in the order added, and persists them', () => {
    const { add } = useCompareStore.getState();
    const vins = [
      '1HGCM82633A004352',
      '5YJ3E1EA7KF317000',
      '1FTFW1E50JFA00001',
      'WBA3A5C51CF256551',
      '2T1BURHE0JC000001',
    ];
    expect(vins.map((vin) => add(vin))).toEqual([true, true, true, true, false]);
    expect(add(vins[0]!)).toBe(false);
    expect(useCompareStore.getState().vins).toEqual(vins.slice(0, COMPARE_LIMIT));
    expect(JSON.parse(localStorage.getItem('vindesk.compare') ?? '{}').state.vins).toEqual(
      vins.slice(0, COMPARE_LIMIT),
    );
    useCompareStore.getState().remove(vins[1]!);
    expect(useCompareStore.getState().vins).toEqual([vins[0], vins[2], vins[3]]);
  });
});
