import type { CDPSession, Page } from '@playwright/test';
import { resolve } from 'node:path';
import type { MainContext } from '../../electron/app/main-context';
import type { AppError } from '../../shared/ipc/app-error';
import { CANCEL_CHANNEL, EVENT_PREFIX } from '../../shared/ipc/bridge';
import { isChannelName } from '../../shared/ipc/contract';
import { decodeIpc, encodeIpc } from './ipc-codec';
import {
  DELIVER_FUNCTION,
  EVENT_DOM_EVENT,
  INVOKE_BINDING,
  SEND_BINDING,
  preloadInitScript,
} from './preload-init-script';

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

/** The sender main's router checks: the calling frame's URL, and whether it is the top frame. */
interface Sender {
  url: string;
  isMainFrame: boolean;
}

/**
 * Which frame each of the page's script contexts belongs to, and where each frame is, as
 * the browser reports them (not as the page says): what Electron's event.senderFrame gives.
 */
async function trackFrames(cdp: CDPSession): Promise<(contextId: number) => Sender | null> {
  const frames = new Map<string, Sender>();
  const frameOfContext = new Map<number, string>();
  cdp.on('Page.frameNavigated', ({ frame }) => {
    frames.set(frame.id, { url: frame.url + (frame.urlFragment ?? ''), isMainFrame: !frame.parentId });
  });
  cdp.on('Page.navigatedWithinDocument', ({ frameId, url }) => {
    const frame = frames.get(frameId);
    if (frame) frames.set(frameId, { ...frame, url });
  });
  cdp.on('Page.frameDetached', ({ frameId }) => frames.delete(frameId));
  cdp.on('Runtime.executionContextCreated', ({ context }) => {
    const aux = context.auxData as { frameId?: string; isDefault?: boolean } | undefined;
    if (aux?.isDefault && aux.frameId) frameOfContext.set(context.id, aux.frameId);
  });
  cdp.on('Runtime.executionContextDestroyed', ({ executionContextId }) => frameOfContext.delete(executionContextId));
  cdp.on('Runtime.executionContextsCleared', () => frameOfContext.clear());
  await cdp.send('Page.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  const walk = (node: typeof frameTree) => {
    frames.set(node.frame.id, {
      url: node.frame.url + (node.frame.urlFragment ?? ''),
      isMainFrame: !node.frame.parentId,
    });
    for (const child of node.childFrames ?? []) walk(child);
  };
  walk(frameTree);
  await cdp.send('Runtime.enable');
  return (contextId) => {
    const frameId = frameOfContext.get(contextId);
    return (frameId && frames.get(frameId)) || null;
  };
}

/**
 * Wires a page to main the way Electron does, with the shipped preload in the page:
 * ipcRenderer.invoke reaches the router as main.ts's ipcMain.handle would call it,
 * ipcRenderer.send(CANCEL_CHANNEL) reaches router.cancel, and main's events arrive
 * on the preload's ipcRenderer.on listeners. Returns a function that stops the events.
 *
 * Invoke travels over a CDP binding of its own, as JSON text (ipc-codec.ts), rather than
 * Playwright's exposeBinding: that one passes every call and answer through Playwright's
 * own protocol layer, which cost a VIN page's 20-odd calls about 30 ms that Electron's IPC
 * does not have, and the VIN page bench would have timed the harness.
 */
export async function connectPageToMain(
  page: Page,
  ctx: MainContext,
  ipcCalls: IpcCall[] = [],
  failChannels: FailChannels = new Map(),
): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  const senderOf = await trackFrames(cdp);

  async function invoke(channel: unknown, args: unknown[], sender: Sender): Promise<unknown> {
    // Electron rejects an invoke on a channel main never registered; main registers exactly the contract.
    if (!isChannelName(channel)) throw new Error(`No handler registered for '${String(channel)}'`);
    const payload = args[0];
    const input = typeof payload === 'object' && payload !== null ? (payload as { input?: unknown }).input : undefined;
    ipcCalls.push({ channel, input });
    // The refusal main's router would return (a Result, as over Electron's IPC); the handler never runs.
    const refusal = failChannels.get(channel);
    if (refusal) return { ok: false, error: refusal };
    return ctx.router.dispatch(channel, payload, sender);
  }

  const deliver = (contextId: number, id: number, ok: boolean, text: string) =>
    cdp
      .send('Runtime.evaluate', {
        expression: `window[${JSON.stringify(DELIVER_FUNCTION)}](${id}, ${ok}, ${JSON.stringify(text)})`,
        contextId,
      })
      // The page may have navigated or closed meanwhile: its call went with it, as in Electron.
      .catch(() => undefined);

  cdp.on('Runtime.bindingCalled', ({ name, payload, executionContextId }) => {
    if (name !== INVOKE_BINDING) return;
    let call: { id: number; channel: unknown; args: unknown[] };
    try {
      call = decodeIpc(payload) as typeof call;
    } catch {
      return; // Not the preload's call (it always sends JSON): nothing to answer.
    }
    const sender = senderOf(executionContextId);
    const answer = sender
      ? invoke(call.channel, call.args, sender)
      : Promise.reject(new Error('The call came from a script context that belongs to no frame'));
    answer.then(
      (result) => deliver(executionContextId, call.id, true, encodeIpc(result)),
      (error: unknown) =>
        deliver(executionContextId, call.id, false, error instanceof Error ? error.message : String(error)),
    );
  });
  await cdp.send('Runtime.addBinding', { name: INVOKE_BINDING });

  await page.exposeBinding(SEND_BINDING, (source, channel: unknown, requestId: unknown) => {
    if (channel !== CANCEL_CHANNEL) return; // main listens on no other channel
    ctx.router.cancel(requestId, { url: source.frame.url(), isMainFrame: source.frame === source.page.mainFrame() });
  });
  await page.addInitScript({ content: preloadInitScript(PRELOAD_PATH) });

  // Through the same CDP session as the answers, so an event main sent before an answer
  // arrives before it, as both do over Electron's one IPC pipe.
  return ctx.onEvent((name, payload) => {
    const detail = encodeIpc({ channel: EVENT_PREFIX + name, payload });
    cdp
      .send('Runtime.evaluate', {
        expression: `window.dispatchEvent(new CustomEvent(${JSON.stringify(EVENT_DOM_EVENT)}, { detail: ${JSON.stringify(detail)} }))`,
      })
      .catch(() => undefined); // The page may be navigating or closed; a lost event is not the test's subject.
  });
}
