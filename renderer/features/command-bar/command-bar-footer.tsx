import { Kbd } from '../../ui/kbd';

/** The keys the bar answers to; a reminder only, so hidden from assistive technology. */
export function CommandBarFooter() {
  return (
    <div className="command-bar__footer" aria-hidden="true">
      <span>
        <Kbd keys={['Enter']} /> open
      </span>
      <span>
        <Kbd keys={['Esc']} /> close
      </span>
    </div>
  );
}
