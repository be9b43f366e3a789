import { describe, expect, it } from 'vitest';
import { createDeepLinkInbox } from './deep-link-inbox';

function setup() {
  const opened: string[] = [];
  const refused: { url: string; message: string }[] = [];
  const inbox = createDeepLinkInbox({
    open(url) {
      opened.push(url);
      return url.includes('bad') ? { ok: false, message: `cannot open ${url}` } : { ok: true };
    },
    refuse: (url, message) => refused.push({ url, message }),
  });
  return { inbox, opened, refused };
}

describe('deep-link inbox', () => {
  it('holds a link that arrives before the window is ready, and delivers only the latest', () => {
    const { inbox, opened } = setup();
    inbox.receive('vindesk://vin/first');
    inbox.receive('vindesk://vin/second');
    expect(opened).toEqual([]);
    inbox.windowReady();
    expect(opened).toEqual(['vindesk://vin/second']);
  });

  it('delivers at once once the window is ready, and never twice after a reload', () => {
    const { inbox, opened } = setup();
    inbox.windowReady();
    inbox.receive('vindesk://plate/TX/ABC1234');
    inbox.windowReady();
    expect(opened).toEqual(['vindesk://plate/TX/ABC1234']);
  });

  it('hands a refused link and its reason to refuse', () => {
    const { inbox, refused } = setup();
    inbox.windowReady();
    inbox.receive('vindesk://bad');
    expect(refused).toEqual([{ url: 'vindesk://bad', message: 'cannot open vindesk://bad' }]);
  });
});
