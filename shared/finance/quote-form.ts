import { zip5Problem } from '../domain/zip-rule';

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
export type CreditTier = (typeof CREDIT_TIERS)[number]['value'];

/** The calculator's fields as typed: text, so a half-typed number is kept, never lost. */
export interface QuoteForm {
  price: string;
  /** Manufacturer rebates and dealer incentives that come off the price. */
  rebates: string;
  zip: string;
  downPayment: string;
  tradeIn: string;
  /** What the buyer still owes on the trade-in; above its value, the rest is negative equity. */
  tradeInPayoff: string;
  docFee: string;
  term: LoanTermMonths;
  credit: CreditTier;
  /** true: taxes and fees (the doc fee among them) are added to the loan; false: paid at signing. */
  financeTaxesAndFees: boolean;
}

export interface QuoteValues {
  price: number;
  rebates: number;
  zip: string;
  downPayment: number;
  /** The trade-in's value (the allowance the dealer gives for it). */
  tradeIn: number;
  tradeInPayoff: number;
  /** undefined: the service applies the state's usual fee. */
  docFee: number | undefined;
  term: LoanTermMonths;
  credit: CreditTier;
  creditScore: string;
  financeTaxesAndFees: boolean;
}

type MoneyField = 'rebates' | 'downPayment' | 'tradeIn' | 'tradeInPayoff' | 'docFee';
export type QuoteErrors = Partial<Record<'price' | 'zip' | MoneyField, string>>;

const MONEY = /^\d{1,9}(\.\d{1,2})?$/;

/** Dollars as typed ("$24,500.50", "24 500") to a number; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  return MONEY.test(cleaned) ? Number(cleaned) : null;
}

/** Checks every field before anything is sent; each problem is said next to its field. */
export function validateQuote(form: QuoteForm): { values: QuoteValues | null; errors: QuoteErrors } {
  const errors: QuoteErrors = {};
  const price = parseDollars(form.price);
  if (form.price.trim() === '') errors.price = 'Enter the sale price.';
  else if (form.price.trim().startsWith('-')) errors.price = 'The price cannot be negative.';
  else if (price === null) errors.price = 'Enter the price in dollars, like 24500.';
  else if (price <= 0) errors.price = 'The price must be more than $0.';

  const zip = form.zip.trim();
  // 00000 and unassigned ZIPs are refused here, before any request, in the rule's own words.
  const zipIssue = zip === '' ? 'Enter the buyer’s ZIP code.' : zip5Problem(zip);
  if (zipIssue) errors.zip = zipIssue.endsWith('.') ? zipIssue : `${zipIssue}.`;

  const optionalMoney = (key: MoneyField, label: string): number | undefined => {
    const text = form[key].trim();
    if (text === '') return undefined;
    if (text.startsWith('-')) {
      errors[key] = `${label} cannot be negative.`;
      return undefined;
    }
    const value = parseDollars(text);
    if (value === null) errors[key] = `Enter ${label.toLowerCase()} in dollars, like 2000.`;
    return value ?? undefined;
  };
  const rebates = optionalMoney('rebates', 'Rebates') ?? 0;
  const downPayment = optionalMoney('downPayment', 'The down payment') ?? 0;
  const tradeIn = optionalMoney('tradeIn', 'The trade-in') ?? 0;
  const tradeInPayoff = optionalMoney('tradeInPayoff', 'The payoff') ?? 0;
  const docFee = optionalMoney('docFee', 'The doc fee');
  if (price !== null && !errors.rebates && rebates >= price)
    errors.rebates = 'Rebates must come to less than the price.';
  else if (price !== null && !errors.downPayment && downPayment > price)
    errors.downPayment = 'The down payment is more than the price.';
  else if (price !== null && Object.keys(errors).length === 0) {
    // In whole cents: what is left of the price once rebates, the down payment and the trade-in's
    // equity come off. Below zero the buyer would be owed money, which a loan quote cannot show.
    const left =
      Math.round(price * 100) -
      Math.round(rebates * 100) -
      Math.round(downPayment * 100) -
      Math.round(tradeIn * 100) +
      Math.round(tradeInPayoff * 100);
    if (left < 0) {
      const field = downPayment > 0 ? 'downPayment' : 'tradeIn';
      errors[field] =
        field === 'downPayment'
          ? 'The down payment and trade-in come to more than the price: lower the down payment.'
          : 'The trade-in is worth more than the price: the buyer would be owed the difference.';
    }
  }

  const tier = CREDIT_TIERS.find((item) => item.value === form.credit) ?? CREDIT_TIERS[1];
  if (Object.keys(errors).length > 0 || price === null) return { values: null, errors };
  return {
    values: {
      price,
      rebates,
      zip,
      downPayment,
      tradeIn,
      tradeInPayoff,
      docFee,
      term: form.term,
      credit: tier.value,
      creditScore: tier.score,
      financeTaxesAndFees: form.financeTaxesAndFees,
    },
    errors,
  };
}
