/** Where one compared vehicle's listing stands: it names the car and prices every row. */
export type ListingState = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'known' };

export interface CompareLoadStatus {
  /** The line said while listings are on their way; null once none is. */
  loading: string | null;
  /** The failure to show, with a heading that names which cars; null when none failed. */
  failed: { title: string; error: unknown } | null;
}

const count = (n: number) => (n === 1 ? 'one vehicle' : `${n} vehicles`);

/**
 * What the compare screen says of its listings as a whole: without a listing a column has no
 * name, price or payment, and a row of dashes alone would not say whether to wait or to act.
 * A car whose listing failed is named by its VIN, the only name the screen has for it.
 */
export function compareLoadStatus(vehicles: readonly { vin: string; listingState: ListingState }[]): CompareLoadStatus {
  const waiting = vehicles.filter((vehicle) => vehicle.listingState.state === 'loading').length;
  const failed = vehicles.flatMap((vehicle) =>
    vehicle.listingState.state === 'failed' ? [{ vin: vehicle.vin, error: vehicle.listingState.error }] : [],
  );
  return {
    loading: waiting > 0 ? `Loading the listings of ${count(waiting)}…` : null,
    failed:
      failed.length === 0
        ? null
        : {
            title:
              failed.length === 1
                ? `The listing of ${failed[0]!.vin} could not be loaded`
                : `The listings of ${count(failed.length)} could not be loaded`,
            error: failed[0]!.error,
          },
  };
}
