import { appError, type AppError } from '../../../shared/ipc/app-error';
import { DEFAULT_BASE_URL, type Settings } from '../../../shared/settings/settings-schema';

// The API key is bound to the service origins it was saved (or confirmed) for. These are
// the pure parts: which origins a settings object sends the key to, and whether one
// request may carry it. The engine asks `keyOriginRefusal` right before attaching the key.

/**
 * Where the key in force may go. `allowed: 'any'` only when nothing needs guarding: no key
 * of the person's, only a demo key. A key from VINDESK_API_KEY is guarded too (issue 37 item 1).
 */
export interface KeyOriginRule {
  allowed: readonly string[] | 'any';
  /** Origins that never receive the key, whatever was confirmed: the embedded demo sandbox's. */
  never: readonly string[];
}

/** The origin a key saved before origins were recorded is taken to be bound to: the published service's. */
export const DEFAULT_KEY_ORIGINS: readonly string[] = [new URL(DEFAULT_BASE_URL).origin];

/** The origin of an address ("https://api.auto.dev"), or null when it is not a URL. */
export function originOf(url: string): string | null {
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The host as a person should read it in a question about their key: host and port, IDN
 * names in their xn-- form, so a look-alike name cannot pass for the real one.
 */
export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** The distinct origins the settings send the key to: the service address and the v1 address when set. */
export function serviceOrigins(settings: Pick<Settings, 'baseUrl' | 'v1BaseUrl'>): string[] {
  const origins = [settings.baseUrl, settings.v1BaseUrl]
    .filter((url) => url !== '')
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  return [...new Set(origins)];
}

/** Why the key may not go with a request to `url`, or null when it may. */
export function keyOriginRefusal(rule: KeyOriginRule | undefined, url: string): AppError | null {
  if (!rule) return null;
  const origin = originOf(url);
  const host = hostOf(url);
  if (origin === null || rule.never.includes(origin)) {
    return appError(
      'invalid-input',
      'KEY_NOT_FOR_SANDBOX',
      `VinDesk never sends your API key to the built-in demo service (${host}).`,
      { suggestion: 'Set the service address in Settings to your service’s own address.' },
    );
  }
  if (rule.allowed !== 'any' && !rule.allowed.includes(origin)) {
    return originNotConfirmedError(host);
  }
  return null;
}

function originNotConfirmedError(host: string): AppError {
  return appError(
    'invalid-input',
    'ORIGIN_NOT_CONFIRMED',
    `VinDesk did not send your API key to ${host}: that address has not been confirmed for your key.`,
    { suggestion: 'Open Settings and confirm the service address, or change it back.' },
  );
}

export function originChangeCancelledError(keptHosts: readonly string[]): AppError {
  const kept = keptHosts.length > 0 ? ` Your API key still goes only to ${keptHosts.join(' and ')}.` : '';
  return appError('cancelled', 'ORIGIN_CHANGE_CANCELLED', `The service address was not changed.${kept}`, {
    suggestion: 'Nothing was saved. Save again and choose to send your key to the new address to use it.',
  });
}
