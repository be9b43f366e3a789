import { describe, expect, it } from 'vitest';
import { isPlanPageUrl } from './plan-page-rule';

describe('which plan pages the window may open', () => {
  it.each([
    ['https://auto.dev/pricing', 'https://api.auto.dev', true],
    ['https://www.auto.dev/account/billing', 'https://api.auto.dev', true],
    ['https://vds.example.com/plans', 'https://vds.example.com', true],
    ['https://evil.example/pricing', 'https://api.auto.dev', false],
    ['https://auto.dev.evil.example/pricing', 'https://api.auto.dev', false],
    ['https://notauto.dev/pricing', 'https://api.auto.dev', false],
    ['http://auto.dev/pricing', 'https://api.auto.dev', false],
    ['javascript:alert(1)', 'https://api.auto.dev', false],
    ['https://127.0.0.1:8787/plans', 'http://127.0.0.1:8787', false],
  ])('%s (service %s): %s', (url, base, allowed) => {
    expect(isPlanPageUrl(url, base)).toBe(allowed);
  });
});
