import { useEffect } from 'react';
import { SHORTCUTS, chordsOf, pressMatches, type Shortcut } from '../../shared/keyboard/shortcuts';
import { useUiStore } from '../stores/ui-store';
import { isApplePlatform } from '../ui/shortcut';

/** Where typing "?" or Alt+← means the text, not a shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || target.closest('input, textarea, select') !== null;
}

/**
 * The window's own keys: ? opens the keyboard sheet, Alt+← and Alt+→ (⌘[ and ⌘] on a Mac)
 * go Back and Forward through the screens (each screen is a history entry: route-store.ts).
 */
export function useAppHotkeys(): void {
  const openSheet = useUiStore((state) => state.openKeyboardSheet);
  useEffect(() => {
    const apple = isApplePlatform();
    const pressed = (event: KeyboardEvent, shortcut: Shortcut) =>
      chordsOf(shortcut, apple).some((chord) => pressMatches(event, chord));
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || isTyping(event.target)) return;
      // A dialog already open keeps its own keys (the photo viewer's arrows, the sheet's Esc).
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      if (pressed(event, SHORTCUTS.keyboardSheet)) {
        event.preventDefault();
        openSheet();
      } else if (pressed(event, SHORTCUTS.back)) {
        event.preventDefault();
        history.back();
      } else if (pressed(event, SHORTCUTS.forward)) {
        event.preventDefault();
        history.forward();
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [openSheet]);
}
