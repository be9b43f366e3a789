import { CREDIT_TIERS, LOAN_TERMS, type CreditTier, type LoanTermMonths } from '../../../shared/finance/quote-form';
import { Card } from '../../ui/card';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { CompareAssumptionsErrors, CompareAssumptionsForm } from './compare-assumptions';

interface CompareControlsProps {
  form: CompareAssumptionsForm;
  errors: CompareAssumptionsErrors;
  onChange: (patch: Partial<CompareAssumptionsForm>) => void;
  onlyDifferences: boolean;
  onOnlyDifferencesChange: (onlyDifferences: boolean) => void;
}

const TERM_CHOICES = LOAN_TERMS.map((months) => ({ value: String(months), label: String(months) }));
const CREDIT_CHOICES = CREDIT_TIERS.map((tier) => ({ value: tier.value, label: tier.label }));

/** The one buyer every car is priced for, and whether rows that are the same for all are hidden. */
export function CompareControls({
  form,
  errors,
  onChange,
  onlyDifferences,
  onOnlyDifferencesChange,
}: CompareControlsProps) {
  return (
    <Card title="The buyer" description="Every car is priced for this buyer, kept for next time.">
      <form className="form-grid compare-controls" onSubmit={(event) => event.preventDefault()} noValidate>
        <TextField
          label="ZIP code"
          inputMode="numeric"
          maxLength={5}
          value={form.zip}
          error={errors.zip}
          hint="Sets taxes and fees."
          onChange={(event) => onChange({ zip: event.target.value })}
        />
        <TextField
          label="Down payment"
          optional
          inputMode="decimal"
          value={form.downPayment}
          error={errors.downPayment}
          onChange={(event) => onChange({ downPayment: event.target.value })}
        />
        <SelectField
          label="Credit"
          value={form.credit}
          options={CREDIT_CHOICES}
          onChange={(event) => onChange({ credit: event.target.value as CreditTier })}
        />
        <TextField
          label="Miles a year"
          inputMode="numeric"
          value={form.milesPerYear}
          error={errors.milesPerYear}
          onChange={(event) => onChange({ milesPerYear: event.target.value })}
        />
        <SegmentedChoice
          legend="Loan term (months)"
          value={String(form.term)}
          choices={TERM_CHOICES}
          onChange={(value) => onChange({ term: Number(value) as LoanTermMonths })}
        />
        <div className="form-grid__full">
          <label className="check">
            <input
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => onOnlyDifferencesChange(event.target.checked)}
            />
            Show only differences
          </label>
        </div>
      </form>
    </Card>
  );
}
