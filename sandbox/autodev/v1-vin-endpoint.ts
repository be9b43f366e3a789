// GET /v1/vin/{vin}?apikey= in auto.dev's dialect: the v1 decode payload (docs/real-service.md
// #24, fixture v1-vin-decode.json). Built from the same vehicle profile as /vin.
import { hash32 } from '../random/rng';
import { vehicleParam } from '../endpoints/vehicle-lookup';
import { json, type HandlerResult, type RequestContext } from '../endpoints/handler-types';
import { squishVin } from '../listings/listing-json';
import { isPassengerCar, marketValue, styleId, styleName } from '../vehicle/vehicle-describe';
import type { VehicleProfile } from '../vehicle/vehicle-profile';
import { bodyName } from './autodev-vin';

type JsonObjectLike = Record<string, unknown>;

function nice(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const DRIVEN_WHEELS: Readonly<Record<string, string>> = {
  FWD: 'front wheel drive',
  RWD: 'rear wheel drive',
  AWD: 'all wheel drive',
  '4WD': 'four wheel drive',
};

function engineOf(p: VehicleProfile): JsonObjectLike {
  const pt = p.powertrain;
  const electric = pt.fuel === 'Electric';
  return {
    id: String(200_000_000 + (hash32(pt.engine, 5) % 999_999)),
    name: 'Engine',
    equipmentType: 'ENGINE',
    availability: 'STANDARD',
    cylinder: pt.cylinders,
    size: pt.liters,
    configuration: electric
      ? 'electric'
      : /V\d/.test(pt.engine)
        ? 'V'
        : /H\d|flat/i.test(pt.engine)
          ? 'flat'
          : 'inline',
    fuelType: pt.fuel === 'Diesel' ? 'diesel' : electric ? 'electric' : 'regular unleaded',
    horsepower: pt.hp,
    torque: pt.torque,
    type: electric ? 'electric' : pt.fuel === 'Gasoline' ? 'gas' : pt.fuel.toLowerCase(),
    code: electric ? 'EV' : `${pt.cylinders}${pt.turbo ? 'T' : 'N'}${pt.liters.toFixed(1)}`,
    compressorType: pt.turbo ? 'turbocharger' : 'NA',
    rpm: { horsepower: 6000, torque: 4000 },
  };
}

function transmissionOf(p: VehicleProfile): JsonObjectLike {
  const text = p.powertrain.transmission;
  const speeds = /(\d+)/.exec(text)?.[1] ?? '1';
  const manual = /manual/i.test(text);
  return {
    id: String(200_000_000 + (hash32(text, 7) % 999_999)),
    name: `${speeds}${manual ? 'M' : 'A'}`,
    equipmentType: 'TRANSMISSION',
    availability: 'STANDARD',
    transmissionType: manual ? 'MANUAL' : /cvt|variable/i.test(text) ? 'AUTOMATED_MANUAL' : 'AUTOMATIC',
    numberOfSpeeds: speeds,
  };
}

export async function handleV1Vin(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const value = marketValue(p);
  const body = bodyName(p);
  return json({
    make: { id: 200_000_000 + (hash32(p.make, 3) % 9_999), name: p.make, niceName: nice(p.make) },
    model: { id: `${p.make}_${p.model}`.replace(/\s+/g, '_'), name: p.model, niceName: nice(p.model) },
    engine: engineOf(p),
    transmission: transmissionOf(p),
    drivenWheels: DRIVEN_WHEELS[p.drivetrain] ?? p.drivetrain,
    numOfDoors: String(p.doors),
    options: [],
    colors: [],
    price: {
      usedTmvRetail: value,
      usedPrivateParty: Math.round(value * 0.92),
      usedTradeIn: Math.round(value * 0.8),
      estimateTmv: false,
    },
    categories: {
      primaryBodyType: isPassengerCar(p) ? 'Car' : body,
      market: p.spec?.segment ?? 'Mainstream',
      epaClass: isPassengerCar(p) ? 'MIDSIZE_CARS' : 'SPORT_UTILITY_VEHICLES',
      vehicleSize: 'Midsize',
      vehicleType: isPassengerCar(p) ? 'Car' : body,
      vehicleStyle: body,
    },
    squishVin: squishVin(p.vin),
    years: [
      {
        id: 100_000 + p.year,
        year: p.year,
        styles: [
          {
            id: styleId(p),
            name: styleName(p),
            submodel: { body, modelName: `${p.model} ${body}`, niceName: nice(body) },
            trim: p.trim,
          },
        ],
      },
    ],
    matchingType: 'SQUISHVIN',
    mpg: { highway: String(p.powertrain.mpgHwy), city: String(p.powertrain.mpgCity) },
  });
}
