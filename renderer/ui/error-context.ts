import type { AppError } from '../../shared/ipc/app-error';

/**
 * The screen an error is shown on. Main words some failures for the screen that meets
 * them most (a refused parameter reads as "the search used a filter…"); on another
 * screen that sentence misleads, so the screen names itself and gets its own words.
 */
export type ErrorContext = 'finance';

const FILTER_TALK = /\bfilters?\b/i;

const FINANCE_REFUSED =
  'The service did not accept one of the deal’s details (price, ZIP code, term or credit). Check the deal and try again.';

/** The message and suggestion to show for an error on a given screen; unchanged without a context. */
export function wordsFor(error: AppError, context: ErrorContext | undefined): { message: string; suggestion?: string } {
  const suggestion = error.suggestion;
  if (context === 'finance') {
    const refused = error.code === 'INVALID_PARAMETER' || FILTER_TALK.test(error.message);
    const keptSuggestion = suggestion && !FILTER_TALK.test(suggestion) ? suggestion : undefined;
    return {
      message: refused ? FINANCE_REFUSED : error.message,
      ...(keptSuggestion ? { suggestion: keptSuggestion } : {}),
    };
  }
  return { message: error.message, ...(suggestion ? { suggestion } : {}) };
}
