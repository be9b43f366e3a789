import type { SandboxState } from '../../shared/ipc/app-channels';

/**
 * The demo sandbox's start in the top bar: a labeled progress bar while it prepares
 * data (searching already works once it serves; the rest, like the VIN decoder, follows).
 */
export function SandboxProgress({ sandbox }: { sandbox: SandboxState }) {
  const preparing =
    sandbox.state === 'starting' ||
    (sandbox.state === 'ready' && sandbox.progress !== undefined && sandbox.progress < 1);
  if (!preparing) return null;
  const detail = sandbox.detail ?? 'Preparing demo data';
  const percent = sandbox.progress === undefined ? undefined : Math.round(sandbox.progress * 100);
  return (
    <div className="sandbox-progress" role="status">
      <span className="sandbox-progress__label">
        {detail}
        {percent === undefined ? '…' : ` ${percent}%`}
      </span>
      {/* No value while the share done is unknown: an indeterminate bar, not a false 0%. */}
      <progress
        className="sandbox-progress__bar"
        aria-label={`Demo data: ${detail}`}
        max={100}
        {...(percent === undefined ? {} : { value: percent })}
      />
    </div>
  );
}
