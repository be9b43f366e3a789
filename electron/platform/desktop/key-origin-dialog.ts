import type { KeyOriginQuestion } from './desktop-ports';

/** The buttons of the question, in order; Cancel is the default and what Escape chooses. */
export const SEND_KEY_BUTTON = 0;
export const CANCEL_BUTTON = 1;

export interface KeyOriginDialogOptions {
  type: 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: true;
}

/**
 * The native question main asks before the stored API key may go to a new service host.
 * It names the host, and Cancel is the default, so a stray Enter never sends the key.
 */
export function keyOriginDialogOptions({ hosts, currentHosts }: KeyOriginQuestion): KeyOriginDialogOptions {
  const named = hosts.join(' and ');
  const now = currentHosts.length > 0 ? ` Until now it went only to ${currentHosts.join(' and ')}.` : '';
  return {
    type: 'warning',
    title: 'Send your API key to a new address?',
    message: `Send your API key to ${named}?`,
    detail:
      `VinDesk sends your API key with every request to the service address.${now} ` +
      `Continue only if you trust ${named}, for example because your account manager gave you this address. ` +
      'If you cancel, the service address is not changed.',
    buttons: [`Send my key to ${named}`, 'Cancel'],
    defaultId: CANCEL_BUTTON,
    cancelId: CANCEL_BUTTON,
    noLink: true,
  };
}
