import type { ConnectionState } from '../../shared/ipc/app-channels';
import type { AppError } from '../../shared/ipc/app-error';
import type { CallOutcome } from '../service/service-engine';

/** The part of the target that identifies a connection: another key or address starts unproven. */
interface ConnectionIdentity {
  baseUrl: string;
  apiKey: string | null;
}

const UNREACHABLE = new Set(['network', 'dns', 'certificate', 'offline', 'timeout']);

/**
 * Whether a refusal proves the key was accepted: only a plan refusal that names the
 * account's plan does (the service looked the key up to know it). A 404, 429 or 5xx can
 * come from a proxy, a captive portal or a server that never read the key.
 */
function provesKey(error: AppError): boolean {
  return error.kind === 'plan-required' && error.currentPlan !== undefined;
}

/**
 * What the answers so far proved about the live connection. Nothing is "ok" until the
 * service accepted the current key at the current address; a new key or address starts
 * at "unverified" again, and an answer that proves nothing about the key (a 503 from a
 * proxy) leaves an unproven key unproven, so the badge never shows a green Live that no
 * answer confirmed. A key once accepted stays "ok" through a passing 503.
 */
export class ConnectionTracker {
  #identity = '';
  #state: ConnectionState = { state: 'unverified' };

  constructor(private readonly onChange: () => void) {}

  state(target: ConnectionIdentity): ConnectionState {
    this.#follow(target);
    return this.#state;
  }

  record(target: ConnectionIdentity, outcome: CallOutcome): void {
    this.#follow(target);
    const next = this.#next(outcome, new Date().toISOString());
    if (!next) return;
    const changed = next.state !== this.#state.state;
    this.#state = next;
    if (changed) this.onChange();
  }

  #next(outcome: CallOutcome, at: string): ConnectionState | null {
    if (outcome.ok) return { state: 'ok', detail: 'The service answered with this key.', at };
    const { error } = outcome;
    if (error.kind === 'unauthorized') return { state: 'key-refused', detail: error.message, at };
    if (UNREACHABLE.has(error.kind)) return { state: 'unreachable', detail: error.message, at };
    if (provesKey(error)) return { state: 'ok', detail: 'The service recognized this key.', at };
    if (error.kind === 'cancelled' || error.kind === 'invalid-input') return null;
    // Reachable, but the answer says nothing about the key: an accepted or refused key keeps its state.
    if (this.#state.state === 'ok' || this.#state.state === 'key-refused') return null;
    const status = error.status !== undefined ? ` (it answered ${error.status})` : '';
    return {
      state: 'unverified',
      detail: `The service was reached${status} but has not accepted this key yet, so the key is not checked.`,
      at,
    };
  }

  #follow(target: ConnectionIdentity): void {
    const identity = `${target.baseUrl}\n${target.apiKey ?? ''}`;
    if (identity === this.#identity) return;
    this.#identity = identity;
    this.#state = { state: 'unverified' };
  }
}
