// A VehicleProfile written by hand for the tests of what is derived from one (the spec sheet,
// the descriptions): a 2024 Camry 2.5 with no listing row, each test file changing what it checks.
import { POWERTRAINS } from '../../catalog/powertrains';
import type { VehicleProfile } from '../vehicle-profile';

export function handMadeProfile(overrides: Partial<VehicleProfile> = {}): VehicleProfile {
  const powertrain = overrides.powertrain ?? POWERTRAINS.i4_25;
  return {
    vin: '4T1B11HK5KU000001',
    row: -1,
    year: 2024,
    make: 'Toyota',
    model: 'Camry',
    trim: 'XLE',
    series: 'Camry',
    bodyStyle: 'Sedan',
    drivetrain: 'FWD',
    powertrain,
    fuel: powertrain.fuel,
    doors: 4,
    seats: 5,
    exteriorColor: 'White',
    interiorColor: 'Black',
    msrp: 30_000,
    price: null,
    miles: 20_000,
    used: true,
    spec: null,
    manufacturer: 'Toyota',
    country: 'United States',
    dealer: null,
    confidence: 1,
    ...overrides,
  };
}
