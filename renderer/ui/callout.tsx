import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon, WarningIcon } from './icons';

interface CalloutProps {
  tone?: 'info' | 'warning' | 'danger';
  title?: ReactNode;
  children?: ReactNode;
  /** 'alert' when it appears in response to something the user did and must be announced. */
  role?: 'alert' | 'status';
}

export function Callout({ tone = 'info', title, children, role }: CalloutProps) {
  const icon = tone === 'info' ? <InfoIcon /> : tone === 'warning' ? <WarningIcon /> : <AlertIcon />;
  return (
    <div className={`callout callout--${tone}`} role={role}>
      {icon}
      <div className="callout__body">
        {title && <p className="callout__title">{title}</p>}
        {children}
      </div>
    </div>
  );
}
