// A manufacturer's name as a person writes it. vPIC sends manufacturers in capitals
// ("FORD MOTOR COMPANY", "NISSAN MEXICANA, S.A. DE C.V."); shown so they shout. A name already
// in mixed case (auto.dev's "General Motors de Mexico") is the sender's spelling and kept.

// Written in capitals whatever the case around them: makes and legal forms.
const CAPITALS = new Set([
  'AB',
  'AG',
  'AMG',
  'BMW',
  'BV',
  'BYD',
  'CV',
  'FCA',
  'GM',
  'GMC',
  'HCF',
  'KG',
  'LLC',
  'LP',
  'LTD.',
  'MG',
  'NA',
  'NV',
  'PLC',
  'SA',
  'SAS',
  'SE',
  'SPA',
  'SRL',
  'UK',
  'US',
  'USA',
  'VW',
]);
// Legal forms with a case of their own.
const SPELLED: Readonly<Record<string, string>> = { GMBH: 'GmbH', LTD: 'Ltd', 'LTD.': 'Ltd.' };
// Joining words, lower case inside a name.
const LOWER = new Set(['AND', 'DE', 'DEL', 'DER', 'DI', 'DO', 'DU', 'FOR', 'OF', 'THE', 'Y']);

function coreCase(core: string, first: boolean): string {
  const spelled = SPELLED[core];
  if (spelled) return spelled;
  if (/^([A-Z]\.)+$/.test(core)) return core; // initials: "S.A.", "C.V."
  const bare = core.replace(/\.$/, '');
  if (CAPITALS.has(bare) || CAPITALS.has(core) || /\d/.test(core)) return core;
  if (!first && LOWER.has(bare)) return core.toLowerCase();
  return core.charAt(0) + core.slice(1).toLowerCase();
}

// The word without the brackets and commas around it ("(FCA", "AMERICA,"), which stay as sent.
function wordCase(word: string, first: boolean): string {
  const [, open = '', core = '', close = ''] = /^([^A-Z0-9]*)(.*?)([^A-Z0-9.]*)$/.exec(word) ?? [];
  return core ? open + coreCase(core, first) + close : word;
}

/** The name in title case when sent all in capitals; as sent otherwise. */
export function manufacturerName(name: string | undefined): string | undefined {
  const trimmed = name?.trim();
  if (!trimmed || /[a-z]/.test(trimmed)) return trimmed || undefined;
  let first = true;
  // Words run between spaces, hyphens and slashes ("MERCEDES-BENZ"); the separators are kept.
  return trimmed.replace(/[^\s\-/]+/g, (word) => {
    const cased = wordCase(word, first);
    first = false;
    return cased;
  });
}
