import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name of the dialog (it has no visible title of its own). */
  label: string;
  /** The element focused when the dialog opens; the first focusable one otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Keeps Tab and Shift+Tab cycling among the dialog's own controls. */
function trapTab(event: KeyboardEvent, panel: HTMLElement): void {
  const items = focusables(panel);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * A modal dialog: focus moves in on open, Tab cycles inside, Esc and a click on
 * the backdrop close it, and focus returns to where it was. The app root is made
 * inert meanwhile so neither the pointer nor a screen reader can reach it.
 */
export function Dialog({ open, onClose, label, initialFocus, className, children }: DialogProps) {
  const backdropRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  // A layout effect, so closing frees the app and gives focus back within the commit that
  // closes it, before the app's own layout effects run: a navigation in that same commit
  // (a lookup that opens a page, app-shell.tsx) then moves focus to the new screen. As a
  // passive effect, the app was still inert when the new screen tried to take focus, and
  // focus went back to the button that had opened the dialog.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    const backdrop = backdropRef.current;
    if (!open || !panel || !backdrop) return;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const appRoot = document.getElementById('root');
    appRoot?.setAttribute('inert', '');
    (initialFocus?.current ?? focusables(panel)[0] ?? panel).focus();

    // Listeners are attached here rather than as JSX props: the backdrop and the
    // dialog box are not controls themselves, they only route keys and clicks.
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab' && panel) {
        trapTab(event, panel);
      }
    }
    function onMouseDown(event: MouseEvent) {
      if (event.target === backdrop) onCloseRef.current();
    }
    panel.addEventListener('keydown', onKeyDown);
    backdrop.addEventListener('mousedown', onMouseDown);
    return () => {
      panel.removeEventListener('keydown', onKeyDown);
      backdrop.removeEventListener('mousedown', onMouseDown);
      appRoot?.removeAttribute('inert');
      // Back where it was once the commit that closes the dialog is done, and only if nothing
      // else has taken focus in it: a lookup that opens a page moves focus to the new screen
      // (app-shell.tsx). Focusing here, in the middle of that commit, made the browser work out
      // the styles of the half-replaced page at once, for nothing (7 ms of a VIN page's revisit).
      // Without scrolling: the dialog never scrolled the page away from it.
      queueMicrotask(() => {
        const focused = document.activeElement;
        const lost = focused === null || focused === document.body || !focused.isConnected;
        if (lost && previouslyFocused?.isConnected) previouslyFocused.focus({ preventScroll: true });
      });
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return createPortal(
    <div ref={backdropRef} className="dialog-backdrop">
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        tabIndex={-1}
        className={className ? `dialog ${className}` : 'dialog'}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
