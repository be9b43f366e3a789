import type { EventName, EventPayload } from '../../../shared/ipc/bridge';

export type EventListener = <E extends EventName>(name: E, payload: EventPayload<E>) => void;

/** Fans main's events out to whoever forwards them to the renderer (the window, or the e2e harness). */
export class EventHub {
  readonly #listeners = new Set<EventListener>();

  on(listener: EventListener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  emit<E extends EventName>(name: E, payload: EventPayload<E>): void {
    for (const listener of this.#listeners) listener(name, payload);
  }
}
