// Expected names written by hand from the makers' U.S. model lineups (ford.com, chevrolet.com,
// gmc.com, toyota.com, hyundaiusa.com), not derived from the table under test.
import { describe, expect, it } from 'vitest';
import { isBatteryElectric, vpicMarketModelName, vpicModelName, vpicSnapshotModel } from './vpic-model-name';

describe('vpicModelName', () => {
  it.each([
    // Battery-electric versions sold as their own models.
    ['Ford', 'F-150', 'Electric', 'F-150 Lightning'],
    ['FORD', 'F-150', 'Electric', 'F-150 Lightning'],
    ['Chevrolet', 'Blazer', 'Electric', 'Blazer EV'],
    ['Chevrolet', 'Equinox', 'Electric', 'Equinox EV'],
    ['Chevrolet', 'Silverado', 'Electric', 'Silverado EV'],
    ['GMC', 'Sierra', 'Electric', 'Sierra EV'],
    // Their gas, diesel and hybrid siblings keep vPIC's name.
    ['Ford', 'F-150', 'Gasoline', 'F-150'],
    ['Ford', 'F-150', 'Hybrid', 'F-150'],
    ['Ford', 'F-150', undefined, 'F-150'],
    ['Chevrolet', 'Blazer', 'Gasoline', 'Blazer'],
    ['Chevrolet', 'Equinox', 'Flexible Fuel Vehicle (FFV)', 'Equinox'],
    ['Chevrolet', 'Silverado', 'Diesel', 'Silverado'],
    // vPIC already names these apart: kept as they are.
    ['Ford', 'Mustang Mach-E', 'Electric', 'Mustang Mach-E'],
    ['GMC', 'Hummer EV Pickup', 'Electric', 'Hummer EV Pickup'],
    ['GMC', 'Sierra HD', 'Diesel', 'Sierra HD'],
    ['Chevrolet', 'Silverado HD', 'Gasoline', 'Silverado HD'],
    ['Chevrolet', 'Bolt EV', 'Electric', 'Bolt EV'],
    ['Toyota', 'RAV4 Prime (PHEV)', 'Gasoline', 'RAV4 Prime (PHEV)'],
    // An electric model no rule names: vPIC's name.
    ['Hyundai', 'Kona', 'Electric', 'Kona'],
    // Another make with a model of the same name is not renamed.
    ['Forest River', 'Blazer', 'Electric', 'Blazer'],
  ])('%s %s (%s) is named "%s"', (make, model, fuelType, expected) => {
    expect(vpicModelName({ make, model, fuelType })).toBe(expected);
  });

  it('a plug-in hybrid is not battery-electric; an "Electric" primary fuel is', () => {
    expect(isBatteryElectric('Electric')).toBe(true);
    expect(isBatteryElectric('Gasoline')).toBe(false);
    expect(isBatteryElectric('')).toBe(false);
    expect(isBatteryElectric(undefined)).toBe(false);
    // vPIC's value may carry stray spaces or another case; only a primary fuel that starts with
    // "Electric" is battery-electric, not one that merely mentions it later.
    expect(isBatteryElectric('  Electric')).toBe(true);
    expect(isBatteryElectric('ELECTRIC')).toBe(true);
    expect(isBatteryElectric('Gasoline, Electric')).toBe(false);
    expect(isBatteryElectric('Hybrid Electric')).toBe(false);
  });

  it('matches the make and model whatever their case and surrounding spaces', () => {
    expect(vpicModelName({ make: ' ford ', model: ' f-150 ', fuelType: 'Electric' })).toBe('F-150 Lightning');
    expect(vpicModelName({ make: 'GMC', model: 'SIERRA', fuelType: ' Electric ' })).toBe('Sierra EV');
    expect(vpicSnapshotModel(' chevrolet ', ' blazer ev ')).toBe('Blazer');
    // Not electric: vPIC's name is kept exactly as sent.
    expect(vpicModelName({ make: 'Ford', model: ' f-150 ', fuelType: 'Gasoline' })).toBe(' f-150 ');
  });

  it.each([
    ['Ford', 'F-150 Lightning', 'F-150'],
    ['Chevrolet', 'Blazer EV', 'Blazer'],
    ['Chevrolet', 'Equinox EV', 'Equinox'],
    ['GMC', 'Sierra EV', 'Sierra'],
    ['Ford', 'F-150', 'F-150'],
    ['GMC', 'Sierra HD', 'Sierra HD'],
  ])('%s %s is filed in vPIC as "%s"', (make, name, expected) => {
    expect(vpicSnapshotModel(make, name)).toBe(expected);
  });
});

describe('vpicMarketModelName', () => {
  it('names the electric version first, then by the market rules, else vPIC\u2019s Model', () => {
    expect(vpicMarketModelName({ make: 'GMC', model: 'Sierra', fuelType: 'Electric', series: '3500' })).toBe(
      'Sierra EV',
    );
    expect(vpicMarketModelName({ make: 'GMC', model: 'Sierra', fuelType: 'Diesel', series: '3500' })).toBe(
      'Sierra 3500HD',
    );
    expect(vpicMarketModelName({ make: 'Nissan', model: 'Kicks MPV', fuelType: 'Gasoline' })).toBe('Kicks');
    expect(vpicMarketModelName({ make: 'Honda', model: 'Accord', fuelType: 'Gasoline' })).toBe('Accord');
  });

  it('leaves vpicModelName, the catalog\u2019s name, as vPIC files the model', () => {
    expect(vpicModelName({ make: 'GMC', model: 'Sierra', fuelType: 'Diesel', series: '3500' })).toBe('Sierra');
  });
});
