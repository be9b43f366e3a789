import { Button } from './button';
import { CloseIcon } from './icons';

export interface ToastItem {
  id: string;
  tone: 'info' | 'success' | 'warning' | 'danger';
  title: string;
  message?: string;
  action?: { label: string; href: string };
}

interface ToastRegionProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
}

/**
 * Notices in the corner. The list is a polite live region so new notices are
 * read out without stealing focus; they stay until dismissed because the
 * things they report (a reset settings file) need reading, not a timer.
 */
export function ToastRegion({ toasts, onDismiss }: ToastRegionProps) {
  return (
    <section aria-label="Notifications" className="toast-section">
      <ul className="toast-region" aria-live="polite">
        {toasts.map((toast) => (
          <li key={toast.id} className={`toast toast--${toast.tone}`}>
            <div className="toast__body">
              <p className="toast__title">{toast.title}</p>
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
