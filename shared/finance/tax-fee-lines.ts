// Taxes and fees as lines that add up, to the cent, to the total shown. The fees block is
// read in one layout: dmvFee is the other DMV fees (its dmvFees list names them), beside
// the title, registration and doc fees (main's dialect puts every service's answer so:
// electron/service/dialect/). Whatever the total holds that no row names gets a line of its
// own; a total short by exactly the doc fee (a service that finances it) leaves the doc fee
// apart from the sum.

export interface TaxesFigures {
  combinedSalesTax: number;
  stateSalesTax: number;
  countySalesTax?: number | undefined;
  citySalesTax?: number | undefined;
  districtSalesTax?: number | undefined;
  gasGuzzlerTax: number;
  /** The state's own name for its vehicle tax where it is not a sales tax (the sandbox's /taxes sends it). */
  stateTaxName?: string | undefined;
}

export interface FeesFigures {
  titleFee: number;
  registrationFee: number;
  dmvFee: number;
  combinedFees: number;
  docFee: number;
  dmvFees?: Readonly<Record<string, number>> | undefined;
}

type MoneyLineGroup = 'tax' | 'fee' | 'other';

export interface MoneyLine {
  label: string;
  amount: number;
  group: MoneyLineGroup;
  /** What the line is made of, in words, when the service itemized it. */
  detail?: string;
}

export interface TaxFeeBreakdown {
  /** The lines whose sum is `total`, to the cent. */
  lines: MoneyLine[];
  /** The service's total of taxes and fees. */
  total: number;
  /** The sum of the tax lines (sales taxes and any gas guzzler tax). */
  taxes: number;
  /** The sum of the fee lines inside the total. */
  fees: number;
  /** Lines the service's total leaves out (its doc fee, in the sandbox), shown apart. */
  outside: MoneyLine[];
}

export const OTHER_CHARGES_LABEL = 'Other charges';
const DOC_FEE_LABEL = 'Dealer doc fee';

/** Whole cents, so sums compare exactly. */
const toCents = (value: number) => Math.round(value * 100);
const fromCents = (cents: number) => cents / 100;
const sumCents = (lines: readonly MoneyLine[]) => lines.reduce((sum, line) => sum + toCents(line.amount), 0);

function taxLines(taxes: TaxesFigures): MoneyLine[] {
  const parts: [string, number | undefined][] = [
    ['County sales tax', taxes.countySalesTax],
    ['City sales tax', taxes.citySalesTax],
    ['District sales tax', taxes.districtSalesTax],
  ];
  const detailed = parts.some(([, amount]) => amount !== undefined);
  const lines: MoneyLine[] = [{ label: 'State sales tax', amount: taxes.stateSalesTax, group: 'tax' }];
  if (detailed) {
    for (const [label, amount] of parts) if (amount !== undefined) lines.push({ label, amount, group: 'tax' });
    const rest = toCents(taxes.combinedSalesTax) - sumCents(lines);
    if (rest !== 0) lines.push({ label: 'Other sales tax', amount: fromCents(rest), group: 'tax' });
  } else {
    // /payments gives only the combined and the state figure: the rest is local tax.
    const local = toCents(taxes.combinedSalesTax) - toCents(taxes.stateSalesTax);
    if (local < 0) return [{ label: 'Sales tax', amount: taxes.combinedSalesTax, group: 'tax' }];
    if (local > 0) lines.push({ label: 'Local sales tax', amount: fromCents(local), group: 'tax' });
  }
  if (toCents(taxes.gasGuzzlerTax) !== 0)
    lines.push({ label: 'Gas guzzler tax', amount: taxes.gasGuzzlerTax, group: 'tax' });
  return lines;
}

function feeLines(fees: FeesFigures): MoneyLine[] {
  const otherDmv = toCents(fees.dmvFee);
  const names = Object.keys(fees.dmvFees ?? {});
  const lines: MoneyLine[] = [
    { label: 'Title fee', amount: fees.titleFee, group: 'fee' },
    { label: 'Registration fee', amount: fees.registrationFee, group: 'fee' },
  ];
  if (otherDmv !== 0)
    lines.push({
      label: 'Other DMV fees',
      amount: fromCents(otherDmv),
      group: 'fee',
      ...(names.length > 0 ? { detail: names.join(', ') } : {}),
    });
  lines.push({ label: DOC_FEE_LABEL, amount: fees.docFee, group: 'fee' });
  return lines;
}

/** The service's taxes and fees as lines that add up to its total. */
export function taxFeeBreakdown(taxes: TaxesFigures, fees: FeesFigures, serviceTotal: number): TaxFeeBreakdown {
  const lines = [...taxLines(taxes), ...feeLines(fees)];
  const outside: MoneyLine[] = [];
  let gap = toCents(serviceTotal) - sumCents(lines);
  const docIndex = lines.findIndex((line) => line.label === DOC_FEE_LABEL);
  const docCents = toCents(fees.docFee);
  if (gap < 0 && docCents > 0 && gap + docCents === 0 && docIndex >= 0) {
    // The total leaves the doc fee out: show it, but apart from the sum.
    outside.push(...lines.splice(docIndex, 1));
    gap = 0;
  }
  if (gap !== 0) lines.push({ label: OTHER_CHARGES_LABEL, amount: fromCents(gap), group: 'other' });
  const groupCents = (group: MoneyLineGroup) => sumCents(lines.filter((line) => line.group === group));
  return {
    lines,
    total: serviceTotal,
    taxes: fromCents(groupCents('tax')),
    fees: fromCents(groupCents('fee')),
    outside,
  };
}

/** Everything the buyer pays on top of the price: the total and any doc fee it leaves out. */
export function allTaxesAndFees(breakdown: TaxFeeBreakdown): number {
  return fromCents(toCents(breakdown.total) + sumCents(breakdown.outside));
}
