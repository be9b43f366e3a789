import type { ConnectionState } from '../../shared/ipc/app-channels';
import type { CallOutcome } from '../service/service-engine';

/** The part of the target that identifies a connection: another key or address starts unproven. */
interface ConnectionIdentity {
  baseUrl: string;
  apiKey: string | null;
}

const UNREACHABLE = new Set(['network', 'dns', 'certificate', 'offline', 'timeout']);

/**
 * What the latest answer proved about the live connection. Nothing is "ok" until an
 * answer with the current key and address came back; a new key or address starts at
 * "unverified" again, so the badge never shows a green Live that no answer confirmed.
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
    const at = new Date().toISOString();
    let next: ConnectionState;
    if (outcome.ok) next = { state: 'ok', detail: 'The service answered with this key.', at };
    else if (outcome.error.kind === 'unauthorized') next = { state: 'key-refused', detail: outcome.error.message, at };
    else if (UNREACHABLE.has(outcome.error.kind)) next = { state: 'unreachable', detail: outcome.error.message, at };
    else return;
    const changed = next.state !== this.#state.state;
    this.#state = next;
    if (changed) this.onChange();
  }

  #follow(target: ConnectionIdentity): void {
    const identity = `${target.baseUrl}\n${target.apiKey ?? ''}`;
    if (identity === this.#identity) return;
    this.#identity = identity;
    this.#state = { state: 'unverified' };
  }
}
