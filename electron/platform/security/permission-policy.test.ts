import { describe, expect, it } from 'vitest';
import { isPermissionGranted } from './permission-policy';
import { createSenderCheck } from './trusted-sender';

describe('isPermissionGranted', () => {
  const trusted = createSenderCheck('https://example.com/index.html');
  const own = { requestingUrl: 'https://example.com/index.html', isMainFrame: true };

  it('grants the camera to the app’s own page', () => {
    expect(isPermissionGranted({ permission: 'media', mediaTypes: ['video'], ...own }, trusted)).toBe(true);
  });

  it('refuses the microphone and unspecified media', () => {
    expect(isPermissionGranted({ permission: 'media', mediaTypes: ['audio'], ...own }, trusted)).toBe(false);
    expect(isPermissionGranted({ permission: 'media', mediaTypes: ['video', 'audio'], ...own }, trusted)).toBe(false);
    expect(isPermissionGranted({ permission: 'media', ...own }, trusted)).toBe(false);
  });

  it('refuses the camera to any other origin or a sub-frame', () => {
    expect(
      isPermissionGranted(
        {
          permission: 'media',
          mediaTypes: ['video'],
          requestingUrl: 'https://example.com.attacker.com/',
          isMainFrame: true,
        },
        trusted,
      ),
    ).toBe(false);
    expect(
      isPermissionGranted({ permission: 'media', mediaTypes: ['video'], ...own, isMainFrame: false }, trusted),
    ).toBe(false);
  });

  it.each([
    'geolocation',
    'notifications',
    'clipboard-read',
    'openExternal',
    'midi',
    'fullscreen',
    'hid',
    'serial',
    'usb',
  ])('denies %s', (permission) => {
    expect(isPermissionGranted({ permission, ...own }, trusted)).toBe(false);
  });

  it('grants clipboard writes to the app’s own page only', () => {
    const appCheck = createSenderCheck('app://vindesk/index.html');
    const write = { permission: 'clipboard-sanitized-write', isMainFrame: true };
    expect(isPermissionGranted({ ...write, requestingUrl: 'app://vindesk/index.html' }, appCheck)).toBe(true);
    expect(isPermissionGranted({ ...write, requestingUrl: 'app://evil/index.html' }, appCheck)).toBe(false);
    expect(isPermissionGranted({ ...write, requestingUrl: 'https://example.com/' }, appCheck)).toBe(false);
    expect(isPermissionGranted({ ...write, requestingUrl: 'app://vindesk/', isMainFrame: false }, appCheck)).toBe(
      false,
    );
    expect(
      isPermissionGranted(
        { permission: 'clipboard-read', requestingUrl: 'app://vindesk/', isMainFrame: true },
        appCheck,
      ),
    ).toBe(false);
  });
});
