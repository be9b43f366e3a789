import type { SenderFrame } from './trusted-sender';

/**
 * Permission requests are all denied, except the camera ("media" with video only) for the
 * app's own page, which the lot screen's VIN barcode scanner needs.
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
  if (request.permission !== 'media') return false;
  if (!isTrustedSender({ url: request.requestingUrl, isMainFrame: request.isMainFrame })) return false;
  const types = request.mediaTypes ?? [];
  return types.length > 0 && types.every((type) => type === 'video');
}
