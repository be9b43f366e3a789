import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REDACTED, redactSecrets, secretForms } from './redact-secrets';

const KEY = 'sk_live/ab+c=d"e\\f g';

/** What is left once the markers are taken out: no stretch between them may hold a secret form. */
function unredacted(text: string): string[] {
  return text.split(REDACTED);
}

const encodings: Record<string, (key: string) => string> = {
  raw: (key) => key,
  json: (key) => JSON.stringify(key).slice(1, -1),
  jsonSlash: (key) => JSON.stringify(key).slice(1, -1).replace(/\//g, '\\/'),
  jsonTwice: (key) => JSON.stringify(JSON.stringify({ key })),
  uri: (key) => encodeURIComponent(key),
  uriLowerHex: (key) => encodeURIComponent(key).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
  form: (key) => new URLSearchParams({ key }).toString(),
  uriPlus: (key) => encodeURIComponent(key).replace(/%20/g, '+'),
  base64: (key) => Buffer.from(key).toString('base64'),
  base64url: (key) => Buffer.from(key).toString('base64url'),
  bearerInJson: (key) => JSON.stringify({ headers: { Authorization: `Bearer ${key}` } }),
};

describe('redactSecrets', () => {
  it('replaces each encoding of the key with the marker', () => {
    for (const [name, encode] of Object.entries(encodings)) {
      const out = redactSecrets(`before ${encode(KEY)} after`, [KEY]);
      expect(out, name).toContain(REDACTED);
      for (const stretch of unredacted(out)) {
        for (const form of secretForms(KEY)) expect(stretch, `${name}: ${form}`).not.toContain(form);
      }
    }
  });

  it('leaves text without secrets alone, and ignores empty secrets', () => {
    expect(redactSecrets('nothing to hide', [KEY])).toBe('nothing to hide');
    expect(redactSecrets('nothing to hide', ['', ''])).toBe('nothing to hide');
    expect(redactSecrets('nothing to hide', [])).toBe('nothing to hide');
  });

  it('redacts every secret given, and follows a change of secrets', () => {
    expect(redactSecrets('a=first b=second', ['first', 'second'])).toBe(`a=${REDACTED} b=${REDACTED}`);
    expect(redactSecrets('a=first b=second', ['second'])).toBe(`a=first b=${REDACTED}`);
  });

  // Form encoding escapes ! ' ( ) ~, which percent-encoding (encodeURIComponent) leaves as they
  // are: the form-encoded key is a spelling of its own.
  it('redacts a key form-encoded in a request body, percent escapes in either case', () => {
    const key = "sk!live'(a)~b c";
    const form = new URLSearchParams({ key }).toString();
    expect(form).toBe('key=sk%21live%27%28a%29%7Eb+c');
    expect(redactSecrets(`POST ${form}&x=1`, [key])).toBe(`POST key=${REDACTED}&x=1`);
    expect(redactSecrets(`POST ${form.toLowerCase()}`, [key])).not.toContain('%21live');
  });

  it('removes the padded base64 whole, not leaving its padding behind', () => {
    const key = 'abcd1';
    const encoded = Buffer.from(key).toString('base64');
    expect(encoded.endsWith('=')).toBe(true);
    expect(redactSecrets(`x ${encoded} y`, [key])).toBe(`x ${REDACTED} y`);
  });

  it('never leaves a key, in any encoding, inside surrounding text (property)', () => {
    const printable = fc.constantFrom(
      ...Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)),
      '/',
      '+',
      '=',
      '"',
      '\\',
    );
    const keyArb = fc
      .array(printable, { minLength: 8, maxLength: 48 })
      .map((chars) => chars.join(''))
      .filter((key) => key.trim().length > 0);
    const encodingArb = fc.constantFrom(...Object.keys(encodings));
    fc.assert(
      fc.property(
        keyArb,
        fc.array(encodingArb, { minLength: 1, maxLength: 4 }),
        fc.string({ maxLength: 20 }),
        fc.string({ maxLength: 20 }),
        (key, chosen, prefix, suffix) => {
          const text = prefix + chosen.map((name) => ` ${encodings[name]!(key)} `).join('|') + suffix;
          const out = redactSecrets(text, [key]);
          for (const name of chosen) {
            const encoded = encodings[name]!(key);
            for (const stretch of unredacted(out)) {
              expect(stretch).not.toContain(key);
              // Wrapping encodings (JSON objects, form bodies) contain the key's own form, not themselves.
              if (!['jsonTwice', 'form', 'bearerInJson'].includes(name)) expect(stretch).not.toContain(encoded);
            }
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
