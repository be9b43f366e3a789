// The one set of assumptions every compared car is priced with, checked the way the Finance
// form checks its fields (quote-form.ts), each problem said next to its field.
import { parseMilesPerYear } from '../../../shared/finance/miles-per-year';
import { CREDIT_TIERS, type CreditTier, type LoanTermMonths } from '../../../shared/finance/quote-form';
import { zip5Problem } from '../../../shared/domain/zip-rule';

/** As typed, so a half-typed figure is kept. */
export interface CompareAssumptionsForm {
  zip: string;
  downPayment: string;
  credit: CreditTier;
  term: LoanTermMonths;
  milesPerYear: string;
}

export interface CompareAssumptions {
  zip: string;
  downPayment: number;
  credit: CreditTier;
  /** The credit tier as the buyer would name it: "Good (661–780)". */
  creditLabel: string;
  creditScore: string;
  term: LoanTermMonths;
  milesPerYear: number;
}

export type CompareAssumptionsErrors = Partial<Record<'zip' | 'downPayment' | 'milesPerYear', string>>;

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** Checked before anything is asked; null values while any field has a problem. */
export function validateCompareAssumptions(form: CompareAssumptionsForm): {
  values: CompareAssumptions | null;
  errors: CompareAssumptionsErrors;
} {
  const errors: CompareAssumptionsErrors = {};
  const zip = form.zip.trim();
  const zipIssue = zip === '' ? 'Enter the buyer’s ZIP code.' : zip5Problem(zip);
  if (zipIssue) errors.zip = zipIssue.endsWith('.') ? zipIssue : `${zipIssue}.`;

  const downText = form.downPayment.replace(/[$,\s]/g, '');
  let downPayment = 0;
  if (downText.startsWith('-')) errors.downPayment = 'The down payment cannot be negative.';
  else if (downText !== '' && !MONEY.test(downText))
    errors.downPayment = 'Enter the down payment in dollars, like 2000.';
  else if (downText !== '') downPayment = Number(downText);

  const miles = parseMilesPerYear(form.milesPerYear);
  if (miles.problem) errors.milesPerYear = miles.problem;

  const tier = CREDIT_TIERS.find((item) => item.value === form.credit) ?? CREDIT_TIERS[1];
  if (Object.keys(errors).length > 0 || miles.miles === null) return { values: null, errors };
  return {
    values: {
      zip,
      downPayment,
      credit: tier.value,
      creditLabel: tier.label,
      creditScore: tier.score,
      term: form.term,
      milesPerYear: miles.miles,
    },
    errors,
  };
}

const dollars = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 })
    .format(value)
    .replace(/\.00$/, '');

/**
 * The assumptions in a buyer's words, for the line above the rows. The APR is the lender's
 * for each car (age, make and model change it), so the line names the tier and points at the row.
 */
export function assumptionsSentence(values: CompareAssumptions): string {
  const down = values.downPayment > 0 ? `${dollars(values.downPayment)} down` : 'Nothing down';
  return [
    down,
    `${values.creditLabel.replace(' (', ' credit (')}, APR per car as shown`,
    `${values.term} months`,
    `taxes and fees for ZIP ${values.zip}`,
    `${values.milesPerYear.toLocaleString('en-US')} miles a year`,
  ].join(' · ');
}
