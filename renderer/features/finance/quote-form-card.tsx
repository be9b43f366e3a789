import { CREDIT_TIERS, LOAN_TERMS, type QuoteErrors, type QuoteForm } from '../../../shared/finance/quote-form';
import { Card } from '../../ui/card';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

interface QuoteFormCardProps {
  form: QuoteForm;
  errors: QuoteErrors;
  onChange: (patch: Partial<QuoteForm>) => void;
}

const TERM_CHOICES = LOAN_TERMS.map((term) => ({ value: String(term), label: String(term) }));
const TAXES_CHOICES = [
  { value: 'upfront', label: 'Paid at signing' },
  { value: 'financed', label: 'Added to the loan' },
] as const;

export function QuoteFormCard({ form, errors, onChange }: QuoteFormCardProps) {
  return (
    <Card title="Deal" description="Figures update as you type.">
      <form className="form-grid quote-form" onSubmit={(event) => event.preventDefault()} noValidate>
        <TextField
          label="Sale price"
          inputMode="decimal"
          value={form.price}
          error={errors.price}
          onChange={(event) => onChange({ price: event.target.value })}
        />
        <TextField
          label="ZIP code"
          inputMode="numeric"
          maxLength={5}
          value={form.zip}
          error={errors.zip}
          hint="The buyer’s ZIP: sets taxes and fees. Starts as the dealership ZIP."
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
        <TextField
          label="Trade-in value"
          optional
          inputMode="decimal"
          value={form.tradeIn}
          error={errors.tradeIn}
          onChange={(event) => onChange({ tradeIn: event.target.value })}
        />
        <TextField
          label="Doc fee"
          optional
          inputMode="decimal"
          value={form.docFee}
          error={errors.docFee}
          hint="Blank: the state’s usual fee"
          onChange={(event) => onChange({ docFee: event.target.value })}
        />
        <SelectField
          label="Credit"
          value={form.credit}
          options={CREDIT_TIERS.map((tier) => ({ value: tier.value, label: tier.label }))}
          onChange={(event) => onChange({ credit: event.target.value as QuoteForm['credit'] })}
        />
        <div className="form-grid__full">
          <SegmentedChoice
            legend="Loan term (months)"
            value={String(form.term)}
            choices={TERM_CHOICES}
            onChange={(value) => onChange({ term: Number(value) as QuoteForm['term'] })}
          />
        </div>
        <div className="form-grid__full">
          <SegmentedChoice
            legend="Taxes and fees (with the doc fee)"
            value={form.financeTaxesAndFees ? 'financed' : 'upfront'}
            choices={TAXES_CHOICES}
            onChange={(value) => onChange({ financeTaxesAndFees: value === 'financed' })}
          />
        </div>
      </form>
    </Card>
  );
}
