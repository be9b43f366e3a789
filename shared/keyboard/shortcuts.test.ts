import { describe, expect, it } from 'vitest';
import { SHORTCUTS, SHORTCUT_GROUPS, acceleratorOf, chordsOf, keyCapsOf, pressMatches } from './shortcuts';

const press = (key: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('keyboard shortcuts', () => {
  it('takes Ctrl or ⌘ for the command bar, and nothing else', () => {
    const [chord] = SHORTCUTS.commandBar.keys;
    expect(pressMatches(press('k', { ctrlKey: true }), chord)).toBe(true);
    expect(pressMatches(press('K', { metaKey: true }), chord)).toBe(true);
    expect(pressMatches(press('k'), chord)).toBe(false);
    expect(pressMatches(press('k', { ctrlKey: true, shiftKey: true }), chord)).toBe(false);
    expect(pressMatches(press('k', { ctrlKey: true, altKey: true }), chord)).toBe(false);
  });

  it('takes "?" however the keyboard layout reaches it, but not with Ctrl', () => {
    const [chord] = SHORTCUTS.keyboardSheet.keys;
    expect(pressMatches(press('?', { shiftKey: true }), chord)).toBe(true);
    expect(pressMatches(press('?'), chord)).toBe(true);
    expect(pressMatches(press('?', { ctrlKey: true }), chord)).toBe(false);
    expect(pressMatches(press('/', { shiftKey: true }), chord)).toBe(false);
  });

  it('uses the Mac habit for Back where there is one', () => {
    expect(chordsOf(SHORTCUTS.back, false)).toEqual([{ alt: true, key: 'ArrowLeft' }]);
    expect(chordsOf(SHORTCUTS.back, true)).toEqual([{ mod: true, key: '[' }]);
    expect(chordsOf(SHORTCUTS.print, true)).toEqual(SHORTCUTS.print.keys);
  });

  it('writes Electron accelerators and key caps for each keyboard', () => {
    expect(acceleratorOf({ mod: true, shift: true, key: 's' })).toBe('CmdOrCtrl+Shift+S');
    expect(acceleratorOf({ alt: true, key: 'ArrowLeft' })).toBe('Alt+Left');
    expect(keyCapsOf({ mod: true, shift: true, key: 's' }, false)).toEqual(['Ctrl', 'Shift', 'S']);
    expect(keyCapsOf({ mod: true, shift: true, key: 's' }, true)).toEqual(['⌘', '⇧', 'S']);
    expect(keyCapsOf({ alt: true, key: 'ArrowRight' }, false)).toEqual(['Alt', '→']);
    expect(keyCapsOf({ key: 'PageDown' }, false)).toEqual(['Page Down']);
  });

  it('gives every shortcut its own id and a group the sheet shows', () => {
    const ids = Object.values(SHORTCUTS).map((shortcut) => shortcut.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const shortcut of Object.values(SHORTCUTS)) expect(SHORTCUT_GROUPS).toContain(shortcut.group);
  });
});
