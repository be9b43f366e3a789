// How many listings calls the market's batches may make, written once: main stops at them and the
// window prices them before the dealer presses the button (every call is billed,
// docs/real-service.md row 26).

/**
 * A market refresh of one car (electron/features/market/market-refresh.ts): the VIN's listing when
 * it was never seen, one search near the car, and the rest on its links.next.
 */
export const MARKET_REFRESH_MAX_CALLS = 5;

/**
 * Finding a dealer's cars (electron/features/dealer-lot/find-lot.ts): GET /listings cannot filter by
 * dealer name, so every car listed at the dealer's ZIP is read, page by page. 20 pages of the
 * largest page is far above any one ZIP's dealers.
 */
export const LOT_FIND_MAX_CALLS = 20;
