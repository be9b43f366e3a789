import { Callout } from '../../ui/callout';

/** Why the key cannot be kept between sessions, and that VinDesk still works for this one. */
export function KeychainUnavailableCallout({ problem }: { problem: string | undefined }) {
  return (
    <Callout tone="warning" title="The system keychain can’t be used right now">
      <p>
        {problem ??
          'VinDesk could not reach your operating system’s keychain, so it cannot keep the key safely between sessions.'}
      </p>
      <p>
        You can still use VinDesk: keep the key in memory for this session only. You will be asked for it again after
        restarting.
      </p>
    </Callout>
  );
}
