// What main does when the window's renderer dies or hangs: ask the person whether to
// reload or quit (or wait), one question at a time. Electron stays in main.ts, which
// wires 'render-process-gone', 'unresponsive' and 'responsive' to this.

export interface ChoiceMessage {
  title: string;
  detail: string;
  buttons: string[];
  /** The button that Esc or closing the dialog means; never Quit, so a stray Esc cannot end the app. */
  cancelId: number;
  /** Aborted when the question no longer stands (the window recovered); Electron's message box closes itself on it. */
  signal?: AbortSignal;
}

export interface CrashRecoveryDeps {
  /** Shows a dialog and resolves with the index of the button chosen. */
  showChoice(message: ChoiceMessage): Promise<number>;
  reload(): void;
  quit(): void;
  log(message: string): void;
}

interface RenderProcessGone {
  reason: string;
  exitCode: number;
}

export interface CrashRecovery {
  onRenderProcessGone(details: RenderProcessGone): Promise<void>;
  onUnresponsive(): Promise<void>;
  onResponsive(): void;
}

const RELOAD = 0;
const QUIT_OR_WAIT = 1;

const CRASH_TITLES: Readonly<Record<string, string>> = {
  crashed: 'The VinDesk window crashed',
  oom: 'The VinDesk window ran out of memory',
  killed: 'The VinDesk window was ended by another program or the system',
  'launch-failed': 'The VinDesk window could not start',
  'abnormal-exit': 'The VinDesk window stopped unexpectedly',
  'integrity-failure': 'The VinDesk window failed a code integrity check',
};

function crashMessage({ reason, exitCode }: RenderProcessGone): ChoiceMessage {
  return {
    title: CRASH_TITLES[reason] ?? 'The VinDesk window stopped unexpectedly',
    detail:
      'Reload to open it again; your key, settings, saved searches and recall sweep are kept. ' +
      `(Reason: ${reason}, exit code ${exitCode}.)`,
    buttons: ['Reload', 'Quit'],
    cancelId: RELOAD,
  };
}

/** Reacts to the renderer crashing or hanging; never shows two dialogs at once. */
export function createCrashRecovery(deps: CrashRecoveryDeps): CrashRecovery {
  let dialogOpen = false;
  let hung = false;
  let hangQuestion: AbortController | undefined;
  // A crash while another question is open is asked about as soon as that one is answered.
  let pendingCrash: RenderProcessGone | undefined;

  async function ask(message: ChoiceMessage): Promise<number | undefined> {
    dialogOpen = true;
    try {
      return await deps.showChoice(message);
    } catch (error) {
      deps.log(`The recovery dialog failed: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    } finally {
      dialogOpen = false;
    }
  }

  async function askAboutCrash(details: RenderProcessGone): Promise<void> {
    const choice = await ask(crashMessage(details));
    if (choice === RELOAD) deps.reload();
    else if (choice === QUIT_OR_WAIT) deps.quit();
  }

  return {
    async onRenderProcessGone(details) {
      // The renderer ended on purpose (the window closed): nothing went wrong.
      if (details.reason === 'clean-exit') return;
      deps.log(`The window's renderer is gone: ${details.reason} (exit code ${details.exitCode}).`);
      // A dead renderer is no longer hung: the crash question replaces the hang one.
      hung = false;
      if (hangQuestion) {
        pendingCrash ??= details;
        hangQuestion.abort();
        return;
      }
      // Already asking about a crash: the same answer covers this one.
      if (dialogOpen) return;
      await askAboutCrash(details);
    },

    async onUnresponsive() {
      if (dialogOpen) return;
      deps.log('The window is not responding.');
      hung = true;
      const question = new AbortController();
      hangQuestion = question;
      const choice = await ask({
        title: 'VinDesk is not responding',
        detail: 'The window has stopped responding. Reload it, or keep waiting for it to recover.',
        buttons: ['Reload', 'Keep waiting'],
        cancelId: QUIT_OR_WAIT,
        signal: question.signal,
      });
      hangQuestion = undefined;
      const crash = pendingCrash;
      pendingCrash = undefined;
      if (crash) return askAboutCrash(crash);
      // Recovered while the dialog was open: a reload now would only throw away what is on screen.
      if (hung && choice === RELOAD) {
        hung = false;
        deps.reload();
      }
    },

    onResponsive() {
      if (!hung) return;
      deps.log('The window is responding again.');
      hung = false;
      hangQuestion?.abort();
    },
  };
}
