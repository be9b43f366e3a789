/**
 * Dealer names as the listings give them (retailListing.dealer, docs/vehicle-data-service.md):
 * the service has no filter by name, so a name typed is matched here, ignoring case, repeated
 * spaces and punctuation ("Bravo Auto, Inc." is "bravo auto inc").
 */
export function dealerKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

export function sameDealer(a: string, b: string): boolean {
  return dealerKey(a) === dealerKey(b);
}
