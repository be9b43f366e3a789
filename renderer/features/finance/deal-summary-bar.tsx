import type { Deal } from '../../../shared/finance/deal-model';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import { formatCents } from '../../ui/format-money';

interface DealSummaryBarProps {
  deal: Deal | null;
  /** The deal as typed, for the price and term while the payment waits. */
  values: QuoteValues | null;
  /** Why there is no payment yet, in words. */
  waiting: string;
}

/**
 * The result of the deal, kept in view at the top of the screen while any field is edited
 * (issue 36, item 3): price, amount financed, APR, term, payment and out-the-door price.
 */
export function DealSummaryBar({ deal, values, waiting }: DealSummaryBarProps) {
  const figures: [string, string][] = [
    ['Price', values ? formatCents(values.price) : '—'],
    ['Amount financed', deal ? formatCents(deal.financed.total) : '—'],
    ['APR', deal ? `${deal.apr.toFixed(2)}%` : '—'],
    ['Term', values ? `${values.term} months` : '—'],
    ['Payment', deal ? `${formatCents(deal.monthly)}/mo` : '—'],
    ['Out the door', deal?.outTheDoor ? formatCents(deal.outTheDoor.total) : '—'],
  ];
  return (
    <section className="deal-summary-bar" aria-label="Quote summary">
      <dl className="deal-summary-bar__figures">
        {figures.map(([label, value]) => (
          <div key={label} className={label === 'Payment' ? 'deal-summary-bar__payment' : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {!deal && (
        <p className="deal-summary-bar__waiting" role="status">
          {waiting}
        </p>
      )}
    </section>
  );
}
