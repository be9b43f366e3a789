import type { UpdateStatus, UpdateVerification } from '../../../shared/ipc/update-channels';

type OffStatus = Extract<UpdateStatus, { state: 'off' }>;

/** Why this copy does not update itself, in a dealer's words (issue 37). */
export function offWords(status: OffStatus): string {
  if (status.reason === 'no-feed') {
    return 'This copy of VinDesk does not look for updates: it was built without your company’s update server. Whoever installs VinDesk for you brings new versions.';
  }
  if (status.platform === 'linux') {
    return 'VinDesk does not update itself on Linux: nothing there would check that a download really comes from VinDesk’s publisher. Whoever installs VinDesk for you brings new versions.';
  }
  return 'This copy of VinDesk does not update itself: it was built without the publisher name a download is checked against. Whoever installs VinDesk for you brings new versions.';
}

/** How a download is checked before it is installed, per operating system. */
export const VERIFICATION_WORDS: Record<UpdateVerification, string> = {
  'windows-publisher':
    'Before an update is installed, VinDesk checks it is signed by the same publisher as this copy. An update that is not is never installed.',
  'macos-signature':
    'Before an update is installed, macOS checks it carries the same code signature as this copy. An update that does not is never installed.',
};
