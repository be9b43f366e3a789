import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';
import { ArrowRightIcon } from '../../ui/icons';

/** A VIN that follows the rule: Enter opens it, with a warning first when its check digit does not match. */
export function OpenVinAction({ checkDigitOk }: { checkDigitOk: boolean }) {
  return (
    <div className="stack">
      {!checkDigitOk && (
        <Callout tone="warning" title="Check digit does not match">
          <p>
            The 9th character should confirm the others on North American VINs. If this vehicle was built for North
            America, the VIN is probably mistyped.
          </p>
        </Callout>
      )}
      <div className="row row--between">
        <p className="muted">Opens the vehicle page for this VIN.</p>
        <Button type="submit" variant="primary" icon={<ArrowRightIcon size={16} />}>
          Open vehicle
        </Button>
      </div>
    </div>
  );
}
