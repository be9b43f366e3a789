export const REDACTED = '[redacted]';

/**
 * Replaces every secret in `text` with `[redacted]`, in each form a secret can take
 * on its way into a log line or a service's answer: as written, JSON-escaped (with
 * and without `\/`), URL-encoded (percent and form encoding) and base64. Each of
 * those forms is also matched once and twice JSON-escaped again, because a log line
 * is JSON whose strings may themselves hold JSON (a service's error body, say).
 *
 * One pass over the text with every form at once, longest first: a form replaced
 * earlier can never be re-matched inside the marker, and a longer form (the padded
 * base64) wins over the shorter one it contains.
 */
export function redactSecrets(text: string, secrets: readonly string[]): string {
  const pattern = patternFor(secrets);
  return pattern ? text.replace(pattern, REDACTED) : text;
}

/** Every spelling of one secret that the redaction looks for. Exported for tests. */
export function secretForms(secret: string): string[] {
  if (!secret) return [];
  const base = new Set<string>([
    secret,
    jsonEscape(secret),
    jsonEscape(secret).replace(/\//g, '\\/'),
    encodeURIComponent(secret),
    lowerHex(encodeURIComponent(secret)),
    encodeURIComponent(secret).replace(/%20/g, '+'),
    encodeURI(secret),
    // application/x-www-form-urlencoded: encodes more than encodeURIComponent, space as +.
    new URLSearchParams({ s: secret }).toString().slice(2),
    lowerHex(new URLSearchParams({ s: secret }).toString().slice(2)),
  ]);
  const utf8 = Buffer.from(secret, 'utf8');
  const base64 = utf8.toString('base64');
  base.add(base64);
  // Unpadded forms also catch the key inside a longer token, and base64url in JWTs and URLs.
  base.add(base64.replace(/=+$/, ''));
  base.add(utf8.toString('base64url'));
  const forms = new Set<string>();
  for (const form of base) {
    const once = jsonEscape(form);
    forms.add(form).add(once).add(jsonEscape(once));
  }
  forms.delete('');
  return [...forms];
}

let cachedKey: string | null = null;
let cachedPattern: RegExp | null = null;

/** Secrets are read at every log write, so the compiled pattern is kept until they change. */
function patternFor(secrets: readonly string[]): RegExp | null {
  const present = secrets.filter((secret) => secret.length > 0);
  const key = JSON.stringify(present);
  if (key === cachedKey) return cachedPattern;
  const forms = [...new Set(present.flatMap(secretForms))].sort((a, b) => b.length - a.length);
  cachedKey = key;
  cachedPattern = forms.length > 0 ? new RegExp(forms.map(escapeRegExp).join('|'), 'g') : null;
  return cachedPattern;
}

function jsonEscape(value: string): string {
  return JSON.stringify(value).slice(1, -1);
}

function lowerHex(encoded: string): string {
  return encoded.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase());
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}
