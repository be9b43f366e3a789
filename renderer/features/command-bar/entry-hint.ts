// What the command bar says while the user types, before Enter: every entry that
// cannot be looked up says why at once, so nothing is ever silent and a misread
// letter on a windshield label is caught on the spot, not after a refused request.
import type { LookupGuess } from './parse-lookup';

export interface EntryHint {
  /** info: still typing; danger: cannot be looked up as it is. */
  tone: 'info' | 'danger';
  /** One line per thing to fix, in reading order. */
  lines: string[];
}

/** The digit people mean when they type a letter VINs never use (it looks like that digit). */
const LIKELY_DIGIT: Readonly<Record<string, string>> = { I: '1', O: '0', Q: '0' };

/** How many positions are listed one by one before the rest are summed up. */
const MAX_POSITION_LINES = 3;

/**
 * One line per character that breaks the VIN rule, with its 1-based position in the
 * VIN as typed without spaces and hyphens ("Position 9: the letter O is not used in
 * VINs — did you mean 0?").
 */
export function vinCharacterLines(vin: string): string[] {
  const lines: string[] = [];
  [...vin].forEach((ch, index) => {
    const position = index + 1;
    const digit = LIKELY_DIGIT[ch];
    if (digit) lines.push(`Position ${position}: the letter ${ch} is not used in VINs — did you mean ${digit}?`);
    else if (!/[A-Z0-9]/.test(ch))
      lines.push(`Position ${position}: “${ch}” is not allowed — a VIN holds only letters and digits.`);
  });
  if (lines.length <= MAX_POSITION_LINES) return lines;
  const rest = lines.length - MAX_POSITION_LINES;
  return [
    ...lines.slice(0, MAX_POSITION_LINES),
    `…and ${rest} more ${rest === 1 ? 'character' : 'characters'} to fix.`,
  ];
}

/** The live hint for what is typed so far; null for an empty field and for what the bar can look up. */
export function entryHint(guess: LookupGuess): EntryHint | null {
  switch (guess.kind) {
    // A plate gets the state picker and a VIN that passes the rule gets its own panel (with the check digit).
    case 'empty':
    case 'plate':
      return null;
    case 'unknown': {
      const bad = [...new Set(guess.text.match(/[^A-Z0-9]/g) ?? [])];
      if (bad.length > 0) {
        const list = bad.map((ch) => `“${ch}”`).join(', ');
        return {
          tone: 'danger',
          lines: [`${list} cannot appear in a VIN or a license plate: use letters and digits only.`],
        };
      }
      return { tone: 'info', lines: ['Keep typing: a plate has at least 2 characters, a VIN has 17.'] };
    }
    case 'vin': {
      const characters = vinCharacterLines(guess.vin);
      const length = guess.vin.length;
      const lengthLine =
        length < 17
          ? `${length} of 17 characters: ${17 - length} to go.`
          : length > 17
            ? `${length} characters: a VIN has exactly 17, so remove ${length - 17}.`
            : null;
      if (characters.length > 0)
        return { tone: 'danger', lines: lengthLine ? [...characters, lengthLine] : characters };
      if (lengthLine) return { tone: length > 17 ? 'danger' : 'info', lines: [lengthLine] };
      return null;
    }
  }
}
