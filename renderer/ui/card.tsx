import { useId, type ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  description?: ReactNode;
  /** Controls at the right of the header. */
  actions?: ReactNode;
  footer?: ReactNode;
  className?: string;
  /** Plain body without padding, for lists that run edge to edge. */
  flush?: boolean;
  children?: ReactNode;
}

/** A titled surface. With a title it is a labelled region, so screen reader users can jump between cards. */
export function Card({ title, description, actions, footer, className, flush = false, children }: CardProps) {
  const titleId = useId();
  const classes = className ? `card ${className}` : 'card';
  return (
    <section className={classes} aria-labelledby={title ? titleId : undefined}>
      {(title || actions) && (
        <header className="card__header">
          <div>
            {title && <h2 id={titleId}>{title}</h2>}
            {description && <p className="card__description">{description}</p>}
          </div>
          {actions && <div className="row">{actions}</div>}
        </header>
      )}
      {children !== undefined && (flush ? children : <div className="card__body">{children}</div>)}
      {footer && <footer className="card__footer">{footer}</footer>}
    </section>
  );
}
