import type { SenderFrame } from './trusted-sender';

/**
 * Permission requests are all denied, except two for the app's own page: the camera
 * ("media" with video only), which the lot screen's VIN barcode scanner needs, and
 * writing text to the clipboard, which "Copy VIN" needs.
 */
export interface PermissionRequest {
  permission: string;
  /** For "media": what is asked for. */
  mediaTypes?: readonly string[];
  requestingUrl: string;
  isMainFrame: boolean;
}

export function isPermissionGranted(
  request: PermissionRequest,
  isTrustedSender: (frame: SenderFrame) => boolean,
): boolean {
  if (!isTrustedSender({ url: request.requestingUrl, isMainFrame: request.isMainFrame })) return false;
  // "Copy VIN" writes plain text; reading the clipboard stays denied.
  if (request.permission === 'clipboard-sanitized-write') return true;
  if (request.permission !== 'media') return false;
  const types = request.mediaTypes ?? [];
  return types.length > 0 && types.every((type) => type === 'video');
}
