import { describe, expect, it } from 'vitest';
import { createCrashRecovery, type ChoiceMessage } from './crash-recovery';

interface OpenDialog {
  message: ChoiceMessage;
  answer(index: number): void;
  fail(error: Error): void;
}

/** A dialog the test answers when it chooses; an aborted one answers its cancel button, as Electron's does. */
function setup() {
  const dialogs: OpenDialog[] = [];
  const calls: string[] = [];
  const logs: string[] = [];
  const recovery = createCrashRecovery({
    showChoice: (message) =>
      new Promise<number>((resolve, reject) => {
        dialogs.push({ message, answer: resolve, fail: reject });
        message.signal?.addEventListener('abort', () => resolve(message.cancelId));
      }),
    reload: () => calls.push('reload'),
    quit: () => calls.push('quit'),
    log: (message) => logs.push(message),
  });
  const open = () => dialogs.filter((dialog) => !dialog.message.signal?.aborted);
  return { recovery, dialogs, calls, logs, open };
}

const CRASH_REASONS = ['crashed', 'oom', 'killed', 'launch-failed', 'abnormal-exit', 'integrity-failure'];

describe('when the renderer is gone', () => {
  it.each(CRASH_REASONS)('after "%s" logs and offers Reload, which reloads', async (reason) => {
    const { recovery, dialogs, calls, logs } = setup();
    const done = recovery.onRenderProcessGone({ reason, exitCode: 9 });
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.message.buttons).toEqual(['Reload', 'Quit']);
    expect(dialogs[0]!.message.detail).toBe(
      `Reload to open it again; your key, settings, saved searches and recall sweep are kept. (Reason: ${reason}, exit code 9.)`,
    );
    // Esc means Reload, never Quit.
    expect(dialogs[0]!.message.cancelId).toBe(0);
    expect(logs).toEqual([`The window's renderer is gone: ${reason} (exit code 9).`]);
    dialogs[0]!.answer(0);
    await done;
    expect(calls).toEqual(['reload']);
  });

  it.each(CRASH_REASONS)('after "%s" quits when Quit is chosen', async (reason) => {
    const { recovery, dialogs, calls } = setup();
    const done = recovery.onRenderProcessGone({ reason, exitCode: 1 });
    dialogs[0]!.answer(1);
    await done;
    expect(calls).toEqual(['quit']);
  });

  it('names each known reason in plain words', () => {
    const titles = CRASH_REASONS.map((reason) => {
      const { recovery, dialogs } = setup();
      void recovery.onRenderProcessGone({ reason, exitCode: 1 });
      return dialogs[0]!.message.title;
    });
    expect(titles).toEqual([
      'The VinDesk window crashed',
      'The VinDesk window ran out of memory',
      'The VinDesk window was ended by another program or the system',
      'The VinDesk window could not start',
      'The VinDesk window stopped unexpectedly',
      'The VinDesk window failed a code integrity check',
    ]);
  });

  it('offers Reload too for a reason this code does not know yet, since the window is blank either way', async () => {
    const { recovery, dialogs, calls } = setup();
    const done = recovery.onRenderProcessGone({ reason: 'memory-eviction', exitCode: 0 });
    expect(dialogs[0]!.message.title).toBe('The VinDesk window stopped unexpectedly');
    dialogs[0]!.answer(0);
    await done;
    expect(calls).toEqual(['reload']);
  });

  it('does nothing after a clean exit', async () => {
    const { recovery, dialogs, calls, logs } = setup();
    await recovery.onRenderProcessGone({ reason: 'clean-exit', exitCode: 0 });
    expect(dialogs).toEqual([]);
    expect(calls).toEqual([]);
    expect(logs).toEqual([]);
  });

  it('asks once when the crash is reported twice', async () => {
    const { recovery, dialogs, calls } = setup();
    const first = recovery.onRenderProcessGone({ reason: 'crashed', exitCode: 11 });
    await recovery.onRenderProcessGone({ reason: 'crashed', exitCode: 11 });
    expect(dialogs).toHaveLength(1);
    dialogs[0]!.answer(0);
    await first;
    expect(calls).toEqual(['reload']);
  });

  it('asks again about a later crash, once the first is answered', async () => {
    const { recovery, dialogs, calls } = setup();
    const first = recovery.onRenderProcessGone({ reason: 'crashed', exitCode: 11 });
    dialogs[0]!.answer(0);
    await first;
    const second = recovery.onRenderProcessGone({ reason: 'oom', exitCode: 9 });
    expect(dialogs).toHaveLength(2);
    dialogs[1]!.answer(1);
    await second;
    expect(calls).toEqual(['reload', 'quit']);
  });

  it('logs a failed dialog and is ready to ask again', async () => {
    const { recovery, dialogs, calls, logs } = setup();
    const first = recovery.onRenderProcessGone({ reason: 'crashed', exitCode: 11 });
    dialogs[0]!.fail(new Error('no display'));
    await first;
    expect(calls).toEqual([]);
    expect(logs.at(-1)).toBe('The recovery dialog failed: no display');
    void recovery.onRenderProcessGone({ reason: 'crashed', exitCode: 11 });
    expect(dialogs).toHaveLength(2);
  });
});

describe('when the window hangs', () => {
  it('offers Reload or Keep waiting, Esc meaning Keep waiting; Reload reloads', async () => {
    const { recovery, dialogs, calls, logs } = setup();
    const done = recovery.onUnresponsive();
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]!.message).toMatchObject({
      title: 'VinDesk is not responding',
      detail: 'The window has stopped responding. Reload it, or keep waiting for it to recover.',
      buttons: ['Reload', 'Keep waiting'],
      cancelId: 1,
    });
    expect(logs).toEqual(['The window is not responding.']);
    dialogs[0]!.answer(0);
    await done;
    expect(calls).toEqual(['reload']);
  });

  it('does nothing on Keep waiting', async () => {
    const { recovery, dialogs, calls } = setup();
    const done = recovery.onUnresponsive();
    dialogs[0]!.answer(1);
    await done;
    expect(calls).toEqual([]);
  });

  it('does nothing when the window recovered while the dialog was open, whatever the answer', async () => {
    const { recovery, dialogs, calls, logs } = setup();
    const done = recovery.onUnresponsive();
    recovery.onResponsive();
    expect(logs.at(-1)).toBe('The window is responding again.');
    // The dialog is told to close itself; a person may still have clicked Reload first.
    expect(dialogs[0]!.message.signal?.aborted).toBe(true);
    dialogs[0]!.answer(0);
    await done;
    expect(calls).toEqual([]);
  });

  it('never shows a second dialog while one is open', async () => {
    const { recovery, dialogs, calls } = setup();
    const done = recovery.onUnresponsive();
    await recovery.onUnresponsive();
    expect(dialogs).toHaveLength(1);
    dialogs[0]!.answer(0);
    await done;
    expect(calls).toEqual(['reload']);
  });

  it('does not ask about a hang while the crash question is open', async () => {
    const { recovery, dialogs, calls } = setup();
    const crash = recovery.onRenderProcessGone({ reason: 'crashed', exitCode: 11 });
    await recovery.onUnresponsive();
    expect(dialogs).toHaveLength(1);
    dialogs[0]!.answer(1);
    await crash;
    expect(calls).toEqual(['quit']);
  });

  it('asks again after a new hang once the window had recovered', async () => {
    const { recovery, dialogs, calls } = setup();
    const first = recovery.onUnresponsive();
    dialogs[0]!.answer(1);
    await first;
    recovery.onResponsive();
    const second = recovery.onUnresponsive();
    expect(dialogs).toHaveLength(2);
    dialogs[1]!.answer(0);
    await second;
    expect(calls).toEqual(['reload']);
  });

  it('replaces the hang question with the crash question when the renderer dies meanwhile', async () => {
    const { recovery, dialogs, calls, open } = setup();
    const hang = recovery.onUnresponsive();
    const crash = recovery.onRenderProcessGone({ reason: 'killed', exitCode: 15 });
    await crash;
    // The hang dialog closed itself; the crash one follows, and only ever one is open.
    expect(dialogs[0]!.message.signal?.aborted).toBe(true);
    await expect.poll(() => dialogs.length).toBe(2);
    expect(open()).toHaveLength(1);
    expect(dialogs[1]!.message.buttons).toEqual(['Reload', 'Quit']);
    dialogs[1]!.answer(1);
    await hang;
    expect(calls).toEqual(['quit']);
  });

  it('hears "responding" only after a hang, and once', async () => {
    const { recovery, dialogs, logs } = setup();
    recovery.onResponsive();
    expect(logs).toEqual([]);
    const done = recovery.onUnresponsive();
    recovery.onResponsive();
    recovery.onResponsive();
    dialogs[0]!.answer(1);
    await done;
    expect(logs).toEqual(['The window is not responding.', 'The window is responding again.']);
  });

  it('after Reload, the hang is over: a late "responding" is not news', async () => {
    const { recovery, dialogs, logs } = setup();
    const done = recovery.onUnresponsive();
    dialogs[0]!.answer(0);
    await done;
    recovery.onResponsive();
    expect(logs).toEqual(['The window is not responding.']);
  });

  it('after a crash, the hang is over too', async () => {
    const { recovery, dialogs, logs } = setup();
    const hang = recovery.onUnresponsive();
    await recovery.onRenderProcessGone({ reason: 'crashed', exitCode: 11 });
    await expect.poll(() => dialogs.length).toBe(2);
    recovery.onResponsive();
    dialogs[1]!.answer(0);
    await hang;
    expect(logs).toEqual(['The window is not responding.', "The window's renderer is gone: crashed (exit code 11)."]);
  });
});
