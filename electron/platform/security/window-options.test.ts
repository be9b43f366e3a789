import { describe, expect, it } from 'vitest';
import { createWindowOptions } from './window-options';

describe('createWindowOptions', () => {
  const preferences = createWindowOptions('/app/preload.js').webPreferences ?? {};

  it('isolates the renderer and runs it in the OS sandbox', () => {
    expect(preferences.contextIsolation).toBe(true);
    expect(preferences.sandbox).toBe(true);
  });

  it('gives the renderer no Node, anywhere', () => {
    expect(preferences.nodeIntegration).toBe(false);
    expect(preferences.nodeIntegrationInWorker).toBe(false);
    expect(preferences.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security and disables webview and insecure content', () => {
    expect(preferences.webSecurity).toBe(true);
    expect(preferences.webviewTag).toBe(false);
    expect(preferences.allowRunningInsecureContent).toBe(false);
    expect(preferences.experimentalFeatures).toBe(false);
  });

  it('loads the given preload', () => {
    expect(preferences.preload).toBe('/app/preload.js');
  });

  it('has no developer tools unless asked for (only an unpackaged build asks)', () => {
    expect(preferences.devTools).toBe(false);
    expect(createWindowOptions('/app/preload.js', { devTools: true }).webPreferences?.devTools).toBe(true);
  });

  it('opens where it is placed', () => {
    const options = createWindowOptions('/app/preload.js', {
      placement: { x: -1600, y: 40, width: 1200, height: 800 },
    });
    expect(options).toMatchObject({ x: -1600, y: 40, width: 1200, height: 800 });
  });
});
