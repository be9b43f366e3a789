import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';

/** The saved address the key is not sent to yet, and the way to confirm it. */
export function UnconfirmedHostsCallout({ hosts, onConfirm }: { hosts: string[]; onConfirm: () => void }) {
  return (
    <Callout tone="warning" title={`Your API key is not sent to ${hosts.join(' and ')}`}>
      <p>
        This address was not confirmed for your key, so lookups to it stop before they leave this computer. Confirm it
        if you trust it, or change the address back.
      </p>
      <div className="row">
        <Button onClick={onConfirm}>Confirm address…</Button>
      </div>
    </Callout>
  );
}
