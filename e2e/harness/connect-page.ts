import type { Page } from '@playwright/test';
import { resolve } from 'node:path';
import type { MainContext } from '../../electron/app/main-context';
import type { AppError } from '../../shared/ipc/app-error';
import { CANCEL_CHANNEL, EVENT_PREFIX } from '../../shared/ipc/bridge';
import { isChannelName } from '../../shared/ipc/contract';
import { EVENT_DOM_EVENT, INVOKE_BINDING, SEND_BINDING, preloadInitScript } from './preload-init-script';

// VINDESK_PRELOAD_PATH lets parallel work test its own build without touching out/.
const PRELOAD_PATH = resolve(process.env.VINDESK_PRELOAD_PATH ?? resolve(__dirname, '../../out/preload/preload.js'));

export interface IpcCall {
  channel: string;
  input: unknown;
}

/**
 * Channels main is made to refuse, each with the typed AppError it answers instead of
 * running its handler. A test fills and empties it while the page runs, so an action can
 * fail after the screen it belongs to has loaded normally.
 */
export type FailChannels = Map<string, AppError>;

/**
 * Wires a page to main the way Electron does, with the shipped preload in the page:
 * ipcRenderer.invoke reaches the router as main.ts's ipcMain.handle would call it,
 * ipcRenderer.send(CANCEL_CHANNEL) reaches router.cancel, and main's events arrive
 * on the preload's ipcRenderer.on listeners. Returns a function that stops the events.
 */
export async function connectPageToMain(
  page: Page,
  ctx: MainContext,
  ipcCalls: IpcCall[] = [],
  failChannels: FailChannels = new Map(),
): Promise<() => void> {
  await page.exposeBinding(INVOKE_BINDING, async (source, channel: unknown, payload: unknown) => {
    // Electron rejects an invoke on a channel main never registered; main registers exactly the contract.
    if (!isChannelName(channel)) throw new Error(`No handler registered for '${String(channel)}'`);
    const input = typeof payload === 'object' && payload !== null ? (payload as { input?: unknown }).input : undefined;
    ipcCalls.push({ channel, input });
    // The refusal main's router would return (a Result, as over Electron's IPC); the handler never runs.
    const refusal = failChannels.get(channel);
    if (refusal) return { ok: false, error: refusal };
    return ctx.router.dispatch(channel, payload, {
      url: source.frame.url(),
      isMainFrame: source.frame === source.page.mainFrame(),
    });
  });
  await page.exposeBinding(SEND_BINDING, (source, channel: unknown, requestId: unknown) => {
    if (channel !== CANCEL_CHANNEL) return; // main listens on no other channel
    ctx.router.cancel(requestId, { url: source.frame.url(), isMainFrame: source.frame === source.page.mainFrame() });
  });
  await page.addInitScript({ content: preloadInitScript(PRELOAD_PATH) });

  return ctx.onEvent((name, payload) => {
    page
      .evaluate(({ eventName, detail }) => window.dispatchEvent(new CustomEvent(eventName, { detail })), {
        eventName: EVENT_DOM_EVENT,
        detail: { channel: EVENT_PREFIX + name, payload },
      })
      .catch(() => undefined); // The page may be navigating or closed; a lost event is not the test's subject.
  });
}
