// Standard amortized loan payment. Pure, so the renderer's instant what-if and the
// sandbox's /payments compute the very same cents.

/** Rounds to whole cents, nudging by epsilon so 0.005 rounds up the way people expect. */
export function roundCents(value: number): number {
  return Math.round((value + Number.EPSILON * Math.sign(value)) * 100) / 100;
}

/**
 * Monthly payment of a fully amortized loan: P·r / (1 − (1 + r)^−n), r = APR / 1200.
 * 0% APR divides the principal evenly. A zero or negative principal costs nothing.
 */
export function monthlyPayment(principal: number, aprPercent: number, months: number): number {
  if (!Number.isFinite(principal) || !Number.isFinite(aprPercent) || !Number.isInteger(months) || months <= 0) {
    throw new RangeError('monthlyPayment needs a finite principal and APR and a positive whole number of months');
  }
  if (aprPercent < 0) throw new RangeError('APR cannot be negative');
  // Stryker disable next-line EqualityOperator: a principal of exactly 0 costs 0 by the formula too.
  if (principal <= 0) return 0;
  if (aprPercent === 0) return roundCents(principal / months);
  const r = aprPercent / 1200;
  // 1 − (1 + r)^−n written with expm1/log1p so a tiny APR does not cancel to 0.
  const denominator = -Math.expm1(-months * Math.log1p(r));
  if (denominator <= 0) return roundCents(principal / months);
  return roundCents((principal * r) / denominator);
}

/** Interest paid in each 12-month year of the loan (unrounded schedule, rounded per year). */
export function interestByYear(principal: number, aprPercent: number, months: number, years: number): number[] {
  const payment = monthlyPayment(principal, aprPercent, months);
  const r = aprPercent / 1200;
  const result: number[] = [];
  let balance = Math.max(0, principal);
  for (let year = 0; year < years; year++) {
    let interest = 0;
    for (let m = 0; m < 12 && balance > 0; m++) {
      const monthInterest = balance * r;
      interest += monthInterest;
      balance = Math.max(0, balance + monthInterest - payment);
    }
    result.push(roundCents(interest));
  }
  return result;
}
