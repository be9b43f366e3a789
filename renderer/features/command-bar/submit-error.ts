import { vinCharacterLines } from './entry-hint';
import { PLATE_RULE_TEXT, VIN_RULE_TEXT, type LookupGuess } from './parse-lookup';

export interface SubmitError {
  title: string;
  message: string;
  rule: string;
  /** The VIN as typed, to show which characters break the rule. */
  vin?: string;
  /** One line per character that breaks the rule, by position. */
  positions?: string[];
}

/** Why Enter cannot look this entry up, or null when it can (or, empty, there is nothing to refuse). */
export function submitErrorOf(guess: LookupGuess): SubmitError | null {
  if (guess.kind === 'unknown')
    return { title: 'Not a VIN or a plate', message: guess.problem, rule: `${VIN_RULE_TEXT} ${PLATE_RULE_TEXT}` };
  // Refused here, before any request: the rule is the spec's, so the service would refuse it too.
  if (guess.kind === 'vin' && guess.problem)
    return {
      title: 'That is not a valid VIN',
      message: guess.problem,
      rule: VIN_RULE_TEXT,
      vin: guess.vin,
      positions: vinCharacterLines(guess.vin),
    };
  return null;
}
