// Which failed service calls also raise a notice in the corner. Only problems with the
// connection or the key: they hit every screen at once, so one notice (with a count)
// says it once. A refusal about one request (not found, plan, bad input) stays on the
// screen that made it.
import type { AppError } from '../../shared/ipc/app-error';
import type { NoticeInput } from '../stores/notice-store';
import { hrefs } from '../stores/routes';

const UNREACHABLE_KINDS: ReadonlySet<AppError['kind']> = new Set([
  'network',
  'dns',
  'offline',
  'timeout',
  'certificate',
]);

export const SERVICE_UNREACHABLE_ID = 'service-unreachable';
export const KEY_REFUSED_ID = 'key-refused';

export function serviceNoticeOf(error: AppError): Omit<NoticeInput, 'sources'> | null {
  if (UNREACHABLE_KINDS.has(error.kind)) {
    return { id: SERVICE_UNREACHABLE_ID, tone: 'warning', title: 'Service unreachable', message: error.message };
  }
  if (error.kind === 'unauthorized') {
    return {
      id: KEY_REFUSED_ID,
      tone: 'danger',
      title: 'API key refused',
      message: error.message,
      action: { label: 'Open Settings', href: hrefs.settings() },
    };
  }
  if (error.kind === 'rate-limited') {
    return { id: 'rate-limited', tone: 'warning', title: 'Too many requests', message: error.message };
  }
  return null;
}

/** An answer main served from its cache because the service failed proves nothing has cleared. */
export function isFreshAnswer(data: unknown): boolean {
  return !(typeof data === 'object' && data !== null && (data as { stale?: unknown }).stale === true);
}
