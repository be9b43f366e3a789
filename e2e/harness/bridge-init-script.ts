// Runs in the page before any of its scripts (page.addInitScript): stands in for
// electron/preload.ts. It defines window.vds with exactly the preload's keys and
// forwards every call to bindings that reach the real router in the test process.
// Self-contained on purpose: Playwright sends the function's source to the page.

export const INVOKE_BINDING = '__vdsHarnessInvoke';
export const CANCEL_BINDING = '__vdsHarnessCancel';
export const EVENT_DOM_EVENT = 'vindesk-harness:event';

export interface BridgeScriptArgs {
  invokeBinding: string;
  cancelBinding: string;
  eventName: string;
}

type Listener = (payload: unknown) => void;
type Binding = (...args: unknown[]) => Promise<unknown>;

export function installBridge({ invokeBinding, cancelBinding, eventName }: BridgeScriptArgs): void {
  const globals = window as unknown as Record<string, unknown>;
  const invokeFn = globals[invokeBinding] as Binding;
  const cancelFn = globals[cancelBinding] as Binding;
  const listeners = new Map<string, Set<Listener>>();

  window.addEventListener(eventName, (event) => {
    const detail = (event as CustomEvent<{ name: string; payload: unknown }>).detail;
    for (const listener of listeners.get(detail.name) ?? []) listener(detail.payload);
  });

  const bridge = Object.freeze({
    invoke(channel: string, input: unknown, options?: { requestId?: string }) {
      const payload: { input: unknown; requestId?: string } = { input };
      if (options?.requestId) payload.requestId = options.requestId;
      return invokeFn(channel, payload);
    },
    cancel(requestId: string) {
      void cancelFn(requestId);
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
      };
    },
  });
  // Like contextBridge.exposeInMainWorld: read-only and not replaceable by page scripts.
  Object.defineProperty(window, 'vds', { value: bridge, enumerable: true, configurable: false, writable: false });
}
