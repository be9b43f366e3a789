/** electron-updater's messages carry URLs, headers and stacks; the person gets one plain sentence. */
export function plainUpdateMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
      ? error.statusCode
      : null;
  const text = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND' || status === 404) {
    return 'Your company’s update server has no VinDesk update for this computer.';
  }
  if (
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(
      code,
    ) ||
    /net::ERR_/.test(text)
  ) {
    return 'The update server could not be reached. Check your connection and try again.';
  }
  if (code === 'ERR_UPDATER_INVALID_UPDATE_INFO' || code === 'ERR_UPDATER_INVALID_VERSION') {
    return 'The update server’s answer could not be read.';
  }
  // Windows: the installer's signature names another publisher; macOS: Squirrel refused the code signature;
  // either: the download does not match the checksum the server announced.
  if (
    ['ERR_UPDATER_INVALID_SIGNATURE', 'ERR_CHECKSUM_MISMATCH'].includes(code) ||
    /signature|not signed|sha512 checksum mismatch/i.test(text)
  ) {
    return 'The downloaded update did not pass its signature or checksum check, so it will not be installed.';
  }
  const coded = /^HTTP_ERROR_(\d{3})$/.exec(code);
  const httpStatus = status ?? (coded ? Number(coded[1]) : null);
  if (httpStatus) return `The update server answered with an error (HTTP ${httpStatus}).`;
  return 'Looking for updates failed. Try again later.';
}
