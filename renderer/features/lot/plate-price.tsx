import { formatMicros } from '../../../shared/spend/format-micros';
import { useCallPrice } from '../../api/use-call-price';

/**
 * What a plate lookup costs, said before the lookup: the vendor asks software to warn before
 * plate calls, the dearest lookup there is ($0.55 on Scale, docs/real-service.md row 26).
 */
export function PlatePrice() {
  const price = useCallPrice('plate');
  if (!price.ready) return null;
  const words = price.demo
    ? 'Plate lookups are free on demo data.'
    : `Each plate lookup costs ${formatMicros(price.micros)}${price.negotiated ? ' (your negotiated price)' : ''}.`;
  return (
    <p className="plate-price muted" id="plate-price" data-testid="plate-price">
      {words}
    </p>
  );
}
