// vindesk: links can arrive before the window can take them (macOS sends open-url
// before 'ready'; a link on the command line arrives with the launch). The inbox keeps
// the latest one until the page has loaded, then delivers it; later links go at once.

export interface DeepLinkInboxDeps {
  /** Sends the window there; a bad link returns the reason. */
  open(url: string): { ok: true } | { ok: false; message: string };
  /** Tells the person why a link was refused (main shows a dialog). */
  refuse(url: string, message: string): void;
}

export interface DeepLinkInbox {
  receive(url: string): void;
  /** The page has loaded: deliver what waited. Called again after a reload, it delivers nothing twice. */
  windowReady(): void;
}

export function createDeepLinkInbox(deps: DeepLinkInboxDeps): DeepLinkInbox {
  let ready = false;
  let waiting: string | null = null;

  function deliver(url: string): void {
    const result = deps.open(url);
    if (!result.ok) deps.refuse(url, result.message);
  }

  return {
    receive(url) {
      if (ready) deliver(url);
      else waiting = url; // Only the latest matters: the person clicked it last.
    },
    windowReady() {
      ready = true;
      const url = waiting;
      waiting = null;
      if (url !== null) deliver(url);
    },
  };
}
