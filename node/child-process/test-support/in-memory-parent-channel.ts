// A child process's channel to its parent, in memory: a test serves a child's message
// handling in its own process, posts what the parent would send, and reads or awaits
// what the child sends back.
import type { ParentChannel } from '../parent-channel';

export function inMemoryParentChannel<Out>() {
  const sent: Out[] = [];
  const waiting: { match: (message: Out) => boolean; done: (message: Out) => void }[] = [];
  let deliver: (message: unknown) => void = () => undefined;
  const channel: ParentChannel<Out> = {
    send: (message) => {
      sent.push(message);
      for (const waiter of waiting.filter((w) => w.match(message))) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.done(message);
      }
    },
    onMessage: (listener) => {
      deliver = listener;
    },
  };
  return {
    channel,
    /** Every message the child sent, in order. */
    sent,
    /** Delivers a message as the parent would send it, unchecked, as the real channel does. */
    post: (message: unknown) => deliver(message),
    /** Resolves with the next message the child sends that matches (every waiter it matches, not only the first). */
    next: <T extends Out>(match: (message: Out) => message is T) =>
      new Promise<T>((done) => waiting.push({ match, done: done as (message: Out) => void })),
  };
}
