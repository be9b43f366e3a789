// Runs in main and in the renderer, so it uses only globals both have (shared/web-platform-globals.d.ts).
import { US_ZIP_BITMAP_BASE64 } from './us-zip-bitmap';

// ZIP rule of the spec's /payments, /apr and /tco parameters.
export const ZIP_PATTERN = /^[0-9]{5}(-[0-9]{4})?$/;
export const ZIP5_PATTERN = /^[0-9]{5}$/;

export function isZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}

let knownZips: Uint8Array | null = null;

/** Decoded on first use: the table is only needed once a ZIP is typed. */
function zipTable(): Uint8Array {
  if (knownZips === null) knownZips = Uint8Array.from(atob(US_ZIP_BITMAP_BASE64), (char) => char.charCodeAt(0));
  return knownZips;
}

/** True when the five digits name a real U.S. ZIP code (00000 and unassigned ZIPs do not). */
export function isKnownUsZip(zip5: string): boolean {
  if (!ZIP5_PATTERN.test(zip5)) return false;
  const n = Number(zip5);
  return ((zipTable()[n >> 3] ?? 0) & (1 << (n & 7))) !== 0;
}

/**
 * What is wrong with a typed ZIP, in words for the field's error, or null when it is
 * fine. Checked before any request, so a ZIP the service would refuse (or silently
 * match nothing with) is caught where it is typed. Accepts ZIP+4 (payments, APR, TCO);
 * a screen that takes only five digits checks the length itself or uses zip5Problem.
 */
export function zipProblem(zip: string): string | null {
  const value = zip.trim();
  if (!ZIP_PATTERN.test(value)) return 'A ZIP code has 5 digits (or 5+4, like 12345-6789)';
  const five = value.slice(0, 5);
  return isKnownUsZip(five) ? null : `${five} is not a U.S. ZIP code`;
}

/** zipProblem for fields that take exactly five digits (listing search, taxes). */
export function zip5Problem(zip: string): string | null {
  const value = zip.trim();
  if (!ZIP5_PATTERN.test(value)) return 'A ZIP code has 5 digits';
  return zipProblem(value);
}
