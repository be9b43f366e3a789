import { LOAN_TERMS, type LoanTermMonths } from '../../../shared/finance/quote-form';
import { Card } from '../../ui/card';
import { SegmentedChoice } from '../../ui/segmented-choice';

interface CompareControlsProps {
  term: LoanTermMonths;
  onTermChange: (term: LoanTermMonths) => void;
  onlyDifferences: boolean;
  onOnlyDifferencesChange: (onlyDifferences: boolean) => void;
}

/** The payment term the comparison prices, and whether rows that are the same for all are hidden. */
export function CompareControls({
  term,
  onTermChange,
  onlyDifferences,
  onOnlyDifferencesChange,
}: CompareControlsProps) {
  return (
    <Card>
      <div className="row row--between compare-controls">
        <SegmentedChoice
          legend="Payment term (months)"
          value={String(term)}
          choices={LOAN_TERMS.map((months) => ({ value: String(months), label: String(months) }))}
          onChange={(value) => onTermChange(Number(value) as LoanTermMonths)}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={onlyDifferences}
            onChange={(event) => onOnlyDifferencesChange(event.target.checked)}
          />
          Show only differences
        </label>
      </div>
    </Card>
  );
}
