import { describe, expect, it } from 'vitest';
import { createSenderCheck } from './trusted-sender';

describe('createSenderCheck', () => {
  const devCheck = createSenderCheck('https://example.com/index.html');

  it('accepts the app’s own main frame', () => {
    expect(devCheck({ url: 'https://example.com/index.html#/search', isMainFrame: true })).toBe(true);
  });

  it('refuses a look-alike origin that merely starts with the app’s host', () => {
    expect(devCheck({ url: 'https://example.com.attacker.com/index.html', isMainFrame: true })).toBe(false);
  });

  it('refuses another scheme, port or a sub-frame of the app', () => {
    expect(devCheck({ url: 'http://example.com/index.html', isMainFrame: true })).toBe(false);
    expect(devCheck({ url: 'https://example.com:8443/index.html', isMainFrame: true })).toBe(false);
    expect(devCheck({ url: 'https://example.com/index.html', isMainFrame: false })).toBe(false);
  });

  it('refuses garbage and empty URLs', () => {
    expect(devCheck({ url: '', isMainFrame: true })).toBe(false);
    expect(devCheck({ url: 'not a url', isMainFrame: true })).toBe(false);
  });

  it('for a packaged app accepts only the bundled page, not any file', () => {
    const fileCheck = createSenderCheck('file:///opt/VinDesk/resources/app.asar/out/renderer/index.html');
    expect(
      fileCheck({ url: 'file:///opt/VinDesk/resources/app.asar/out/renderer/index.html#/lot', isMainFrame: true }),
    ).toBe(true);
    expect(fileCheck({ url: 'file:///tmp/evil.html', isMainFrame: true })).toBe(false);
    expect(fileCheck({ url: 'https://example.com/', isMainFrame: true })).toBe(false);
  });

  it('for the app:// origin compares scheme and host, since URL.origin is "null" for custom schemes', () => {
    const appCheck = createSenderCheck('app://vindesk/index.html');
    expect(appCheck({ url: 'app://vindesk/index.html#/vehicle', isMainFrame: true })).toBe(true);
    expect(appCheck({ url: 'app://vindesk/other.html', isMainFrame: true })).toBe(true);
    // Every one of these has URL.origin === "null", like the app's own page.
    expect(appCheck({ url: 'evil://vindesk/index.html', isMainFrame: true })).toBe(false);
    expect(appCheck({ url: 'app://vindesk.evil/index.html', isMainFrame: true })).toBe(false);
    expect(appCheck({ url: 'app://other/index.html', isMainFrame: true })).toBe(false);
    expect(appCheck({ url: 'app://user@vindesk/index.html', isMainFrame: true })).toBe(false);
    expect(appCheck({ url: 'data:text/html,<p>x', isMainFrame: true })).toBe(false);
    expect(appCheck({ url: 'file:///opt/VinDesk/index.html', isMainFrame: true })).toBe(false);
    expect(appCheck({ url: 'app://vindesk/index.html', isMainFrame: false })).toBe(false);
  });
});
