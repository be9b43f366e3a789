// Which ZIP prices a deal, as one rule instead of "whichever answer arrives first":
// the ZIP entered for the deal if there is one, else the dealership's ZIP from Settings.
// The listing's ZIP (where the car sits) never decides: taxes follow the buyer.

/** The ZIP the deal is priced at: what was entered, else the dealership ZIP, else nothing. */
export function financeZipOf(entered: string, dealershipZip: string | null | undefined): string {
  const typed = entered.trim();
  if (typed !== '') return typed;
  return dealershipZip?.trim() ?? '';
}
