import { describe, expect, it } from 'vitest';
import { listingCoordinates, milesBetween } from './distance';

describe('distance', () => {
  it('measures great-circle miles', () => {
    // Atlanta (30301) to Chicago (60601): about 590 miles.
    expect(
      milesBetween({ latitude: 33.749, longitude: -84.388 }, { latitude: 41.8858, longitude: -87.6181 }),
    ).toBeCloseTo(588, -1);
    expect(milesBetween({ latitude: 40, longitude: -75 }, { latitude: 40, longitude: -75 })).toBe(0);
  });

  it('reads a location in either order', () => {
    expect(listingCoordinates([37.6, -86.09])).toEqual({ latitude: 37.6, longitude: -86.09 });
    expect(listingCoordinates([-86.09, 37.6])).toEqual({ latitude: 37.6, longitude: -86.09 });
    expect(listingCoordinates(null)).toBeNull();
  });
});
