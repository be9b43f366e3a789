// The VIN rule of the service spec, and the check digit of North American VINs.
// Pure code: used by main (validation before any request), the sandbox (generation)
// and the renderer (command bar, scanner) alike.

const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/;

const TRANSLITERATION: Readonly<Record<string, number>> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
};
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2] as const;

/** Upper-cases and strips the spaces and hyphens people type or scanners add. */
export function normalizeVin(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

/** True when the string satisfies the spec's VIN rule (17 chars, no I, O or Q). */
export function isVinFormat(vin: string): boolean {
  return VIN_PATTERN.test(vin);
}

function charValue(ch: string): number {
  if (ch >= '0' && ch <= '9') return ch.charCodeAt(0) - 48;
  const value = TRANSLITERATION[ch];
  if (value === undefined) throw new RangeError(`"${ch}" is not allowed in a VIN`);
  return value;
}

/** The check digit (position 9) that the other sixteen characters call for: '0'–'9' or 'X'. */
export function computeCheckDigit(vin: string): string {
  if (vin.length !== 17) throw new RangeError('A VIN has 17 characters');
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += charValue(vin[i]!) * WEIGHTS[i]!;
  const remainder = sum % 11;
  return remainder === 10 ? 'X' : String(remainder);
}

/** True when position 9 holds the right check digit. Only meaningful for a VIN that passes the rule. */
export function hasValidCheckDigit(vin: string): boolean {
  return isVinFormat(vin) && computeCheckDigit(vin) === vin[8];
}

/** Returns the VIN with its check digit set to the right value. */
export function withCheckDigit(vin: string): string {
  return vin.slice(0, 8) + computeCheckDigit(vin) + vin.slice(9);
}

export type VinProblem =
  | { kind: 'length'; length: number }
  | { kind: 'forbidden-letter'; letters: string[] }
  | { kind: 'invalid-character'; characters: string[] };

/** Explains, in words a person can act on, why a string is not a VIN; null when it passes the rule. */
export function explainVinProblem(vin: string): string | null {
  const problem = findVinProblem(vin);
  if (!problem) return null;
  switch (problem.kind) {
    case 'length':
      return `A VIN has exactly 17 characters; this one has ${problem.length}.`;
    case 'forbidden-letter':
      return `VINs never contain the letters I, O or Q (found ${problem.letters.join(', ')}); they are easily mistaken for 1 and 0.`;
    case 'invalid-character':
      return `A VIN holds only letters and digits (found ${problem.characters.map((c) => `"${c}"`).join(', ')}).`;
  }
}

export function findVinProblem(vin: string): VinProblem | null {
  const invalid = [...new Set(vin.match(/[^A-Za-z0-9]/g) ?? [])];
  if (invalid.length > 0) return { kind: 'invalid-character', characters: invalid };
  const forbidden = [...new Set(vin.toUpperCase().match(/[IOQ]/g) ?? [])];
  if (forbidden.length > 0) return { kind: 'forbidden-letter', letters: forbidden };
  if (vin.length !== 17) return { kind: 'length', length: vin.length };
  return null;
}

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789';

/**
 * Model year from position 10. Position 7 a letter means the 2010+ cycle for
 * North American passenger vehicles; a digit, the 1980–2009 cycle.
 */
export function modelYearOf(vin: string): number | null {
  // indexOf('') is 0 (A, 1980): a string too short to hold position 10 has no year.
  const index = vin.length > 9 ? YEAR_CODES.indexOf(vin.charAt(9)) : -1;
  if (index < 0) return null;
  const laterCycle = /[A-Z]/.test(vin.charAt(6));
  return 1980 + index + (laterCycle ? 30 : 0);
}

/** The year code (position 10) for a model year in 1980–2039. */
export function yearCodeOf(year: number): string {
  const code = YEAR_CODES[(year - 1980) % 30];
  if (year < 1980 || year > 2039 || code === undefined) throw new RangeError(`No VIN year code for ${year}`);
  return code;
}
