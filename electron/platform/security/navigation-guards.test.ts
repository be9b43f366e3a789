import { describe, expect, it } from 'vitest';
import { isNavigationAllowed, isSafeExternalUrl } from './navigation-guards';

describe('navigation guards', () => {
  it('keeps in-app hash navigation and refuses leaving the app', () => {
    const app = 'file:///opt/VinDesk/out/renderer/index.html';
    expect(isNavigationAllowed('file:///opt/VinDesk/out/renderer/index.html#/vehicle', app)).toBe(true);
    expect(isNavigationAllowed('https://example.com/', app)).toBe(false);
    expect(isNavigationAllowed('file:///etc/passwd', app)).toBe(false);
    expect(isNavigationAllowed('javascript:alert(1)', app)).toBe(false);
  });

  it('refuses a target or an app address that is not a URL at all', () => {
    const app = 'app://vindesk/index.html';
    expect(isNavigationAllowed('not a url', app)).toBe(false);
    expect(isNavigationAllowed('', app)).toBe(false);
    expect(isNavigationAllowed('app://vindesk/index.html', 'not a url')).toBe(false);
  });

  it('compares whole origins for a served app', () => {
    const app = 'https://example.com/index.html';
    expect(isNavigationAllowed('https://example.com/index.html#/x', app)).toBe(true);
    expect(isNavigationAllowed('https://example.com.attacker.com/index.html', app)).toBe(false);
  });

  it('opens only https links externally', () => {
    expect(isSafeExternalUrl('https://dealer.example.com/vdp/1')).toBe(true);
    expect(isSafeExternalUrl('http://dealer.example.com/')).toBe(false);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('smb://share/x')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('https://user:pw@example.com/')).toBe(false);
    // Either half of the credentials alone is refused too.
    expect(isSafeExternalUrl('https://user@example.com/')).toBe(false);
    expect(isSafeExternalUrl('https://:pw@example.com/')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });

  it('keys navigation to the app:// origin by scheme and host', () => {
    const app = 'app://vindesk/index.html';
    expect(isNavigationAllowed('app://vindesk/index.html#/lot', app)).toBe(true);
    expect(isNavigationAllowed('evil://vindesk/index.html', app)).toBe(false);
    expect(isNavigationAllowed('app://evil/index.html', app)).toBe(false);
    expect(isNavigationAllowed('file:///opt/VinDesk/out/renderer/index.html', app)).toBe(false);
    expect(isNavigationAllowed('https://vindesk/', app)).toBe(false);
    // Credentials in front of the app's own host make another address.
    expect(isNavigationAllowed('app://user@vindesk/index.html', app)).toBe(false);
    expect(isNavigationAllowed('app://:pw@vindesk/index.html', app)).toBe(false);
  });
});
