/** Main decides what opens (https only, upgraded from http); a link that is no web address is not offered. */
export function isWebAddress(url: string | undefined): boolean {
  return url !== undefined && /^https?:\/\/[^\s]+$/i.test(url);
}
