// Expected bodies written by hand from the style lines the sandbox, auto.dev and vPIC send.
import { describe, expect, it } from 'vitest';
import { decodeBody } from './decode-body';

describe('decodeBody', () => {
  it.each([
    // The sandbox's style: the whole build line.
    ['XLT 4dr Pickup (3.5L 6cyl Turbo 10A)', undefined, 'Pickup'],
    ['Limited 4dr SUV AWD (2.5L 4cyl 8A)', undefined, 'SUV'],
    ['SE 4dr Sedan (2.0L 4cyl CVT)', undefined, 'Sedan'],
    ['LX 4dr Minivan (3.5L 6cyl 10A)', undefined, 'Minivan'],
    ['2dr Coupe', undefined, 'Coupe'],
    // auto.dev: a crew cab is a pickup, though its body field says "Truck".
    ['4x4 4dr Crew Cab 5.8 ft. SB', 'Truck', 'Pickup'],
    ['Lariat 4dr SuperCrew 4WD 5.5 ft. SB', undefined, 'Pickup'],
    ['148" WB Cargo Van', undefined, 'Van'],
    ['5dr Liftback', undefined, 'Hatchback'],
    ['Premium Plus 2dr Cabriolet', undefined, 'Convertible'],
    // vPIC's offline decode sends the body alone.
    ['Pickup', undefined, 'Pickup'],
    ['Hatchback', undefined, 'Hatchback'],
    ['SUV', undefined, 'SUV'],
  ])('style "%s" (body %s) is a %s', (style, body, expected) => {
    expect(decodeBody({ style, body })).toBe(expected);
  });

  it('falls back to the body field, then the style as sent, then nothing', () => {
    expect(decodeBody({ body: 'Sport Utility' })).toBe('SUV');
    expect(decodeBody({ style: 'Base', body: 'Motorcycle' })).toBe('Motorcycle');
    expect(decodeBody({ style: 'Incomplete' })).toBe('Incomplete');
    expect(decodeBody({ style: '  ', body: '' })).toBeUndefined();
    expect(decodeBody({})).toBeUndefined();
  });

  it('reads whole words only', () => {
    // "Vanden Plas" is no van, "Sportback" no sport utility vehicle.
    expect(decodeBody({ style: 'Vanden Plas 4dr Sedan' })).toBe('Sedan');
    expect(decodeBody({ style: 'Premium 4dr Sportback' })).toBe('Premium 4dr Sportback');
  });
});
