import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'demo';

interface BadgeProps {
  tone?: BadgeTone;
  /** A leading dot, for status badges. */
  dot?: boolean;
  /** Renders the badge as a link (for example the demo badge leading to Settings). */
  href?: string;
  title?: string;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', dot = false, href, title, children }: BadgeProps) {
  const className = `badge badge--${tone}`;
  const content = (
    <>
      {dot && <span className="badge__dot" aria-hidden="true" />}
      {children}
    </>
  );
  if (href) {
    return (
      <a className={className} href={href} title={title}>
        {content}
      </a>
    );
  }
  return (
    <span className={className} title={title}>
      {content}
    </span>
  );
}
