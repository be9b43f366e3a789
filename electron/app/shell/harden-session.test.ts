import { describe, expect, it, vi } from 'vitest';
import type { ElectronStandIn } from '../../test-support/electron-stand-in';
import { guardWebContents } from './harden-session';

// Issue 37 item 2: window.open must not get around the allow-list of shell.openExternal.
// The hardening runs against the strict electron stand-in, which records every page
// handed to the system browser.

const held = vi.hoisted(() => ({ standIn: null as ElectronStandIn | null }));
vi.mock('electron', async () => {
  const { createElectronStandIn } = await import('../../test-support/electron-stand-in');
  held.standIn = createElectronStandIn({ isPackaged: true, paths: {} });
  return held.standIn.module;
});

const APP_URL = 'app://vindesk/index.html';

describe('guardWebContents', () => {
  it('denies every window.open and hands none of them to the system browser, https or not', () => {
    const standIn = held.standIn;
    if (!standIn) throw new Error('the electron stand-in was not loaded');
    guardWebContents(APP_URL);
    standIn.makeReady();
    const BrowserWindow = standIn.module.BrowserWindow as new (options: Record<string, unknown>) => unknown;
    new BrowserWindow({});
    const contents = standIn.record.windows[0]!.webContents;
    for (const url of [
      'https://evil.example/login',
      'https://www.nhtsa.gov/recalls?nhtsaId=24V123000',
      'http://example.com/',
      'file:///etc/passwd',
    ]) {
      expect(contents.windowOpenHandler?.({ url }), url).toEqual({ action: 'deny' });
    }
    expect(standIn.record.externalUrls).toEqual([]);
  });
});
