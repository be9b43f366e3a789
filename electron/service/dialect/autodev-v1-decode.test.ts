import { describe, expect, it } from 'vitest';
import { normalizeV1Decode } from './autodev-v1-decode';

// auto.dev's v1 decode read into the V2 decode's shape, field by field. Each body is made by
// hand in v1's shape (docs/real-service.md #24: nested make/model objects, years[{year, styles}],
// engine and transmission objects, numbers sent as text); each expected value is worked out
// from that body, not taken from the code.

const VIN = '5TFHY5F1XKX000000';

describe('normalizeV1Decode', () => {
  it('reads a full body: names trimmed, numbers from text, the last of the later years as yearTo', () => {
    const body = {
      make: { id: 200003381, name: ' Toyota ', niceName: 'toyota' },
      model: { id: 'Toyota_Tacoma', name: 'Tacoma', niceName: 'tacoma' },
      squishVin: '5TFHY5F1KX',
      // Not in order: the last year is the largest, not the last listed.
      years: [
        { year: 2019, styles: [{ name: 'SR5 4dr Double Cab', trim: 'SR5', submodel: { body: 'Truck' } }] },
        { year: '2021' },
        { year: 2020 },
      ],
      categories: { vehicleStyle: 'Crew Cab Pickup', vehicleType: 'Truck', primaryBodyType: 'Pickup' },
      engine: { size: 3.5, configuration: 'V', cylinder: 6, compressorType: 'NA' },
      transmission: { numberOfSpeeds: '6', transmissionType: 'AUTOMATIC' },
      drivenWheels: 'four wheel drive',
      numOfDoors: '4',
    };
    expect(normalizeV1Decode(body, VIN)).toEqual({
      vin: VIN,
      squishVin: '5TFHY5F1KX',
      make: 'Toyota',
      model: 'Tacoma',
      trim: 'SR5',
      style: 'SR5 4dr Double Cab',
      body: 'Truck',
      type: 'Truck',
      engine: '3.5L V 6-cylinder, NA',
      transmission: '6-speed automatic',
      drive: 'four wheel drive',
      doors: 4,
      vehicle: { vin: VIN, year: 2019, yearTo: 2021, make: 'Toyota', model: 'Tacoma' },
    });
  });

  it('leaves out what the body lacks, and the VIN when none was asked for', () => {
    expect(normalizeV1Decode({ make: 'Honda', model: 'Fit' })).toEqual({
      make: 'Honda',
      model: 'Fit',
      vehicle: { make: 'Honda', model: 'Fit' },
    });
    expect(normalizeV1Decode({}, VIN)).toEqual({ vin: VIN, vehicle: { vin: VIN } });
  });

  it('drops blank text, text that is not a number, and numbers that are not finite', () => {
    const body = {
      make: { name: '   ' },
      model: '',
      squishVin: ' ',
      numOfDoors: '4 doors',
      drivenWheels: 7,
      years: [{ year: Number.NaN, styles: [{ trim: '  ', name: '' }] }],
    };
    expect(normalizeV1Decode(body, VIN)).toEqual({ vin: VIN, vehicle: { vin: VIN } });
    expect(normalizeV1Decode({ numOfDoors: ' 2 ' })).toEqual({ doors: 2, vehicle: {} });
    expect(normalizeV1Decode({ numOfDoors: Number.POSITIVE_INFINITY })).toEqual({ vehicle: {} });
    expect(normalizeV1Decode({ numOfDoors: '2.5' })).toEqual({ doors: 2.5, vehicle: {} });
    for (const notANumber of ['x2', '2x', '2.', '.5', '2.5.1', '-2'])
      expect(normalizeV1Decode({ numOfDoors: notANumber }), notANumber).toEqual({ vehicle: {} });
  });

  it('takes the body from the style, else the vehicle style, else the primary body type', () => {
    const years = (submodel: unknown) => [{ year: 2020, styles: [{ submodel }] }];
    const categories = { vehicleStyle: 'Sedan', primaryBodyType: 'Car' };
    expect(normalizeV1Decode({ years: years({ body: 'Hatchback' }), categories })).toMatchObject({ body: 'Hatchback' });
    expect(normalizeV1Decode({ years: years({ body: ' ' }), categories })).toMatchObject({ body: 'Sedan' });
    expect(normalizeV1Decode({ years: years('Coupe'), categories })).toMatchObject({ body: 'Sedan' });
    expect(normalizeV1Decode({ years: years(null), categories: { primaryBodyType: 'Car' } })).toMatchObject({
      body: 'Car',
    });
    expect(normalizeV1Decode({ years: years(null), categories: 'Sedan' })).not.toHaveProperty('body');
  });

  it('reads the first year and its first style only, skipping entries that are not objects', () => {
    const body = {
      years: [
        'not a year',
        { year: 2018, styles: ['not a style', { trim: 'LX' }] },
        { year: 2016, styles: [{ trim: 'EX' }] },
      ],
    };
    // The first object is 2018; its first style is text, so there is no trim; 2016 is earlier: no yearTo.
    expect(normalizeV1Decode(body)).toEqual({ vehicle: { year: 2018 } });
    expect(normalizeV1Decode({ years: [{ year: 2018, styles: [{ trim: 'LX', name: 'LX 4dr' }] }] })).toEqual({
      trim: 'LX',
      style: 'LX 4dr',
      vehicle: { year: 2018 },
    });
    expect(normalizeV1Decode({ years: [{ year: 2018, styles: { trim: 'LX' } }] })).toEqual({ vehicle: { year: 2018 } });
    expect(normalizeV1Decode({ years: { year: 2018 } })).toEqual({ vehicle: {} });
  });

  it('gives no yearTo without a first year, or when no later year is larger', () => {
    expect(normalizeV1Decode({ years: [{ styles: [] }, { year: 2021 }] })).toEqual({ vehicle: {} });
    expect(normalizeV1Decode({ years: [{ year: 2021 }, { year: 2021 }] })).toEqual({ vehicle: { year: 2021 } });
    expect(normalizeV1Decode({ years: [{ year: 2021 }, { year: 'later' }] })).toEqual({ vehicle: { year: 2021 } });
  });

  // Issue 37 item 8: Math.max(...years) threw a RangeError on an answer with this many years.
  it('reads yearTo from an answer of 200,000 years without a RangeError', () => {
    const years = [{ year: 2010 }, ...Array.from({ length: 199_998 }, () => ({ year: 2011 })), { year: 2024 }];
    // 2.8 MB as JSON: under the 4 MB an answer may hold (MAX_ANSWER_BYTES).
    expect(JSON.stringify({ years }).length).toBeLessThan(4 * 1024 * 1024);
    expect(normalizeV1Decode({ years })).toEqual({ vehicle: { year: 2010, yearTo: 2024 } });
  });

  it('describes the engine from whichever parts it has', () => {
    const engineOf = (engine: unknown) => (normalizeV1Decode({ engine }) as { engine?: string }).engine;
    expect(engineOf({ size: 2, cylinder: 4, configuration: 'inline', compressorType: 'turbocharger' })).toBe(
      '2.0L inline 4-cylinder, turbocharger',
    );
    expect(engineOf({ size: '1.5' })).toBe('1.5L');
    expect(engineOf({ cylinder: '8' })).toBe('8-cylinder');
    expect(engineOf({ configuration: ' flat ' })).toBe('flat');
    expect(engineOf({ compressorType: 'supercharger' })).toBe('supercharger');
    expect(engineOf({ size: 3, compressorType: 'twin turbocharger' })).toBe('3.0L, twin turbocharger');
    expect(engineOf({ size: 'big', cylinder: null, configuration: '' })).toBeUndefined();
    expect(engineOf({})).toBeUndefined();
    expect(engineOf([{ size: 2 }])).toBeUndefined();
    expect(engineOf('2.0L')).toBeUndefined();
  });

  it('describes the transmission by its speeds and type, else by its name', () => {
    const transmissionOf = (transmission: unknown) =>
      (normalizeV1Decode({ transmission }) as { transmission?: string }).transmission;
    expect(transmissionOf({ numberOfSpeeds: '6', transmissionType: 'MANUAL', name: '6M' })).toBe('6-speed manual');
    expect(transmissionOf({ numberOfSpeeds: 8, transmissionType: 'AUTOMATED_MANUAL' })).toBe(
      '8-speed automated manual',
    );
    expect(transmissionOf({ transmissionType: 'DIRECT_DRIVE_UNIT' })).toBe('direct drive unit');
    expect(transmissionOf({ transmissionType: 'CVT', numberOfSpeeds: 'variable' })).toBe('cvt');
    expect(transmissionOf({ transmissionType: ' ', name: '6A' })).toBe('6A');
    expect(transmissionOf({ numberOfSpeeds: '6' })).toBeUndefined();
    expect(transmissionOf(null)).toBeUndefined();
    expect(transmissionOf(['MANUAL'])).toBeUndefined();
  });

  it('returns a body that is not an object as it is', () => {
    for (const body of [null, 'no decode', 42, [{ make: 'Honda' }]]) expect(normalizeV1Decode(body, VIN)).toBe(body);
  });
});
