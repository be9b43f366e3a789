// License plate rule of the spec's /plate endpoint: 2 to 8 alphanumerics once the
// hyphens and spaces people type (and the service strips) are gone.

export const PLATE_PATTERN = /^[A-Z0-9]{2,8}$/;

/** Strips hyphens and spaces and upper-cases, as the service does before matching. */
export function normalizePlate(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** True when the normalized plate has 2 to 8 letters or digits. */
export function isValidPlate(raw: string): boolean {
  return PLATE_PATTERN.test(normalizePlate(raw));
}
