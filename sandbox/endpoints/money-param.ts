// Numeric query parameters of the finance endpoints ("25000", "25,000.50", "$300").
import { invalidParameter } from './api-error';

export function moneyParam(name: string, raw: string | null, fallback: number | null): number {
  if (raw === null || raw.trim() === '') {
    if (fallback === null) throw invalidParameter(`${name} is required`);
    return fallback;
  }
  const value = Number(raw.replace(/[$,\s]/g, ''));
  if (!Number.isFinite(value) || value < 0)
    throw invalidParameter(`${name} must be a non-negative number, got "${raw}"`);
  return value;
}
