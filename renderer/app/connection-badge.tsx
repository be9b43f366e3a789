import type { AppInfo, ConnectionState } from '../../shared/ipc/app-channels';
import { hrefs } from '../stores/routes';
import { Badge, type BadgeTone } from '../ui/badge';

interface BadgeWords {
  label: string;
  tone: BadgeTone;
  /** Where a click helps: Settings, for demo data and a refused key. */
  href?: string;
  detail: string;
}

const DEMO_DETAIL =
  'No API key is set, so VinDesk shows generated data from its built-in sandbox. Add a key in Settings.';

/** The badge for what the latest answer proved; "Live" only after one did. */
function connectionWords(info: Pick<AppInfo, 'mode' | 'connection'>): BadgeWords {
  // Sandbox answers are demo data whatever else is said; and an AppInfo without a
  // connection (an older main) is never taken to be a proven one.
  const connection: ConnectionState =
    info.mode === 'demo'
      ? { ...info.connection, state: 'demo' }
      : ((info.connection as ConnectionState | undefined) ?? { state: 'unverified' });
  const detail = connection.detail;
  switch (connection.state) {
    case 'demo':
      return { label: 'Demo data', tone: 'demo', href: hrefs.settings(), detail: detail ?? DEMO_DETAIL };
    case 'ok':
      return {
        label: 'Live',
        tone: 'success',
        detail: detail ?? 'The Vehicle Data Service answered with your API key.',
      };
    case 'key-refused':
      return {
        label: 'Key refused',
        tone: 'danger',
        href: hrefs.settings(),
        detail: detail ?? 'The service refused your API key. Check it in Settings.',
      };
    case 'unreachable':
      return {
        label: 'Offline',
        tone: 'warning',
        detail: detail ?? 'The service could not be reached. Saved answers are shown where VinDesk has them.',
      };
    default:
      return {
        label: 'Not checked',
        tone: 'neutral',
        detail: detail ?? 'The service has not answered yet, so the key and the connection are not checked.',
      };
  }
}

export function ConnectionBadge({ info }: { info: Pick<AppInfo, 'mode' | 'connection'> }) {
  const words = connectionWords(info);
  return (
    <Badge tone={words.tone} dot href={words.href} description={words.detail}>
      {words.label}
    </Badge>
  );
}
