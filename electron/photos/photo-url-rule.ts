/**
 * Whether a URL is one the service's /photos answer could have issued:
 * `{base_url}/photos/{source}/{vin}-{number}.jpg` on the configured base. Anything else
 * (another host, another path) is refused, so the photo channel cannot be used to make
 * main fetch arbitrary addresses with the user's key.
 */
export function isServicePhotoUrl(url: string, baseUrl: string): boolean {
  let target: URL;
  let base: URL;
  try {
    target = new URL(url);
    base = new URL(baseUrl);
  } catch {
    return false;
  }
  if (target.origin !== base.origin || target.username || target.password) return false;
  const basePath = base.pathname.replace(/\/+$/, '');
  if (!target.pathname.startsWith(`${basePath}/photos/`)) return false;
  const rest = target.pathname.slice(basePath.length + '/photos/'.length);
  return /^[A-Za-z0-9._-]+\/[A-HJ-NPR-Z0-9]{17}-\d{1,3}\.(jpe?g|png|webp)$/i.test(rest);
}
