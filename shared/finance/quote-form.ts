import { zip5Problem } from '../domain/zip-rule';
import { monthlyPayment, roundCents } from './loan-math';

export const LOAN_TERMS = [36, 48, 60, 72, 84] as const;
export type LoanTermMonths = (typeof LOAN_TERMS)[number];

/** Credit tiers as a buyer would name them, each with a representative score the service takes. */
export const CREDIT_TIERS = [
  { value: 'excellent', label: 'Excellent (781–850)', score: '800' },
  { value: 'good', label: 'Good (661–780)', score: '720' },
  { value: 'fair', label: 'Fair (601–660)', score: '630' },
  { value: 'poor', label: 'Poor (501–600)', score: '560' },
  { value: 'bad', label: 'Very poor (300–500)', score: '480' },
] as const;
type CreditTier = (typeof CREDIT_TIERS)[number]['value'];

/** The calculator's fields as typed: text, so a half-typed number is kept, never lost. */
export interface QuoteForm {
  price: string;
  zip: string;
  downPayment: string;
  tradeIn: string;
  docFee: string;
  term: LoanTermMonths;
  credit: CreditTier;
  /** true: taxes and fees (the doc fee among them) are added to the loan; false: paid at signing. */
  financeTaxesAndFees: boolean;
}

export interface QuoteValues {
  price: number;
  zip: string;
  downPayment: number;
  tradeIn: number;
  /** undefined: the service applies the state's usual fee. */
  docFee: number | undefined;
  term: LoanTermMonths;
  creditScore: string;
  financeTaxesAndFees: boolean;
}

export type QuoteErrors = Partial<Record<'price' | 'zip' | 'downPayment' | 'tradeIn' | 'docFee', string>>;

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

function money(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  return MONEY.test(cleaned) ? Number(cleaned) : null;
}

/** Checks every field before anything is sent; each problem is said next to its field. */
export function validateQuote(form: QuoteForm): { values: QuoteValues | null; errors: QuoteErrors } {
  const errors: QuoteErrors = {};
  const price = money(form.price);
  if (form.price.trim() === '') errors.price = 'Enter the sale price.';
  else if (form.price.trim().startsWith('-')) errors.price = 'The price cannot be negative.';
  else if (price === null) errors.price = 'Enter the price in dollars, like 24500.';
  else if (price <= 0) errors.price = 'The price must be more than $0.';

  const zip = form.zip.trim();
  // 00000 and unassigned ZIPs are refused here, before any request, in the rule's own words.
  const zipIssue = zip === '' ? 'Enter the buyer’s ZIP code.' : zip5Problem(zip);
  if (zipIssue) errors.zip = zipIssue.endsWith('.') ? zipIssue : `${zipIssue}.`;

  const optionalMoney = (key: 'downPayment' | 'tradeIn' | 'docFee', label: string): number | undefined => {
    const text = form[key].trim();
    if (text === '') return undefined;
    if (text.startsWith('-')) {
      errors[key] = `${label} cannot be negative.`;
      return undefined;
    }
    const value = money(text);
    if (value === null) errors[key] = `Enter ${label.toLowerCase()} in dollars, like 2000.`;
    return value ?? undefined;
  };
  const downPayment = optionalMoney('downPayment', 'The down payment') ?? 0;
  const tradeIn = optionalMoney('tradeIn', 'The trade-in') ?? 0;
  const docFee = optionalMoney('docFee', 'The doc fee');
  if (price !== null && !errors.downPayment && downPayment > price)
    errors.downPayment = 'The down payment is more than the price.';

  const tier = CREDIT_TIERS.find((item) => item.value === form.credit) ?? CREDIT_TIERS[1];
  if (Object.keys(errors).length > 0 || price === null) return { values: null, errors };
  return {
    values: {
      price,
      zip,
      downPayment,
      tradeIn,
      docFee,
      term: form.term,
      creditScore: tier.score,
      financeTaxesAndFees: form.financeTaxesAndFees,
    },
    errors,
  };
}

export interface LocalQuote {
  /** The amount financed: price − down payment − trade-in (+ taxes and fees when they are added to the loan). */
  loanAmount: number;
  monthly: number;
  totalOfPayments: number;
  totalInterest: number;
}

/**
 * What is financed, said once for every figure on the screen: the price less the down
 * payment and trade-in, plus exactly the taxes and fees the buyer chose to add to the
 * loan (0 when they are paid at signing). Never below zero.
 */
export function amountFinanced(values: QuoteValues, taxesAndFeesAdded: number): number {
  return roundCents(Math.max(0, values.price - values.downPayment - values.tradeIn + taxesAndFeesAdded));
}

/** The payment on exactly the amount financed, at the APR for the chosen term. */
export function localQuote(values: QuoteValues, aprPercent: number, taxesAndFeesAdded: number): LocalQuote {
  const loanAmount = amountFinanced(values, taxesAndFeesAdded);
  const monthly = monthlyPayment(loanAmount, aprPercent, values.term);
  const totalOfPayments = roundCents(monthly * values.term);
  return { loanAmount, monthly, totalOfPayments, totalInterest: roundCents(Math.max(0, totalOfPayments - loanAmount)) };
}
