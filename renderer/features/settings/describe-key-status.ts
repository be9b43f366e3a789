import type { ConnectionState, KeychainStatus } from '../../../shared/ipc/app-channels';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import type { SavedAnswers } from '../../../shared/schemas/fetched';
import { savedAnswerTime } from './saved-answer-time';

export interface KeyStatusWords {
  /** ok: live data; warn: saved answers or not checked yet; error: the key was refused, or offline with nothing saved; none: demo data. */
  tone: 'ok' | 'none' | 'warn' | 'error';
  /** What VinDesk shows now, first: live data, answers saved earlier, or demo data. */
  title: string;
  /** Why, and what to do about it. */
  detail: string;
  /** Where the key is kept; absent without a key. */
  kept?: string;
}

/** Where the key in force is kept, in plain words. */
function keptWords(status: KeychainStatus): string {
  switch (status.source) {
    case 'env':
      return 'It comes from VINDESK_API_KEY, which takes precedence over a key saved here. Unset it and restart VinDesk to use a key saved here.';
    case 'session':
      return 'It is kept for this session only and forgotten when VinDesk quits.';
    default:
      return 'It is saved in your system keychain, never in a file.';
  }
}

/** The state the status describes: what the key's check proved, else the latest answer's connection state. */
export function keyStatusState(status: KeychainStatus, connection?: ConnectionState) {
  if (!status.hasKey) return 'demo';
  return status.check?.result === 'works'
    ? 'ok'
    : status.check?.result === 'refused'
      ? 'key-refused'
      : status.check?.result === 'unreachable'
        ? 'unreachable'
        : (connection?.state ?? 'unverified');
}

/** The service could not be reached: what this computer holds for it decides what the screens can show. */
function offlineWords(key: string, kept: string, saved: SavedAnswers | undefined, now: number): KeyStatusWords {
  const unchecked = `The service could not be reached, so ${key} is not checked yet.`;
  const check = 'Check the service address below and your connection.';
  if (!saved)
    // Not known yet (main is counting), or the count failed: claim nothing about what is saved.
    return { tone: 'warn', title: 'Offline: the service could not be reached', detail: `${unchecked} ${check}`, kept };
  if (saved.count === 0)
    return {
      tone: 'error',
      title: 'Offline: nothing is saved on this computer yet',
      detail: `${unchecked} Nothing from this service is saved on this computer yet, so searches and vehicle lookups will fail until it answers. ${check}`,
      kept,
    };
  const when = saved.newestAt ? savedAnswerTime(saved.newestAt, now) : null;
  return {
    tone: 'warn',
    title: `Offline: showing answers saved on this computer${when ? `, the newest from ${when}` : ''}`,
    detail: `${unchecked} Searches and vehicles looked up before show the answers saved then, each marked with its age; anything new waits until the service answers. ${check}`,
    kept,
  };
}

/**
 * One answer to "what am I looking at now?" after a key is saved or removed: live data,
 * answers saved on this computer (the service could not be reached), or demo data. What the
 * key's check proved when it was saved comes first; without one, the latest answer's
 * connection state (the top bar badge's source, so the two never disagree). Offline, `saved`
 * (main's 'cache.saved': what the offline cache holds for the service address in force) says
 * whether there is anything to show and from when. Mentions only the last four characters
 * of the key (the hint), never the key.
 */
export function describeKeyStatus(
  status: KeychainStatus,
  connection?: ConnectionState,
  saved?: SavedAnswers,
  now: number = Date.now(),
): KeyStatusWords {
  if (!status.hasKey) {
    return {
      tone: 'none',
      title: 'No API key yet: showing demo data',
      detail:
        'No API key is saved, so listings and vehicle data come from VinDesk’s built-in sandbox. Add the API key from your Vehicle Data Service account to see live data.',
    };
  }
  const key = status.hint ? `your key ending in ${status.hint}` : 'your key';
  const kept = keptWords(status);
  const state = keyStatusState(status, connection);
  switch (state) {
    case 'ok': {
      const plan = status.check?.plan ? ` on the ${PLAN_LABELS[status.check.plan]} plan` : '';
      return {
        tone: 'ok',
        title: 'Showing live data',
        detail: `The Vehicle Data Service answered with ${key}${plan}.`,
        kept,
      };
    }
    case 'key-refused':
      return {
        tone: 'error',
        title: 'No data: the service refused the key',
        detail: `The service did not accept ${key}. Paste the key from your account again, or remove it to go back to demo data.`,
        kept,
      };
    case 'unreachable':
      // The offline cache serves what it holds when the service cannot be reached (the fallback in electron/service/service-engine.ts);
      // each screen marks such an answer with its age ("Offline — data from 2 hours ago").
      return offlineWords(key, kept, saved, now);
    default:
      return {
        tone: 'warn',
        title: 'Key saved, not checked yet',
        detail: `VinDesk shows live data once the service answers with ${key}.`,
        kept,
      };
  }
}
