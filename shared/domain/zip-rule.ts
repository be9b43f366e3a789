// ZIP rule of the spec's /payments, /apr and /tco parameters.
export const ZIP_PATTERN = /^[0-9]{5}(-[0-9]{4})?$/;
export const ZIP5_PATTERN = /^[0-9]{5}$/;

export function isZip(value: string): boolean {
  return ZIP_PATTERN.test(value);
}
