// Expected names written by hand from the makers' U.S. sites (gmc.com, chevrolet.com, lexus.com,
// nissanusa.com, mbusa.com, toyota.com), not derived from the rules under test.
import { describe, expect, it } from 'vitest';
import {
  heavyDutyPickupName,
  lexusModelNumberName,
  marketModelName,
  mercedesClassName,
  toyotaPlugInHybridName,
  vehicleTypeSuffixName,
} from './vpic-market-rules';

describe('heavyDutyPickupName', () => {
  it.each([
    ['GMC', 'Sierra', '3500', 2020, 'Sierra 3500HD'],
    ['GMC', 'Sierra', '2500 (3/4 Ton)', 2015, 'Sierra 2500HD'],
    ['Chevrolet', 'Silverado', '2500 HD', 2022, 'Silverado 2500HD'],
    ['Chevrolet', 'Silverado', '3500 (1 ton)', 2011, 'Silverado 3500HD'],
  ])('%s %s series %s (%i) is a %s', (make, model, series, year, expected) => {
    expect(heavyDutyPickupName({ make, model, series, year })).toBe(expected);
  });

  it.each([
    ['GMC', 'Sierra', '1500', 2020],
    ['GMC', 'Sierra', undefined, 2020],
    ['GMC', 'Sierra', '2500', 2010], // before GM named both ratings HD
    ['GMC', 'Sierra HD', '3500', 2024], // vPIC's own heavy-duty name
    ['Ram', 'Silverado', '2500', 2020],
  ])('leaves %s %s series %s (%i) alone', (make, model, series, year) => {
    expect(heavyDutyPickupName({ make, model, series, year })).toBeUndefined();
  });
});

describe('lexusModelNumberName', () => {
  it.each([
    ['NX', '350 F Sport Handling', 'NX 350'],
    ['RX', '350H', 'RX 350h'],
    ['RX', '450h+', 'RX 450h+'],
    ['TX', '500h', 'TX 500h'],
    ['RC', '200t', 'RC 200t'],
  ])('Lexus %s trim %s is a %s', (model, trim, expected) => {
    expect(lexusModelNumberName({ make: 'Lexus', model, trim })).toBe(expected);
  });

  it('needs one model number leading the trim, a Lexus, and a model without a number', () => {
    expect(lexusModelNumberName({ make: 'Lexus', model: 'LC', trim: 'Sport' })).toBeUndefined();
    expect(lexusModelNumberName({ make: 'Lexus', model: 'SC', trim: '300/430' })).toBeUndefined();
    expect(lexusModelNumberName({ make: 'Lexus', model: 'NX' })).toBeUndefined();
    expect(lexusModelNumberName({ make: 'Lexus', model: 'CT 200h', trim: '200h' })).toBeUndefined();
    expect(lexusModelNumberName({ make: 'Toyota', model: 'Camry', trim: '250 Edition' })).toBeUndefined();
  });
});

describe('vehicleTypeSuffixName', () => {
  it('drops vPIC\u2019s vehicle type after a model', () => {
    expect(vehicleTypeSuffixName({ make: 'Nissan', model: 'Kicks MPV' })).toBe('Kicks');
    expect(vehicleTypeSuffixName({ make: 'Nissan', model: 'Ariya MPV' })).toBe('Ariya');
  });

  it('keeps a model that is the word alone or the make with it', () => {
    expect(vehicleTypeSuffixName({ make: 'Nissan', model: 'Kicks' })).toBeUndefined();
    expect(vehicleTypeSuffixName({ make: 'Mahindra', model: 'Mahindra MPV' })).toBeUndefined();
    expect(vehicleTypeSuffixName({ make: 'Nissan', model: 'MPV' })).toBeUndefined();
  });
});

describe('mercedesClassName', () => {
  it.each([
    ['GLE-Class', 2026, 'GLE'],
    ['GLC-Class', 2020, 'GLC'],
    ['CLA-Class', 2016, 'CLA'],
  ])('Mercedes-Benz %s (%i) is a %s', (model, year, expected) => {
    expect(mercedesClassName({ make: 'Mercedes-Benz', model, year })).toBe(expected);
  });

  it('keeps the single-letter classes, the years before the renaming, and other makes', () => {
    expect(mercedesClassName({ make: 'Mercedes-Benz', model: 'C-Class', year: 2024 })).toBeUndefined();
    expect(mercedesClassName({ make: 'Mercedes-Benz', model: 'E-CLASS', year: 2024 })).toBeUndefined();
    expect(mercedesClassName({ make: 'Mercedes-Benz', model: 'CLK-Class', year: 2005 })).toBeUndefined();
    expect(mercedesClassName({ make: 'Maybach', model: 'GLS-Class', year: 2024 })).toBeUndefined();
  });
});

describe('toyotaPlugInHybridName', () => {
  it.each([
    ['Prius Prime (PHEV)', 2025, 'Prius Plug-in Hybrid'],
    ['Prius Prime (PHEV)', 2026, 'Prius Plug-in Hybrid'],
    ['RAV4 Prime (PHEV)', 2025, 'RAV4 Plug-in Hybrid'],
  ])('Toyota %s (%i) is a %s', (model, year, expected) => {
    expect(toyotaPlugInHybridName({ make: 'Toyota', model, year })).toBe(expected);
  });

  it('keeps the Prime name before 2025, the hybrids, a year unknown and other makes', () => {
    expect(toyotaPlugInHybridName({ make: 'Toyota', model: 'Prius Prime (PHEV)', year: 2024 })).toBeUndefined();
    expect(toyotaPlugInHybridName({ make: 'Toyota', model: 'RAV4 Prime (PHEV)', year: 2021 })).toBeUndefined();
    expect(toyotaPlugInHybridName({ make: 'Toyota', model: 'Prius', year: 2026 })).toBeUndefined();
    expect(toyotaPlugInHybridName({ make: 'Toyota', model: 'Prius Prime (PHEV)' })).toBeUndefined();
    expect(toyotaPlugInHybridName({ make: 'Lexus', model: 'RAV4 Prime (PHEV)', year: 2025 })).toBeUndefined();
  });
});

describe('marketModelName', () => {
  it('is vPIC\u2019s Model when no rule applies', () => {
    expect(marketModelName({ make: 'Honda', model: 'Accord', trim: 'EX', series: '2500' })).toBe('Accord');
  });
});
