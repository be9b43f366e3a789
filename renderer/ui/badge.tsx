import { useId, type ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'demo';

interface BadgeProps {
  tone?: BadgeTone;
  /** A leading dot, for status badges. */
  dot?: boolean;
  /** Renders the badge as a link (for example the demo badge leading to Settings). */
  href?: string;
  title?: string;
  /**
   * Longer words about the badge, shown as its tooltip and read as its accessible
   * description (a tooltip alone never reaches keyboard or screen-reader users).
   */
  description?: string | undefined;
  children: ReactNode;
}

export function Badge({ tone = 'neutral', dot = false, href, title, description, children }: BadgeProps) {
  const descriptionId = useId();
  const className = `badge badge--${tone}`;
  const content = (
    <>
      {dot && <span className="badge__dot" aria-hidden="true" />}
      {children}
    </>
  );
  // Outside the badge, so it describes the badge without becoming part of its name.
  const hidden = description ? (
    <span id={descriptionId} className="sr-only">
      {description}
    </span>
  ) : null;
  const tooltip = description ?? title;
  const describedBy = description ? descriptionId : undefined;
  if (href) {
    return (
      <>
        <a className={className} href={href} title={tooltip} aria-describedby={describedBy}>
          {content}
        </a>
        {hidden}
      </>
    );
  }
  return (
    <>
      <span className={className} title={tooltip} aria-describedby={describedBy}>
        {content}
      </span>
      {hidden}
    </>
  );
}
