// Apple keyboards say ⌘ where the others say Ctrl; shortcuts accept either
// modifier so the same handler works everywhere, but the label should match
// the keys the user actually has.

function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);
}

export function modifierLabel(): string {
  return isApplePlatform() ? '⌘' : 'Ctrl';
}

/** True for Ctrl+<key> or ⌘+<key> with no other modifier. */
export function isModShortcut(event: KeyboardEvent, key: string): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === key.toLowerCase()
  );
}
