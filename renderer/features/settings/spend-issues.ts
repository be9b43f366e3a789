import type { AppError } from '../../../shared/ipc/app-error';
import type { SpendFieldErrors } from './spend-patch';

/**
 * Main's issues for a spend save, by the card's field keys: 'spend.prices.build' is the
 * build row's price, 'spend.alwaysLoad.tco' the click-to-load boxes, 'watchlistSchedule'
 * the schedule. `other` is true when something cannot be shown beside a field.
 */
export function spendIssuesOf(error: AppError | null): { fields: SpendFieldErrors; other: boolean } {
  const fields: SpendFieldErrors = {};
  if (!error) return { fields, other: false };
  if (error.kind !== 'invalid-input' || !error.issues?.length) return { fields, other: true };
  let other = false;
  for (const issue of error.issues) {
    const [top, field, endpoint] = issue.path.split('.');
    const key =
      top === 'watchlistSchedule'
        ? top
        : top !== 'spend' || !field
          ? null
          : field === 'prices' && endpoint
            ? `prices.${endpoint}`
            : field;
    if (key === null) other = true;
    else fields[key] ??= issue.message;
  }
  return { fields, other };
}
