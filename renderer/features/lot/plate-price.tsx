import { formatMicros } from '../../../shared/spend/format-micros';
import { useCallPrice } from '../../api/use-call-price';
import { useEndpointAccess } from '../../api/use-endpoint-access';

/**
 * What a plate lookup costs, said before the lookup: the vendor asks software to warn before
 * plate calls, the dearest lookup there is ($0.55 on Scale, docs/real-service.md row 26). The
 * vehicle's card also asks its recalls and photo list (plate-vehicle.tsx), each billed once: the
 * VIN page opened from it reuses both, so those are said here too.
 */
export function PlatePrice() {
  const price = useCallPrice('plate');
  const openGate = useEndpointAccess('openrecalls');
  const recalls = useCallPrice(openGate.state === 'locked' ? 'recalls' : 'openrecalls');
  const photos = useCallPrice('photos');
  if (!price.ready) return null;
  const extras = recalls.micros + photos.micros;
  const words = price.demo
    ? 'Plate lookups are free on demo data.'
    : `Each plate lookup costs ${formatMicros(price.micros)}${price.negotiated ? ' (your negotiated price)' : ''}` +
      (extras > 0 ? `, and ${formatMicros(extras)} more for the vehicle’s recalls and photos.` : '.');
  return (
    <p className="plate-price muted" id="plate-price" data-testid="plate-price">
      {words}
    </p>
  );
}
