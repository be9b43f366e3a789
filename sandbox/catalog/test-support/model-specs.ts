import { MODEL_CATALOG, type ModelSpec } from '../model-catalog';

/** A model of the sandbox's catalog, by make and model; a typo fails the test at once. */
export function catalogSpec(make: string, model: string): ModelSpec {
  const found = MODEL_CATALOG.find((spec) => spec.make === make && spec.model === model);
  if (!found) throw new Error(`${make} ${model} is not in the catalog`);
  return found;
}

/**
 * A made-up midsize sedan of 2015–2026 at $30,000, trims Base, Mid and Top, with the
 * powertrains and drives a test names. "Testmake" has no entry in the powertrain history, so
 * every powertrain is sold in every year with every trim.
 */
export function handMadeModel(
  model: Pick<ModelSpec, 'model' | 'powertrains' | 'drives'> & Partial<ModelSpec>,
): ModelSpec {
  return {
    make: 'Testmake',
    from: 2015,
    to: 2026,
    body: 'Sedan',
    doors: 4,
    seats: 5,
    msrp: 30_000,
    trims: ['Base', 'Mid', 'Top'],
    segment: 'midsize',
    weight: 1,
    ...model,
  };
}
