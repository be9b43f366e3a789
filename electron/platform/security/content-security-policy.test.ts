import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, withContentSecurityPolicy } from './content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('content security policy', () => {
  const policy = directives(CONTENT_SECURITY_POLICY);

  it("defaults to 'self'", () => {
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('allows no inline or evaluated script', () => {
    const scripts = policy.get('script-src') ?? [];
    expect(scripts).toEqual(["'self'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('names no network origin anywhere', () => {
    for (const [, values] of policy) {
      for (const value of values) expect(value).not.toMatch(/^(https?:|wss?:|\*)|\/\//);
    }
  });

  it('replaces any policy a response already carries', () => {
    const headers = withContentSecurityPolicy({ 'content-security-policy': ['default-src *'], 'X-Other': ['1'] });
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['X-Other']).toEqual(['1']);
  });

  it('is repeated, the same, in the renderer page', () => {
    const html = readFileSync(join(__dirname, '../../../renderer/index.html'), 'utf8');
    const meta = html.match(/http-equiv="Content-Security-Policy"\s+content="([^"]+)"/)?.[1];
    // Browsers ignore frame-ancestors in a meta policy (CSP 3, section 6.3.2), so only the header carries it.
    const headerOnly = new Map(policy);
    headerOnly.delete('frame-ancestors');
    expect(meta && directives(meta)).toEqual(headerOnly);
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  });
});
