// The powertrain table is data (powertrains.ts): every entry is held to a schema of its named
// fields, and its engine text ("2.5L I4 Hybrid", "Electric Motor") agrees with the figures
// beside it, as listings show the text and the spec sheet the figures.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { POWERTRAINS, type FuelType, type Powertrain } from './powertrains';

const FUELS = ['Gasoline', 'Hybrid', 'Electric', 'Plug-In Hybrid', 'Diesel'] as const satisfies readonly FuelType[];
const count = z.number().int().positive();

const powertrainSchema = z.strictObject({
  engine: z.string().min(1),
  liters: z.number().min(0).max(10),
  cylinders: z.number().int().min(0).max(12),
  hp: count,
  torque: count,
  fuel: z.enum(FUELS),
  mpgCity: count,
  mpgHwy: count,
  transmission: z.string().regex(/^(CVT|eCVT|\d+-Speed (Automatic|Manual|Dual-Clutch))$/),
  tank: z.number().positive(),
  turbo: z.boolean(),
  evRange: count.optional(),
});

/** The engine text a combustion powertrain's figures call for: "<litres>L <layout><cylinders> <kind>". */
function combustionEngine(p: Powertrain): RegExp {
  const kind =
    p.fuel === 'Hybrid'
      ? ' Hybrid'
      : p.fuel === 'Plug-In Hybrid'
        ? ' Plug-In Hybrid'
        : p.fuel === 'Diesel'
          ? ' Diesel'
          : p.turbo
            ? ' Turbo'
            : '';
  return new RegExp(`^${p.liters.toFixed(1).replace('.', '\\.')}L [IVH]${p.cylinders}${kind}$`);
}

/** What is wrong with a powertrain: schema problems, or engine text and figures that disagree. */
function problems(p: Powertrain): string[] {
  const result = powertrainSchema.safeParse(p);
  if (!result.success) return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  const found: string[] = [];
  if (p.fuel === 'Electric') {
    if (p.engine !== 'Electric Motor' || p.liters !== 0 || p.cylinders !== 0 || p.turbo)
      found.push('an electric drive unit has no displacement, cylinders or turbo');
    if (p.transmission !== '1-Speed Automatic') found.push('an electric drive unit has one speed');
    if (p.evRange === undefined) found.push('an electric drive unit has a range');
  } else {
    if (!combustionEngine(p).test(p.engine)) found.push(`engine "${p.engine}" disagrees with its figures`);
    if ((p.fuel === 'Plug-In Hybrid') !== (p.evRange !== undefined))
      found.push('only plug-in hybrids (and EVs) have an electric range');
  }
  return found;
}

describe('the powertrain table', () => {
  it('holds every entry to the schema and its engine text to its figures', () => {
    const failures = Object.entries(POWERTRAINS).flatMap(([id, p]) =>
      problems(p).map((problem) => `${id}: ${problem}`),
    );
    expect(failures).toEqual([]);
    expect(Object.keys(POWERTRAINS).length).toBeGreaterThan(40);
  });

  it.each<[string, Partial<Powertrain>]>([
    ['a displacement its engine text does not show', { liters: 2.4 }],
    ['a turbo its engine text does not name', { turbo: true }],
    ['a fuel its engine text does not name', { fuel: 'Hybrid' }],
    ['an electric range without a plug', { evRange: 30 }],
    ['a gearbox written another way', { transmission: '8-speed auto' }],
  ])('refuses an entry with %s', (_, change) => {
    expect(problems(POWERTRAINS.i4_25)).toEqual([]);
    expect(problems({ ...POWERTRAINS.i4_25, ...change })).not.toEqual([]);
  });

  it('refuses an electric drive unit with a displacement', () => {
    expect(problems(POWERTRAINS.ev_mid)).toEqual([]);
    expect(problems({ ...POWERTRAINS.ev_mid, liters: 2 })).not.toEqual([]);
  });
});
