// vindesk: links, as the operating system hands them to main (macOS 'open-url',
// Windows/Linux a command-line argument of the second instance). The link comes
// from outside the app, so everything is checked here with the same rules the
// screens use, and each refusal says in plain words what is wrong.
import { normalizePlate, PLATE_PATTERN } from '../../../shared/domain/plate-rule';
import { normalizeStateCode } from '../../../shared/domain/us-states';
import type { NavigateTarget } from '../../../shared/ipc/events';
import { computeCheckDigit, explainVinProblem, hasValidCheckDigit, normalizeVin } from '../../../shared/vin/vin-rule';

export const DEEP_LINK_SCHEME = 'vindesk';

export type DeepLinkResult = { ok: true; route: NavigateTarget } | { ok: false; message: string };

const SCHEME_PREFIX = /^vindesk:/i;
const EXAMPLES = 'vindesk://vin/<VIN> or vindesk://plate/<state>/<plate>';

/** Parses a vindesk: link into where the window should go, or the reason it cannot. */
export function parseDeepLink(raw: string): DeepLinkResult {
  const link = raw.trim();
  if (!SCHEME_PREFIX.test(link)) {
    return refuse(`${quote(link)} is not a VinDesk link: a VinDesk link starts with vindesk:// (${EXAMPLES}).`);
  }
  // Query and fragment carry nothing VinDesk reads; links built by other tools may add them (tracking, utm_*).
  const path = link.replace(SCHEME_PREFIX, '').split(/[?#]/, 1)[0] ?? '';
  // Windows shells and some browsers append a slash to custom-scheme links, so one trailing slash is not a segment.
  const segments = path.replace(/^\/+/, '').replace(/\/$/, '').split('/');
  const decoded: string[] = [];
  for (const segment of segments) {
    const text = safeDecode(segment);
    if (text === null)
      return refuse(`The link ${quote(link)} is garbled: ${quote(segment)} is not valid URL encoding.`);
    decoded.push(text.trim());
  }

  const [view = '', ...rest] = decoded;
  switch (view.toLowerCase()) {
    case 'vin':
      return vinRoute(rest);
    case 'plate':
      return plateRoute(rest);
    case '':
      return refuse(`The link names nothing to open: use ${EXAMPLES}.`);
    default:
      return refuse(`VinDesk links open a VIN or a plate, not ${quote(view)}: use ${EXAMPLES}.`);
  }
}

function vinRoute(rest: string[]): DeepLinkResult {
  const [typed = '', ...extra] = rest;
  if (extra.length > 0) return refuseExtra(extra);
  if (typed === '') return refuse('The link names no VIN: use vindesk://vin/<VIN>.');
  const vin = normalizeVin(typed);
  const problem = explainVinProblem(vin);
  if (problem) return refuse(`The link's VIN ${quote(typed)} is not valid. ${problem}`);
  if (!hasValidCheckDigit(vin)) {
    return refuse(
      `The link's VIN ${vin} fails its check digit (the 9th character should be ${computeCheckDigit(vin)}, not ${vin[8] ?? ''}), so it has a typo somewhere.`,
    );
  }
  return { ok: true, route: { kind: 'vin', vin } };
}

function plateRoute(rest: string[]): DeepLinkResult {
  const [stateText = '', typedPlate = '', ...extra] = rest;
  if (extra.length > 0) return refuseExtra(extra);
  if (stateText === '' || typedPlate === '') {
    return refuse(
      'A plate link needs a state and a plate: use vindesk://plate/<state>/<plate>, like vindesk://plate/CA/7ABC123.',
    );
  }
  const state = normalizeStateCode(stateText);
  if (!state) return refuse(`${quote(stateText)} is not a U.S. state: use its two-letter code, like CA or TX.`);
  const plate = normalizePlate(typedPlate);
  if (!PLATE_PATTERN.test(plate)) {
    return refuse(`${quote(typedPlate)} is not a license plate: a plate has 2 to 8 letters and digits.`);
  }
  return { ok: true, route: { kind: 'plate', state, plate } };
}

/**
 * The vindesk: link among a process's arguments. On Windows and Linux the OS starts a
 * second VinDesk with the link as an argument; Electron hands that argv to the first one.
 */
export function findDeepLinkInArgv(argv: readonly string[]): string | undefined {
  return argv.map((arg) => arg.trim()).find((arg) => SCHEME_PREFIX.test(arg));
}

function refuseExtra(extra: string[]): DeepLinkResult {
  return refuse(`The link goes on after the VIN or plate (${quote('/' + extra.join('/'))}); VinDesk links end there.`);
}

function refuse(message: string): DeepLinkResult {
  return { ok: false, message };
}

function safeDecode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The text as the person wrote it, shortened: it ends up in a native dialog. */
function quote(text: string): string {
  const shown = text.length > 80 ? `${text.slice(0, 77)}…` : text;
  return `"${shown}"`;
}
