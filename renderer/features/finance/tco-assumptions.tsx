import { formatCents, formatDollars } from '../../ui/format-money';
import { milesNote } from './tco-miles-note';
import type { TcoDeal } from './tco-rows';

interface TcoAssumptionsProps {
  /** The miles a year the figures are at; null when the estimate does not say and nothing could be scaled. */
  milesPerYear: number | null;
  /** The ZIP the estimate priced, else the one asked about. */
  zip: string | null;
  deal: TcoDeal | null;
  /** A live key: the figures are auto.dev's estimate, which the buyer may want named. */
  live: boolean;
}

/** What the five-year cost rests on, in a buyer's words: the miles, the ZIP and the loan. */
export function TcoAssumptions({ milesPerYear, zip, deal, live }: TcoAssumptionsProps) {
  return (
    <div className="tco-assumptions">
      <h3>Assumptions</h3>
      <ul>
        <li>
          {milesPerYear === null
            ? 'Miles a year: not known, so every line is as estimated'
            : `About ${milesPerYear.toLocaleString('en-US')} miles a year. ${milesNote()}`}
        </li>
        <li>
          {zip ? `Insurance, taxes and fees for ZIP code ${zip}` : 'Insurance, taxes and fees for a typical ZIP code'}
        </li>
        {deal ? (
          <li>
            The deal: price {formatDollars(deal.price)}, down payment {formatDollars(deal.downPayment)}
            {deal.tradeIn > 0 ? `, trade-in ${formatDollars(deal.tradeIn)}` : ''}; {formatCents(deal.amountFinanced)}{' '}
            financed at {deal.apr.toFixed(2)}% APR for {deal.term} months (finance interest is this loan’s)
          </li>
        ) : (
          <li>The deal is not complete, so finance interest is for a typical loan on this car</li>
        )}
        {live && <li>Estimated by auto.dev</li>}
      </ul>
    </div>
  );
}
