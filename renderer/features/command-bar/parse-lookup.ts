// What the user typed in the command bar: a VIN, a plate, or neither. Decided
// here, before anything is sent, so a mistyped VIN costs no request and the user
// learns the rule on the spot.
import { PLATE_PATTERN } from '../../../shared/domain/plate-rule';
import { explainVinProblem, hasValidCheckDigit, normalizeVin } from '../../../shared/vin/vin-rule';

export const VIN_RULE_TEXT = 'A VIN is exactly 17 letters and digits and never contains I, O or Q.';
export const PLATE_RULE_TEXT = 'A license plate is 2 to 8 letters and digits; spaces and hyphens are ignored.';

export type LookupGuess =
  | { kind: 'empty' }
  /** problem: why it breaks the VIN rule, or null. checkDigitOk is only meaningful when problem is null. */
  | { kind: 'vin'; vin: string; problem: string | null; checkDigitOk: boolean }
  | { kind: 'plate'; plate: string }
  | { kind: 'unknown'; text: string; problem: string };

export function parseLookup(raw: string): LookupGuess {
  // Same clean-up as a VIN gets: scanners and people add spaces and hyphens, plates carry hyphens too.
  const compact = normalizeVin(raw);
  if (compact === '') return { kind: 'empty' };
  if (compact.length === 17 || compact.length > 8) {
    const problem = explainVinProblem(compact);
    return { kind: 'vin', vin: compact, problem, checkDigitOk: problem === null && hasValidCheckDigit(compact) };
  }
  if (PLATE_PATTERN.test(compact)) return { kind: 'plate', plate: compact };
  return {
    kind: 'unknown',
    text: compact,
    problem: 'Enter a 17-character VIN, or a license plate of 2 to 8 letters and digits.',
  };
}
