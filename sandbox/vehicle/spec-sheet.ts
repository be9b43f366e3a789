// The /specs sheet of a vehicle: feature groups with the spec's keys, ordered
// features, type categories and style attributes. Dimensions are typical figures
// per body style scaled by the powertrain; see README.
import type { BodyStyle } from '../catalog/model-catalog';
import { combinedMpg } from '../catalog/powertrains';
import { EXTERIOR_COLOURS, hexToRgb, INTERIOR_COLOURS } from '../data/colors';
import { hash32 } from '../random/rng';
import { isPassengerCar, isTruck, styleName } from './vehicle-describe';
import type { VehicleProfile } from './vehicle-profile';

type Feature = string | boolean;
type Group = Record<string, Feature>;

interface Body {
  length: number;
  width: number;
  height: number;
  wheelbase: number;
  weight: number;
  cargo: number;
  cargoMax: number;
  turning: number;
  payload: number;
}

const BODY: Readonly<Record<BodyStyle, Body>> = {
  Sedan: {
    length: 192,
    width: 72.4,
    height: 56.9,
    wheelbase: 111.2,
    weight: 3_400,
    cargo: 15.1,
    cargoMax: 15.1,
    turning: 38.1,
    payload: 900,
  },
  Coupe: {
    length: 188,
    width: 75.4,
    height: 54.3,
    wheelbase: 107.1,
    weight: 3_700,
    cargo: 11.4,
    cargoMax: 11.4,
    turning: 38.5,
    payload: 800,
  },
  Convertible: {
    length: 188,
    width: 75.4,
    height: 54.6,
    wheelbase: 107.1,
    weight: 3_900,
    cargo: 9.6,
    cargoMax: 9.6,
    turning: 38.5,
    payload: 750,
  },
  Hatchback: {
    length: 175,
    width: 70.9,
    height: 58.3,
    wheelbase: 104.3,
    weight: 3_050,
    cargo: 20.3,
    cargoMax: 47.6,
    turning: 36.1,
    payload: 850,
  },
  Wagon: {
    length: 191,
    width: 73.0,
    height: 66.1,
    wheelbase: 108.1,
    weight: 3_700,
    cargo: 32.6,
    cargoMax: 75.6,
    turning: 36.8,
    payload: 1_000,
  },
  SUV: {
    length: 186,
    width: 75.5,
    height: 68.0,
    wheelbase: 110.6,
    weight: 4_100,
    cargo: 34.5,
    cargoMax: 72.4,
    turning: 38.9,
    payload: 1_200,
  },
  Minivan: {
    length: 203,
    width: 78.5,
    height: 69.8,
    wheelbase: 121.6,
    weight: 4_550,
    cargo: 32.8,
    cargoMax: 140.5,
    turning: 39.7,
    payload: 1_400,
  },
  Pickup: {
    length: 231,
    width: 79.9,
    height: 76.9,
    wheelbase: 145.4,
    weight: 4_900,
    cargo: 52.8,
    cargoMax: 77.4,
    turning: 47.8,
    payload: 1_950,
  },
};

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const DRIVE_NAMES = {
  FWD: 'front wheel drive',
  RWD: 'rear wheel drive',
  AWD: 'all wheel drive',
  '4WD': 'four wheel drive',
} as const;

/**
 * The layout as the spec's sheets name it, read from the engine's name ("2.0L H4", "3.5L V6
 * Hybrid"): the letter right after the displacement, since a suffix such as " Hybrid" holds
 * an H too. A V of four or fewer cylinders is sold as an inline engine.
 */
function cylinderLayout(pt: { engine: string; cylinders: number }): string {
  const layout = /L ([IVH])\d/.exec(pt.engine)?.[1];
  if (layout === 'H') return 'flat ';
  return layout === 'V' && pt.cylinders > 4 ? 'V' : 'I';
}

function warranty(make: string): Group {
  const long = ['Hyundai', 'Kia'].includes(make);
  const luxury = ['BMW', 'Mercedes-Benz', 'Audi', 'Lexus', 'Acura', 'Cadillac'].includes(make);
  return {
    basic: long ? '5 yr./ 60000 mi.' : luxury ? '4 yr./ 50000 mi.' : '3 yr./ 36000 mi.',
    drivetrain: long ? '10 yr./ 100000 mi.' : luxury ? '6 yr./ 70000 mi.' : '5 yr./ 60000 mi.',
    freeMaintenance: ['Toyota', 'Lexus', 'BMW'].includes(make)
      ? '2 yr./ 25000 mi.'
      : long
        ? '3 yr./ 36000 mi.'
        : 'none',
    rust: '5 yr./ unlimited mi.',
    roadsideAssistance: luxury ? '4 yr./ unlimited mi.' : '3 yr./ 36000 mi.',
  };
}

export function specSheet(p: VehicleProfile): Record<string, unknown> {
  const pt = p.powertrain;
  const electric = pt.fuel === 'Electric';
  const body = BODY[p.bodyStyle];
  const weight = Math.round(
    body.weight + pt.liters * 120 + (electric ? 900 : 0) + (p.drivetrain === 'AWD' || p.drivetrain === '4WD' ? 180 : 0),
  );
  const zeroToSixty = Math.max(2.1, Math.min(11, (weight / pt.hp) * 0.58));
  const trimRank = p.spec ? p.spec.trims.indexOf(p.trim) / Math.max(1, p.spec.trims.length - 1) : 0.3;
  const h = hash32(p.vin, 71);
  const mpg = combinedMpg(pt);
  const engine: Group = {
    torque: `${pt.torque} ft-lbs. @ ${electric ? 0 : 4_000 + (h % 20) * 100} rpm`,
    baseEngineSize: electric ? 'electric' : `${pt.liters.toFixed(1)} l`,
    horsepower: `${pt.hp} hp @ ${electric ? 0 : 5_200 + (h % 15) * 100} rpm`,
    valves: electric ? '0' : String(pt.cylinders * 4),
    baseEngineType: electric ? 'electric' : pt.fuel === 'Diesel' ? 'diesel' : pt.fuel === 'Gasoline' ? 'gas' : 'hybrid',
    directInjection: !electric && pt.turbo,
    valveTiming: electric ? 'none' : 'Variable',
    cylinders: electric ? 'none' : `${cylinderLayout(pt)}${pt.cylinders}`,
    camType: electric ? 'none' : 'Double overhead cam (DOHC)',
  };
  const fuel: Group = electric
    ? {
        epaCombinedMpg: `${mpg} MPGe`,
        'epaCity/highwayMpg': `${pt.mpgCity}/${pt.mpgHwy} MPGe`,
        'rangeInMiles(city/hwy)': `${pt.evRange ?? 250}/${Math.round((pt.evRange ?? 250) * 0.9)} mi.`,
        fuelTankCapacity: `${pt.tank} kWh battery`,
        fuelType: 'electric',
      }
    : {
        epaCombinedMpg: `${mpg} mpg`,
        'epaCity/highwayMpg': `${pt.mpgCity}/${pt.mpgHwy} mpg`,
        'rangeInMiles(city/hwy)': `${fmt(pt.mpgCity * pt.tank)}/${fmt(pt.mpgHwy * pt.tank)} mi.`,
        fuelTankCapacity: `${fmt(pt.tank)} gal.`,
        fuelType:
          pt.fuel === 'Diesel'
            ? 'diesel fuel'
            : p.spec?.segment === 'luxury' || p.spec?.segment === 'sports'
              ? 'premium unleaded (recommended)'
              : 'regular unleaded',
      };
  const measurements: Group = {
    maximumCargoCapacity: `${fmt(body.cargoMax)} cu.ft.`,
    countryOfFinalAssembly: p.country ? p.country.replace(/\s*\(.*\)$/, '') : 'United States',
    wheelbase: `${fmt(body.wheelbase)} in.`,
    curbWeight: `${weight.toLocaleString('en-US')} lbs.`,
    grossWeight: `${Math.round(weight + body.payload + 150).toLocaleString('en-US')} lbs.`,
    'cargoCapacity,AllSeatsInPlace': `${fmt(body.cargo)} cu.ft.`,
    maximumPayload: `${body.payload.toLocaleString('en-US')} lbs.`,
    overallWidthWithMirrors: `${fmt(body.width + 8.2)} in.`,
    length: `${fmt(body.length)} in.`,
    manufacturer060MphAccelerationTime: `${fmt(zeroToSixty)} sec.`,
    turningCircle: `${fmt(body.turning)} ft.`,
    height: `${fmt(body.height)} in.`,
    overallWidthWithoutMirrors: `${fmt(body.width)} in.`,
  };
  const driveTrain: Group = {
    driveType: DRIVE_NAMES[p.drivetrain],
    rearLockingDifferential: p.drivetrain === '4WD' && trimRank > 0.5,
    rearLimitedSlipDifferential: p.spec?.segment === 'sports' || (p.drivetrain === '4WD' && trimRank <= 0.5),
    transmission: pt.transmission.toLowerCase().replace('automatic', 'shiftable automatic'),
  };
  const modern = p.year >= 2018;
  const safety: Group = {
    stabilityControl: true,
    tractionControl: true,
    rearviewCamera: modern || trimRank > 0.3,
    blindSpotMonitoring: modern && trimRank >= 0.3,
    laneDepartureWarning: p.year >= 2019,
    forwardCollisionWarning: p.year >= 2018,
    automaticEmergencyBraking: p.year >= 2020,
    frontSideAirBags: true,
    curtainAirBags: true,
    kneeAirBags: trimRank > 0.5,
  };
  const frontseats: Group = {
    heatedDriverSeat: trimRank >= 0.3,
    ventilatedDriverSeat: trimRank >= 0.75,
    powerDriverSeat: trimRank >= 0.3,
    leatherSeats: trimRank >= 0.6,
    driverSeatMemory: trimRank >= 0.75,
    lumbarSupport: trimRank >= 0.3,
  };
  const features = { engine, fuel, measurements, driveTrain, warranty: warranty(p.make), safety, frontseats };
  const colours = (list: typeof EXTERIOR_COLOURS, count: number) =>
    list.slice(0, count).map((c) => ({ name: c.paint, rgb: hexToRgb(c.hex).join(',') }));
  const segment = p.spec?.segment;
  return {
    name: `${p.year} ${p.make} ${p.model} ${styleName(p)}`,
    price: { baseMsrp: p.msrp, baseInvoice: Math.round(p.msrp * 0.935) },
    totalSeating: p.seats,
    color: { exterior: colours(EXTERIOR_COLOURS, 8), interior: colours(INTERIOR_COLOURS, 4) },
    features,
    orderedFeatures: [
      { category: 'Engine', categoryGroup: 'Mechanical', features: engine },
      { category: 'Fuel', categoryGroup: 'Mechanical', features: fuel },
      { category: 'Drive Train', categoryGroup: 'Mechanical', features: driveTrain },
      { category: 'Measurements', categoryGroup: 'Specifications', features: measurements },
      { category: 'Warranty', categoryGroup: 'Specifications', features: warranty(p.make) },
      { category: 'Safety', categoryGroup: 'Safety', features: safety },
      { category: 'Front Seats', categoryGroup: 'Interior', features: frontseats },
    ],
    typeCategories: {
      market: {
        id: segment === 'luxury' ? 2 : 1,
        name: segment === 'luxury' ? 'Luxury' : segment === 'sports' ? 'Performance' : 'Mainstream',
      },
      vehicleType: {
        id: isTruck(p) ? 3 : isPassengerCar(p) ? 1 : 2,
        name: isTruck(p) ? 'Truck' : isPassengerCar(p) ? 'Car' : p.bodyStyle === 'Minivan' ? 'Van' : 'SUV',
      },
      vehicleStyle: { id: Object.keys(BODY).indexOf(p.bodyStyle) + 1, name: p.bodyStyle },
      vehicleSize: {
        id: p.seats >= 7 || isTruck(p) ? 3 : segment === 'economy' ? 1 : 2,
        name: p.seats >= 7 || isTruck(p) ? 'Large' : segment === 'economy' ? 'Compact' : 'Midsize',
      },
    },
    styleAttributes: { electric: electric, pluginElectric: pt.fuel === 'Plug-In Hybrid', truck: isTruck(p) },
  };
}
