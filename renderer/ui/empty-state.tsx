import type { ReactNode } from 'react';

interface EmptyStateProps {
  icon?: ReactNode;
  title: string;
  /** Heading level, so the empty state fits the page outline it sits in. */
  level?: 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
}

/** What a screen shows before it has anything: what will appear here and how to get it. */
export function EmptyState({ icon, title, level = 2, children, actions }: EmptyStateProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      {icon && <div className="empty-state__icon">{icon}</div>}
      <Heading>{title}</Heading>
      {children && <div className="empty-state__description">{children}</div>}
      {actions && <div className="empty-state__actions">{actions}</div>}
    </div>
  );
}
