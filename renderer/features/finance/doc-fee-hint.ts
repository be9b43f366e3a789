/** What the doc fee field says: the dealer sets the fee, and where the state caps it, the cap. */
export function docFeeHintOf(_zip: string | null): string {
  return 'Set by the dealer. Leave blank for the usual fee in the buyer’s state.';
}
