import type { PriceHistory } from './market-types';

/** One corner of a price line drawn as steps. */
export interface StepPoint {
  at: number;
  price: number;
}

/**
 * A history as the corners of a step line: each price holds flat until the next change, then
 * drops (or rises) straight down at that time; the last price runs to when it was gone or last
 * seen. A row that changed only miles or dealer adds no corner; an unpriced stretch is left out.
 */
export function priceSteps(history: Pick<PriceHistory, 'points' | 'lastSeen' | 'goneOn'>): StepPoint[] {
  const steps: StepPoint[] = [];
  let current: number | null = null;
  for (const point of history.points) {
    if (point.price === current) continue;
    if (current !== null) steps.push({ at: point.at, price: current });
    if (point.price !== null) steps.push({ at: point.at, price: point.price });
    current = point.price;
  }
  const end = history.goneOn ?? history.lastSeen;
  const last = steps[steps.length - 1];
  if (current !== null && last !== undefined && end > last.at) steps.push({ at: end, price: current });
  return steps;
}
