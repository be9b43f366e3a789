// Apple keyboards say ⌘ where the others say Ctrl; shortcuts accept either
// modifier so the same handler works everywhere, but the label should match
// the keys the user actually has.

export function isApplePlatform(): boolean {
  return /Mac|iPhone|iPad/i.test(navigator.platform || navigator.userAgent);
}

export function modifierLabel(): string {
  return isApplePlatform() ? '⌘' : 'Ctrl';
}
