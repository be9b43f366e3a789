import { hasValidCheckDigit, isVinFormat } from '../vin/vin-rule';

export interface VinRead {
  /** The VIN after corrections, when it satisfies the VIN rule. */
  vin: string | null;
  /** Each change made to what the scanner read, in words, so staff can check the label. */
  corrections: string[];
  /** Why the read is not a usable VIN, or a doubt about it. */
  problem?: string;
  checkDigitOk: boolean;
}

const MISREADS: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' };

/**
 * Turns a barcode's text into a VIN: drops the "I" some Code 39 labels put before the
 * VIN of an imported vehicle, then replaces the letters a VIN never holds (I, O, Q) with
 * the digits scanners mistake them for, saying so for each.
 */
export function correctVinRead(raw: string): VinRead {
  let text = raw.trim().toUpperCase().replace(/[\s-]/g, '');
  const corrections: string[] = [];
  if (text.length === 18 && text.startsWith('I')) {
    text = text.slice(1);
    corrections.push('Dropped the leading “I” (import marker on Code 39 labels)');
  }
  if (text.length !== 17) {
    return {
      vin: null,
      corrections,
      problem: `The barcode holds ${text.length} characters; a VIN has 17.`,
      checkDigitOk: false,
    };
  }
  const fixed = [...text]
    .map((char, index) => {
      const digit = MISREADS[char];
      if (!digit) return char;
      corrections.push(`Position ${index + 1}: read “${char}”, used “${digit}”`);
      return digit;
    })
    .join('');
  if (!isVinFormat(fixed))
    return { vin: null, corrections, problem: 'The barcode does not hold a VIN.', checkDigitOk: false };
  const checkDigitOk = hasValidCheckDigit(fixed);
  return checkDigitOk
    ? { vin: fixed, corrections, checkDigitOk }
    : {
        vin: fixed,
        corrections,
        checkDigitOk,
        problem: 'The check digit does not match: compare the VIN with the label before relying on it.',
      };
}
