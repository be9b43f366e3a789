import type { KeychainStatus } from '../../../shared/ipc/app-channels';

export interface KeyStatusWords {
  tone: 'ok' | 'none' | 'warn';
  title: string;
  detail: string;
}

/** The key status in plain words. Mentions only the last four characters (the hint), never the key. */
export function describeKeyStatus(status: KeychainStatus): KeyStatusWords {
  const ending = status.hint ? ` ending in ${status.hint}` : '';
  if (!status.hasKey) {
    return {
      tone: 'none',
      title: 'No API key yet',
      detail:
        'VinDesk is showing demo data from its built-in sandbox. Add the API key from your Vehicle Data Service account to see live listings and vehicle data.',
    };
  }
  switch (status.source) {
    case 'env':
      return {
        tone: 'ok',
        title: `Using the key${ending} from VINDESK_API_KEY`,
        detail:
          'The environment variable takes precedence over a saved key. Unset it and restart VinDesk to use a key saved here.',
      };
    case 'session':
      return {
        tone: 'warn',
        title: `Key${ending} kept for this session only`,
        detail: 'It is held in memory and forgotten when VinDesk quits; you will need to enter it again next time.',
      };
    default:
      return {
        tone: 'ok',
        title: `Key${ending} saved in the system keychain`,
        detail: 'VinDesk reads it from your operating system’s keychain when it starts. It is never stored in a file.',
      };
  }
}
