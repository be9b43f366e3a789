// The tax a state charges on a vehicle sale, as the state names and computes it. Most
// states charge their general sales tax; some charge a tax of their own instead (Georgia's
// TAVT, North Carolina's highway use tax…), some at another rate or without local taxes,
// and some do not let a trade-in lower the taxable amount. Pure data and arithmetic: it
// runs in the sandbox and in the app's window.
//
// Each rule below names its public source (statute or revenue/DMV page). A state not listed
// keeps its general sales tax (state-sales-tax.ts) with local taxes and full trade-in
// credit; where a source could not be found for a detail, the rule says so and keeps
// the plain default.
import type { UsStateCode } from '../domain/us-states';
import { STATE_SALES_TAX } from './state-sales-tax';

type TradeInCredit = 'full' | 'none' | { upTo: number };

export interface VehicleTaxRule {
  /** The tax as the state names it, for a row label: e.g. 'Title ad valorem tax (TAVT)', 'Highway use tax', 'State sales tax'. */
  name: string;
  /** Rate in percent on the taxable amount (the state part). */
  rate: number;
  /** Whether county/city/district sales taxes also apply to a vehicle sale in this state. */
  localTaxes: boolean;
  /** Whether a trade-in lowers the amount the tax is charged on: full credit, none, or credit up to a dollar cap. */
  tradeInCredit: TradeInCredit;
  /** Optional cap on the tax itself (SC's $500), in dollars. */
  maxTax?: number;
  /** true when the state charges a sales tax under its plain name (name is then 'State sales tax'). */
  plainSalesTax: boolean;
  /** Public source, for the comment and for a test's citation. */
  source: string;
}

const PLAIN_NAME = 'State sales tax';

const SPECIAL_RULES: Readonly<Partial<Record<UsStateCode, VehicleTaxRule>>> = {
  // Vehicles bought since 1 March 2013 pay the one-time TAVT instead of sales and use tax
  // (so no county/city tax); the fair market value of a dealer sale includes the doc fee and
  // is reduced by the trade-in. 7% of fair market value since 1 July 2023.
  GA: {
    name: 'Title ad valorem tax (TAVT)',
    rate: 7,
    localTaxes: false,
    tradeInCredit: 'full',
    plainSalesTax: false,
    source:
      'O.C.G.A. § 48-5C-1; Georgia DOR, "Title Ad Valorem Tax (TAVT) - FAQ" (dor.georgia.gov/node/25891); ' +
      'White County Tax Commissioner, "Title Ad Valorem Tax" (7% rate)',
  },
  // 3% highway use tax "instead of sales tax" on the sales price less the trade-in
  // allowance, plus the dealer's doc fee (the fee G.S. 20-101.1 regulates).
  NC: {
    name: 'Highway use tax',
    rate: 3,
    localTaxes: false,
    tradeInCredit: 'full',
    plainSalesTax: false,
    source: 'N.C.G.S. § 105-187.3 (ncleg.gov); NCDMV, "Vehicle Taxes" (ncdot.gov/dmv/title-registration/taxes)',
  },
  // A one-time fee of 5%, not over $500, of the "gross proceeds of sales, or sales price"
  // (as Chapter 36, Title 12 defines them) in place of the sales tax (Act 40 of 2017 moved
  // vehicles from the sales tax to this fee). Trade-in: that definition was not read for
  // this rule, so the plain full credit stays (unconfirmed).
  SC: {
    name: 'Infrastructure maintenance fee',
    rate: 5,
    localTaxes: false,
    tradeInCredit: 'full',
    maxTax: 500,
    plainSalesTax: false,
    source: 'S.C. Code § 56-3-627(B); S.C. Act 40 of 2017 (H. 3516)',
  },
  // 4.15% motor vehicle sales and use tax; localities may not tax vehicle sales
  // (§ 58.1-2418); "in no case shall any credit be allowed for trade-in" (§ 58.1-2405), and
  // DMV: the gross sales price includes the dealer processing fee and no trade-in credit.
  VA: {
    name: 'Motor vehicle sales and use tax',
    rate: 4.15,
    localTaxes: false,
    tradeInCredit: 'none',
    plainSalesTax: false,
    source: 'Va. Code §§ 58.1-2402, 58.1-2405, 58.1-2418; Virginia DMV, "Motor Vehicle Sales and Use Tax"',
  },
  // Automotive vehicles pay a 2% state rate, plus local rates; the trade-in is taxed on
  // the "net difference". Local vehicle rates are often lower than the general ones the
  // sandbox varies per ZIP; that part stays approximate.
  AL: {
    name: PLAIN_NAME,
    rate: 2,
    localTaxes: true,
    tradeInCredit: 'full',
    plainSalesTax: true,
    source: 'Code of Ala. §§ 40-23-2(4), 40-23-101; Alabama DOR, "Casual Sales Tax" (revenue.alabama.gov)',
  },
  // 6.25% of the total consideration, with no local tax on motor vehicles; price less trade-in.
  TX: {
    name: 'Motor vehicle sales tax',
    rate: 6.25,
    localTaxes: false,
    tradeInCredit: 'full',
    plainSalesTax: false,
    source: 'Tex. Tax Code § 152.021(b); Travis County Tax Office, "Calculating Texas Sales Tax"',
  },
  // 4% since 1 July 2019 (Laws 2019, ch. 270); "allowances granted for vehicle trade-ins
  // may be deducted". Paid instead of gross receipts tax, so no local part.
  NM: {
    name: 'Motor vehicle excise tax',
    rate: 4,
    localTaxes: false,
    tradeInCredit: 'full',
    plainSalesTax: false,
    source: 'NMSA 1978 §§ 7-14-3, 7-14-4; NM MVD manual ch. 6 § D (3.11.4.7 NMAC "price paid")',
  },
  // 6% usage tax on the retail price. County clerks say the trade-in allowance applies to
  // used vehicles only; the rule cannot tell new from used, so full credit stays (unsure).
  KY: {
    name: 'Motor vehicle usage tax',
    rate: 6,
    localTaxes: false,
    tradeInCredit: 'full',
    plainSalesTax: false,
    source: 'KRS 138.460; Boyle County Clerk, "Usage Tax" (boylecountyky.gov/179)',
  },
  // The DMV collects a 6% sales tax on the purchase price at titling, less a trade-in
  // titled in West Virginia; the rule has no municipal part.
  WV: {
    name: PLAIN_NAME,
    rate: 6,
    localTaxes: false,
    tradeInCredit: 'full',
    plainSalesTax: true,
    source: 'W. Va. Code § 11-15-3c; W. Va. Code R. § 91-9-3 (Division of Motor Vehicles)',
  },
  // Excise (titling) tax instead of sales tax, 6.5% since 1 July 2025 (HB 352, BRFA 2025;
  // it was 6%). Maryland has no local sales tax. Trade-in: not confirmed from a public
  // source, so the plain full credit stays (unsure).
  MD: {
    name: 'Vehicle excise (titling) tax',
    rate: 6.5,
    localTaxes: false,
    tradeInCredit: 'full',
    plainSalesTax: false,
    source: 'Md. Code, Transp. § 13-809; Maryland MVA bulletin on HB 352 of 2025 (effective July 1, 2025)',
  },
  // The trade-in allowance is part of the gross receipts: it does not lower the tax.
  CA: {
    name: PLAIN_NAME,
    rate: STATE_SALES_TAX.CA,
    localTaxes: true,
    tradeInCredit: 'none',
    plainSalesTax: true,
    source: 'Cal. Code Regs. tit. 18, § 1654 (CDTFA Regulation 1654, barter and trade-ins)',
  },
  // Trade-in credit capped: $5,000 for deliveries in 2019, $1,000 more each 1 January until
  // it passes $14,000 (then unlimited): $12,000 in 2026. Michigan has no local sales tax.
  MI: {
    name: PLAIN_NAME,
    rate: STATE_SALES_TAX.MI,
    localTaxes: false,
    tradeInCredit: { upTo: 12_000 },
    plainSalesTax: true,
    source:
      'MCL 205.51 (as amended by P.A. 1 and 2 of 2018); Michigan Dept. of State, "Vehicle Sales Tax Trade-in Credit FAQ" (Oct 2023)',
  },
};

/** The vehicle tax rule of a state: its special rule, else its general sales tax. */
export function vehicleTaxRuleOf(state: UsStateCode): VehicleTaxRule {
  return (
    SPECIAL_RULES[state] ?? {
      name: PLAIN_NAME,
      rate: STATE_SALES_TAX[state],
      localTaxes: true,
      tradeInCredit: 'full',
      plainSalesTax: true,
      source: 'Tax Foundation, "State and Local Sales Tax Rates, 2025"',
    }
  );
}

/** What the trade-in takes off the taxable amount under the state's rule. */
function tradeInDeduction(credit: TradeInCredit, tradeIn: number): number {
  const value = Math.max(0, tradeIn);
  if (credit === 'full') return value;
  if (credit === 'none') return 0;
  return Math.min(value, credit.upTo);
}

/** The amount the tax is charged on: price and doc fee, less the trade-in the state credits; never below 0. */
export function taxableAmount(rule: VehicleTaxRule, price: number, docFee: number, tradeIn: number): number {
  return Math.max(0, price + docFee - tradeInDeduction(rule.tradeInCredit, tradeIn));
}
