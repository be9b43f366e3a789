// Every keyboard shortcut VinDesk has, written once. The window's key handlers, the
// menu's accelerators (electron/platform/desktop/app-menu.ts) and the keyboard sheet
// all read this list, so the sheet cannot name a key the app does not answer to.

/** A key with its modifiers. `mod` is Ctrl, or ⌘ on an Apple keyboard, as Electron's CmdOrCtrl. */
export interface KeyChord {
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
  /** KeyboardEvent.key, compared without case: "k", "?", "ArrowLeft", "Escape". */
  key: string;
}

export type ShortcutGroup = 'Anywhere' | 'Search results' | 'Recent VINs' | 'Photos' | 'Dialogs';

export interface Shortcut {
  id: string;
  /** What the keys do, in a salesperson's words. */
  does: string;
  group: ShortcutGroup;
  /** One or more chords that do the same thing (Page Up and Page Down are one line). */
  keys: readonly KeyChord[];
  /** Where a Mac has its own habit (⌘[ for Back, as in Safari and Finder). */
  appleKeys?: readonly KeyChord[];
}

export const SHORTCUTS = {
  commandBar: {
    id: 'command-bar',
    does: 'Look up a VIN or a plate',
    group: 'Anywhere',
    keys: [{ mod: true, key: 'k' }],
  },
  keyboardSheet: {
    id: 'keyboard-sheet',
    does: 'Show these keyboard shortcuts',
    group: 'Anywhere',
    keys: [{ key: '?' }],
  },
  back: {
    id: 'back',
    does: 'Go back to the last screen',
    group: 'Anywhere',
    keys: [{ alt: true, key: 'ArrowLeft' }],
    appleKeys: [{ mod: true, key: '[' }],
  },
  forward: {
    id: 'forward',
    does: 'Go forward again',
    group: 'Anywhere',
    keys: [{ alt: true, key: 'ArrowRight' }],
    appleKeys: [{ mod: true, key: ']' }],
  },
  print: { id: 'print', does: 'Print this screen', group: 'Anywhere', keys: [{ mod: true, key: 'p' }] },
  savePdf: {
    id: 'save-pdf',
    does: 'Save this screen as a PDF',
    group: 'Anywhere',
    keys: [{ mod: true, shift: true, key: 's' }],
  },
  // Electron's own zoom roles; listed so a person finds them (app-menu.ts keeps the roles' keys).
  zoomIn: { id: 'zoom-in', does: 'Make everything bigger', group: 'Anywhere', keys: [{ mod: true, key: '+' }] },
  zoomOut: { id: 'zoom-out', does: 'Make everything smaller', group: 'Anywhere', keys: [{ mod: true, key: '-' }] },
  resetZoom: { id: 'reset-zoom', does: 'Back to normal size', group: 'Anywhere', keys: [{ mod: true, key: '0' }] },
  rowNext: {
    id: 'row-next',
    does: 'Next or previous car',
    group: 'Search results',
    keys: [{ key: 'ArrowDown' }, { key: 'ArrowUp' }],
  },
  rowJump: {
    id: 'row-jump',
    does: 'Eight cars down or up',
    group: 'Search results',
    keys: [{ key: 'PageDown' }, { key: 'PageUp' }],
  },
  rowEnds: {
    id: 'row-ends',
    does: 'First or last car',
    group: 'Search results',
    keys: [{ key: 'Home' }, { key: 'End' }],
  },
  recentNext: {
    id: 'recent-next',
    does: 'Next or previous recent VIN',
    group: 'Recent VINs',
    keys: [{ key: 'ArrowRight' }, { key: 'ArrowLeft' }],
  },
  recentEnds: {
    id: 'recent-ends',
    does: 'First or last recent VIN',
    group: 'Recent VINs',
    keys: [{ key: 'Home' }, { key: 'End' }],
  },
  photoNext: {
    id: 'photo-next',
    does: 'Next or previous photo',
    group: 'Photos',
    keys: [{ key: 'ArrowRight' }, { key: 'ArrowLeft' }],
  },
  close: { id: 'close', does: 'Close the open window or list', group: 'Dialogs', keys: [{ key: 'Escape' }] },
} as const satisfies Record<string, Shortcut>;

export const SHORTCUT_GROUPS: readonly ShortcutGroup[] = [
  'Anywhere',
  'Search results',
  'Recent VINs',
  'Photos',
  'Dialogs',
];

/** The chords in force on this platform. */
export function chordsOf(shortcut: Shortcut, apple: boolean): readonly KeyChord[] {
  return apple && shortcut.appleKeys ? shortcut.appleKeys : shortcut.keys;
}

/** Electron's accelerator for a chord ("CmdOrCtrl+Shift+S"): https://www.electronjs.org/docs/latest/api/accelerator */
export function acceleratorOf(chord: KeyChord): string {
  const key = chord.key.length === 1 ? chord.key.toUpperCase() : chord.key.replace(/^Arrow/, '');
  return [chord.mod && 'CmdOrCtrl', chord.alt && 'Alt', chord.shift && 'Shift', key].filter(Boolean).join('+');
}

const KEY_NAMES: Record<string, string> = {
  ArrowLeft: '←',
  ArrowRight: '→',
  ArrowUp: '↑',
  ArrowDown: '↓',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
  Escape: 'Esc',
};

/** The key caps a person presses, as printed on their keyboard: ["Ctrl", "Shift", "S"] or ["⌘", "⇧", "S"]. */
export function keyCapsOf(chord: KeyChord, apple: boolean): string[] {
  const caps: string[] = [];
  if (chord.mod) caps.push(apple ? '⌘' : 'Ctrl');
  if (chord.alt) caps.push(apple ? '⌥' : 'Alt');
  if (chord.shift) caps.push(apple ? '⇧' : 'Shift');
  caps.push(KEY_NAMES[chord.key] ?? (chord.key.length === 1 ? chord.key.toUpperCase() : chord.key));
  return caps;
}

interface PressedKeys {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/**
 * True when the press is the chord. Ctrl and ⌘ both count as `mod`, so one handler serves
 * every keyboard. A chord whose key is itself shifted ("?") ignores Shift.
 */
export function pressMatches(event: PressedKeys, chord: KeyChord): boolean {
  if (event.key.toLowerCase() !== chord.key.toLowerCase()) return false;
  if ((event.ctrlKey || event.metaKey) !== Boolean(chord.mod)) return false;
  if (event.altKey !== Boolean(chord.alt)) return false;
  const shiftedSymbol = chord.key.length === 1 && chord.key.toLowerCase() === chord.key.toUpperCase();
  return shiftedSymbol || event.shiftKey === Boolean(chord.shift);
}
