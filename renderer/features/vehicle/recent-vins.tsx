import { useRef, type KeyboardEvent } from 'react';
import { hrefs } from '../../stores/routes';
import { useUiStore } from '../../stores/ui-store';

/** Recently opened VINs; Left and Right (or Home and End) move between them. */
export function RecentVins({ current }: { current?: string }) {
  const vins = useUiStore((state) => state.recentLookups).flatMap((item) => (item.kind === 'vin' ? [item.vin] : []));
  const listRef = useRef<HTMLUListElement>(null);
  if (vins.length === 0) return null;

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index === -1) return;
    const next =
      event.key === 'ArrowRight'
        ? index + 1
        : event.key === 'ArrowLeft'
          ? index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? links.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    links[(next + links.length) % links.length]?.focus();
  }

  return (
    <nav aria-label="Recent vehicles" className="recent-vins">
      <span className="muted">Recent</span>
      {/* Arrow keys move focus along the links, as in a toolbar. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <ul ref={listRef} onKeyDown={onKeyDown}>
        {vins.map((vin) => (
          <li key={vin}>
            <a className="badge mono" href={hrefs.vehicle(vin)} aria-current={vin === current ? 'page' : undefined}>
              {vin}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
