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
    expect(fileCheck({ url: 'file:///opt/VinDesk/resources/app.asar/out/renderer/index.html#/lot', isMainFrame: true })).toBe(true);
    expect(fileCheck({ url: 'file:///tmp/evil.html', isMainFrame: true })).toBe(false);
    expect(fileCheck({ url: 'https://example.com/', isMainFrame: true })).toBe(false);
  });
});
