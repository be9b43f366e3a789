import type { Deal } from '../../../shared/finance/deal-model';
import { dealSheetSentences } from './deal-sheet-sentences';

/** The deal's terms in words, printed on the deal sheet only, from the same deal as the screen. */
export function DealSheetTerms({ deal, creditLabel }: { deal: Deal | null; creditLabel: string }) {
  return (
    <div className="print-only deal-sheet-terms">
      <p>Prepared {new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}.</p>
      {deal && dealSheetSentences(deal, creditLabel).map((sentence) => <p key={sentence}>{sentence}</p>)}
      <p>Estimates only: rates, taxes and fees are confirmed at signing.</p>
    </div>
  );
}
