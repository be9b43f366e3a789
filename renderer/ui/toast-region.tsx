import type { ToastItem } from '../stores/notice-store';
import { Button } from './button';
import { CloseIcon } from './icons';

interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
}

/**
 * Notices in the corner. The list is a polite live region so new notices are
 * read out without stealing focus. No timer closes them, because what they
 * report (a reset settings file) needs reading; each has its own Dismiss
 * button, and the store drops a notice by itself once its problem has cleared.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  return (
    <section aria-label="Notifications" className="toast-section">
      <ul className="toast-region" aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.tone}`}>
            <div className="toast__body">
              <p className="toast__title">
                {toast.title}
                {toast.count !== undefined && toast.count > 1 && (
                  <>
                    <span className="toast__count" aria-hidden="true">
                      {' '}
                      ×{toast.count}
                    </span>
                    <span className="sr-only">, {toast.count} times</span>
                  </>
                )}
              </p>
              {toast.message && <p className="toast__message">{toast.message}</p>}
              {toast.action && (
                <a className="toast__action" href={toast.action.href} onClick={() => onDismiss(toast.id)}>
                  {toast.action.label}
                </a>
              )}
            </div>
            <Button
              variant="ghost"
              size="sm"
              iconOnly
              icon={<CloseIcon size={16} />}
              aria-label={`Dismiss: ${toast.title}`}
              onClick={() => onDismiss(toast.id)}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
