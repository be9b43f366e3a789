import type { Migration } from '../platform/database/migrations';
import { SPEND_MIGRATIONS } from '../features/spend/spend-migrations';
import { WATCHLIST_ALERT_MIGRATIONS, WATCHLIST_MIGRATIONS } from '../features/watchlist/watchlist-migrations';
import { SWEEP_MIGRATIONS } from '../features/sweep/sweep-migrations';
import { MARKET_MIGRATIONS } from '../features/market/market-migrations';
import { ALERT_MIGRATIONS } from '../features/alerts/alert-migrations';

/**
 * Every step of the app database (vindesk.sqlite), in order. Append only: a step's position is
 * its version in the file's user_version, so reordering or removing one would make every
 * existing file look like another history (refused as DatabaseHistoryMismatchError).
 */
export const APP_MIGRATIONS: readonly Migration[] = [
  ...SPEND_MIGRATIONS,
  ...WATCHLIST_MIGRATIONS,
  ...SWEEP_MIGRATIONS,
  ...MARKET_MIGRATIONS,
  ...WATCHLIST_ALERT_MIGRATIONS,
  ...ALERT_MIGRATIONS,
];
