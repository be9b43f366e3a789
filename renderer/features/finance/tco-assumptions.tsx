import { formatCents, formatDollars } from '../../ui/format-money';
import type { TcoDeal } from './tco-rows';

interface TcoAssumptionsProps {
  milesPerYear: number | null;
  /** The ZIP the service priced, else the one asked about. */
  zip: string | null;
  deal: TcoDeal | null;
}

/** What the five-year cost rests on: the miles, the ZIP and whose loan the finance interest is. */
export function TcoAssumptions({ milesPerYear, zip, deal }: TcoAssumptionsProps) {
  return (
    <div className="tco-assumptions">
      <h3>Assumptions</h3>
      <ul>
        <li>
          {milesPerYear === null
            ? 'Miles a year: not given by the service'
            : `About ${milesPerYear.toLocaleString('en-US')} miles a year (from the service’s cost per mile)`}
        </li>
        <li>ZIP code {zip ?? 'chosen by the service'} for insurance, taxes and fees</li>
        {deal ? (
          <li>
            The deal: price {formatDollars(deal.price)}, down payment {formatDollars(deal.downPayment)}
            {deal.tradeIn > 0 ? `, trade-in ${formatDollars(deal.tradeIn)}` : ''}; {formatCents(deal.amountFinanced)}{' '}
            financed at {deal.apr.toFixed(2)}% APR for {deal.term} months (finance interest is this loan’s)
          </li>
        ) : (
          <li>The deal: not complete, so finance interest is the service’s own assumption</li>
        )}
      </ul>
    </div>
  );
}
