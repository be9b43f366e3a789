// vPIC stores VIN patterns as "keys": one token per VIN position from position 4,
// each a literal character, '*' (any) or a bracket set such as [57] or [A-D].
// A '|' starts the VIS part (positions 10 on).

export type KeyToken = { kind: 'any' } | { kind: 'set'; chars: string };

const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

function expandSet(body: string): string {
  let chars = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    const next = body[i + 1];
    const end = body[i + 2];
    if (next === '-' && end !== undefined) {
      for (let code = c.charCodeAt(0); code <= end.charCodeAt(0); code++) chars += String.fromCharCode(code);
      i += 2;
    } else {
      chars += c;
    }
  }
  return [...new Set(chars)].filter((ch) => VIN_CHARS.includes(ch)).join('');
}

/** Tokens of the VDS part of a key (positions 4 onward); null when it cannot be read. */
export function parseVdsKey(keys: string): KeyToken[] | null {
  const vds = keys.split('|')[0] ?? '';
  const tokens: KeyToken[] = [];
  for (let i = 0; i < vds.length; i++) {
    const c = vds[i]!;
    if (c === '*') tokens.push({ kind: 'any' });
    else if (c === '[') {
      const close = vds.indexOf(']', i);
      if (close < 0) return null;
      const chars = expandSet(vds.slice(i + 1, close));
      if (chars.length === 0) return null;
      tokens.push({ kind: 'set', chars });
      i = close;
    } else if (VIN_CHARS.includes(c)) tokens.push({ kind: 'set', chars: c });
    else return null;
  }
  return tokens;
}

/** The plant character (position 11) a VIS key names, if any. */
export function plantCharOf(keys: string): string | null {
  const vis = keys.split('|')[1];
  const plant = vis?.[1];
  return plant && plant !== '*' && VIN_CHARS.includes(plant) ? plant : null;
}

export function isLetter(ch: string): boolean {
  return ch >= 'A' && ch <= 'Z';
}
