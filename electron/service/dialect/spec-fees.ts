// The spec's service (the sandbox) fills the fees block of /taxes and /payments its own way:
// its dmvFee, and its dmvFees list, hold the title and registration fees too, so
// combinedFees = dmvFee + docFee (sandbox/README.md, "Payments, taxes, fees").
// auto.dev's dmvFee is the other DMV fees only, beside title and registration (combinedFees
// = title + registration + dmvFee + docFee; test-fixtures/autodev/payments.json, taxes.json).
// The app reads auto.dev's layout (shared/finance/tax-fee-lines.ts), so the spec's dialect
// takes title and registration out of a dmvFee that holds them; combinedFees stays the same.
// Whether a block is nested is read from its numbers, so a spec host that already lists the
// fees side by side passes through unchanged.

/** Whole cents, so sums compare exactly. */
const toCents = (value: unknown) => Math.round(Number(value) * 100);

/** A title or registration fee's own name in dmvFees (not "Duplicate Title" or "Plate Fee"). */
const TITLE_OR_REGISTRATION = /^(title|registration)( fee)?$/i;
const isTitleOrRegistration = (name: unknown) => typeof name === 'string' && TITLE_OR_REGISTRATION.test(name.trim());

function withoutTitleAndRegistration(dmvFees: unknown): unknown {
  // A vendor note shows dmvFees as [{ name, amount }] (money-blocks-schema.ts reads both forms).
  if (Array.isArray(dmvFees))
    return dmvFees.filter((item: unknown) => !isTitleOrRegistration((item as { name?: unknown } | null)?.name));
  if (typeof dmvFees !== 'object' || dmvFees === null) return dmvFees;
  return Object.fromEntries(Object.entries(dmvFees).filter(([name]) => !isTitleOrRegistration(name)));
}

/** A fees block with title and registration beside the other DMV fees, as auto.dev sends it. */
export function feesSideBySide(fees: unknown): unknown {
  if (typeof fees !== 'object' || fees === null) return fees;
  const block = fees as Record<string, unknown>;
  const [title, registration, dmv, doc, combined] = [
    block.titleFee,
    block.registrationFee,
    block.dmvFee,
    block.docFee,
    block.combinedFees,
  ].map(toCents);
  if (![title, registration, dmv, doc, combined].every((cents) => Number.isFinite(cents))) return fees;
  const nested =
    title! + registration! + dmv! + doc! !== combined && dmv! + doc! === combined && dmv! >= title! + registration!;
  if (!nested) return fees;
  return {
    ...block,
    dmvFee: (dmv! - title! - registration!) / 100,
    ...('dmvFees' in block ? { dmvFees: withoutTitleAndRegistration(block.dmvFees) } : {}),
  };
}

const withFees = (holder: unknown): unknown =>
  typeof holder === 'object' && holder !== null && 'fees' in holder
    ? { ...holder, fees: feesSideBySide((holder as { fees: unknown }).fees) }
    : holder;

/** A /taxes or /payments answer (its fees at the top, and in paymentsData) with its fees side by side. */
export function specFeesSideBySide(body: unknown): unknown {
  const top = withFees(body);
  if (typeof top !== 'object' || top === null || !('paymentsData' in top)) return top;
  return { ...top, paymentsData: withFees((top as { paymentsData: unknown }).paymentsData) };
}
