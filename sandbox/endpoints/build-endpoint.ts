// GET /build/{vin}: the factory build record — colours, options and option MSRPs.
import { EXTERIOR_COLOURS, INTERIOR_COLOURS } from '../data/colors';
import { rngFor } from '../random/rng';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { styleName } from '../vehicle/vehicle-describe';
import type { VehicleProfile } from '../vehicle/vehicle-profile';
import { vehicleParam } from './vehicle-lookup';

interface FactoryOption {
  code: string;
  description: string;
  msrp: number;
  when?: (p: VehicleProfile) => boolean;
}

const OPTIONS: readonly FactoryOption[] = [
  {
    code: 'PKG-CW',
    description: 'Cold Weather Package (heated front seats, heated steering wheel, heated mirrors)',
    msrp: 695,
  },
  { code: 'PKG-TEC', description: 'Technology Package (navigation, premium audio, wireless charging)', msrp: 1_950 },
  {
    code: 'PKG-SAF',
    description: 'Driver Assistance Package (adaptive cruise control, blind spot monitor, lane keeping assist)',
    msrp: 1_295,
  },
  {
    code: 'PKG-APP',
    description: 'Appearance Package (19" machined wheels, LED fog lamps, chrome accents)',
    msrp: 1_150,
  },
  {
    code: 'PKG-TOW',
    description: 'Trailer Tow Package (hitch receiver, 7-pin connector, trailer brake controller)',
    msrp: 995,
    when: (p) => p.bodyStyle === 'Pickup' || p.bodyStyle === 'SUV',
  },
  {
    code: 'PKG-OFF',
    description: 'Off-Road Package (skid plates, all-terrain tires, locking rear differential)',
    msrp: 2_495,
    when: (p) => p.drivetrain === '4WD',
  },
  {
    code: 'OPT-SUN',
    description: 'Power Tilt/Slide Moonroof',
    msrp: 1_100,
    when: (p) => p.bodyStyle !== 'Convertible' && p.bodyStyle !== 'Pickup',
  },
  {
    code: 'OPT-PAN',
    description: 'Panoramic Glass Roof',
    msrp: 1_495,
    when: (p) => p.bodyStyle === 'SUV' || p.bodyStyle === 'Wagon',
  },
  { code: 'OPT-3RD', description: 'Third-Row Seating Package', msrp: 1_250, when: (p) => p.seats >= 7 },
  { code: 'OPT-BED', description: 'Spray-In Bedliner', msrp: 595, when: (p) => p.bodyStyle === 'Pickup' },
  {
    code: 'OPT-RSE',
    description: 'Rear Seat Entertainment System',
    msrp: 1_995,
    when: (p) => p.bodyStyle === 'Minivan' || p.seats >= 7,
  },
  { code: 'OPT-HUD', description: 'Head-Up Display', msrp: 900 },
  { code: 'OPT-PNT', description: 'Premium Paint', msrp: 455 },
  { code: 'OPT-MAT', description: 'All-Weather Floor Liners', msrp: 229 },
  {
    code: 'OPT-CHG',
    description: '11.5 kW Onboard Charger and Mobile Charging Cable',
    msrp: 1_195,
    when: (p) => p.fuel === 'Electric' || p.fuel === 'Plug-In Hybrid',
  },
  { code: 'OPT-AUD', description: 'Premium Audio System (12 speakers, subwoofer)', msrp: 1_050 },
];

function paint(list: typeof EXTERIOR_COLOURS, name: string): Record<string, string> {
  const colour = list.find((c) => c.name === name) ?? list[0]!;
  return { [colour.paint]: colour.hex };
}

export async function handleBuild(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const rng = rngFor(p.vin, 23);
  const eligible = OPTIONS.filter((o) => !o.when || o.when(p));
  const wanted = Math.min(eligible.length, rng.int(1, 5));
  const chosen = [...eligible]
    .sort((a, b) => rngFor(p.vin + a.code).next() - rngFor(p.vin + b.code).next())
    .slice(0, wanted);
  chosen.sort((a, b) => a.code.localeCompare(b.code));
  const options: Record<string, string> = {};
  const optionMsrps: Record<string, number> = {};
  for (const o of chosen) {
    options[o.code] = o.description;
    optionMsrps[o.code] = o.msrp;
  }
  return json({
    build: {
      vin: p.vin,
      year: p.year,
      make: p.make,
      model: p.model,
      trim: p.trim,
      series: p.series,
      style: styleName(p),
      drivetrain: p.drivetrain,
      engine: p.powertrain.engine,
      transmission: p.powertrain.transmission,
      confidence: p.confidence,
      interiorColor: paint(INTERIOR_COLOURS, p.interiorColor),
      exteriorColor: paint(EXTERIOR_COLOURS, p.exteriorColor),
      options,
      optionsMsrp: chosen.reduce((sum, o) => sum + o.msrp, 0),
      // Not in the spec's field list: each option's MSRP (they sum to optionsMsrp).
      optionMsrps,
    },
  });
}
