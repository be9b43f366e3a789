// What the person was doing when a billed call was made: the ledger's answer to "what did I
// spend it on" (docs/real-service.md row 26: every call is billed; row 27: no answer says so).

export const SPEND_ACTIVITIES = [
  'vin-page',
  'hover-prefetch',
  'search',
  'export',
  'sweep',
  'watchlist',
  'plate',
  'key-check',
  'deal-rating',
  'finance',
  'market',
  'other',
] as const;
export type SpendActivity = (typeof SPEND_ACTIVITIES)[number];

/** The words a dealer reads for each activity (the Usage view's rows and its CSV). */
export const SPEND_ACTIVITY_LABELS: Readonly<Record<SpendActivity, string>> = {
  'vin-page': 'Vehicle pages',
  'hover-prefetch': 'Loaded ahead while browsing',
  search: 'Searches',
  export: 'CSV exports',
  sweep: 'Recall sweeps',
  watchlist: 'Watchlist checks',
  plate: 'Plate lookups',
  'key-check': 'Key checks',
  'deal-rating': 'Deal ratings',
  finance: 'Payments and costs',
  market: 'Market views and alerts',
  other: 'Other',
};
