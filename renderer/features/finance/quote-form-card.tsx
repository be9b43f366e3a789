import { CREDIT_TIERS, LOAN_TERMS, type QuoteErrors, type QuoteForm } from '../../../shared/finance/quote-form';
import { Card } from '../../ui/card';
import { SegmentedChoice } from '../../ui/segmented-choice';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';

interface QuoteFormCardProps {
  form: QuoteForm;
  errors: QuoteErrors;
  /** What the doc fee field says about who sets it and the state's cap. */
  docFeeHint: string;
  onChange: (patch: Partial<QuoteForm>) => void;
}

type MoneyKey = 'price' | 'rebates' | 'downPayment' | 'tradeIn' | 'tradeInPayoff' | 'docFee';

const TERM_CHOICES = LOAN_TERMS.map((term) => ({ value: String(term), label: String(term) }));
const TAXES_CHOICES = [
  { value: 'upfront', label: 'Pay at signing' },
  { value: 'financed', label: 'Add to loan' },
] as const;

/** The deal's fields: every change reprices the deal summary at once. */
export function QuoteFormCard({ form, errors, docFeeHint, onChange }: QuoteFormCardProps) {
  const money = (key: MoneyKey, label: string, extra: { optional?: boolean; hint?: string } = {}) => (
    <TextField
      label={label}
      inputMode="decimal"
      value={form[key]}
      error={errors[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
      {...extra}
    />
  );
  return (
    <Card title="Deal" description="The summary above follows every change.">
      <form className="form-grid quote-form" onSubmit={(event) => event.preventDefault()} noValidate>
        {money('price', 'Sale price')}
        {money('rebates', 'Rebates and incentives', { optional: true, hint: 'Taxes are on the price before rebates.' })}
        {money('downPayment', 'Down payment', { optional: true })}
        {money('tradeIn', 'Trade-in value', { optional: true })}
        {money('tradeInPayoff', 'Payoff owed on the trade-in', {
          optional: true,
          hint: 'More than the trade-in’s value: the rest is added to the loan.',
        })}
        {money('docFee', 'Doc fee', { optional: true, hint: docFeeHint })}
        <TextField
          label="ZIP code"
          inputMode="numeric"
          maxLength={5}
          value={form.zip}
          error={errors.zip}
          hint="Where the buyer registers the vehicle: it sets taxes and fees."
          onChange={(event) => onChange({ zip: event.target.value })}
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
        <div className="form-grid__full quote-form__taxes-choice">
          <SegmentedChoice
            legend="Taxes and fees"
            value={form.financeTaxesAndFees ? 'financed' : 'upfront'}
            choices={TAXES_CHOICES}
            onChange={(value) => onChange({ financeTaxesAndFees: value === 'financed' })}
          />
        </div>
      </form>
    </Card>
  );
}
