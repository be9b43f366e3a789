// What Settings accepts, and in which words it refuses the rest.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isLoopbackAddress, SettingsPatchSchema, SettingsSchema } from './settings-schema';

const messages = (input: unknown): string[] => {
  const parsed = SettingsPatchSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('isLoopbackAddress', () => {
  it.each([
    ['http://localhost:8787', true],
    ['http://LOCALHOST', true],
    ['http://sandbox.localhost:8787', true],
    ['http://127.0.0.1', true],
    ['http://127.255.0.9:1', true],
    ['http://[::1]:8787', true],
    ['http://localhost.example.com', false],
    ['http://mylocalhost', false],
    ['http://127.0.0.1.evil.example', false],
    ['http://1127.0.0.1', false],
    ['http://128.0.0.1', false],
    ['http://[::2]', false],
    ['not a url', false],
  ])('%s → %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback);
  });
});

describe('settings', () => {
  it('defaults to the published service, the spec dialect picked from the URL, and nothing else set', () => {
    expect(DEFAULT_SETTINGS).toEqual({
      baseUrl: 'https://api.auto.dev',
      v1BaseUrl: '',
      plan: 'unknown',
      dialect: 'auto',
      defaultZip: '',
      theme: 'system',
      // The vendor's guidance (docs/real-service.md row 26): confirm above $1; build ($0.10
      // on Growth) and TCO ($0.06) wait for a click above three cents; no budget unless set.
      spend: {
        prices: {},
        confirmAbove: 1,
        clickToLoadAbove: 0.03,
        alwaysLoad: {},
        dailyBudget: null,
        monthlyBudget: null,
        paidPrefetchPerHour: null,
      },
      watchlistSchedule: 'daily',
    });
  });

  it('takes a negotiated price for one endpoint and refuses a negative or unknown one by name', () => {
    expect(SettingsPatchSchema.parse({ spend: { prices: { build: 0.05 } } }).spend?.prices).toEqual({ build: 0.05 });
    const negative = SettingsPatchSchema.safeParse({ spend: { prices: { build: -1 } } });
    expect(negative.success).toBe(false);
    expect(negative.error?.issues[0]?.message).toBe('A price per call cannot be below $0');
    expect(SettingsPatchSchema.safeParse({ spend: { prices: { carfax: 1 } } }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ spend: { dailyBudget: Number.NaN } }).success).toBe(false);
  });

  it('trims an address and drops its trailing slashes', () => {
    expect(SettingsPatchSchema.parse({ baseUrl: '  https://proxy.example/vds///  ' })).toEqual({
      baseUrl: 'https://proxy.example/vds',
    });
    expect(SettingsPatchSchema.parse({ v1BaseUrl: '' })).toEqual({ v1BaseUrl: '' });
  });

  it('says first the most specific thing wrong with an address', () => {
    // Not an address at all: the first message says so (zod goes on to the scheme check as well).
    expect(messages({ baseUrl: 'api.auto.dev' })[0]).toBe('Enter a full address, such as https://api.example.com');
    expect(messages({ baseUrl: 'ftp://api.auto.dev' })).toEqual(['The address must start with https://']);
    expect(messages({ baseUrl: 'http://api.auto.dev' })).toEqual([
      'Use an https:// address: the API key must never travel unencrypted (http:// is allowed only for this computer)',
    ]);
    // The scheme is read at the start of the address, not anywhere in it.
    expect(messages({ baseUrl: 'ftp://example.com/http://x' })).toEqual(['The address must start with https://']);
    expect(messages({ baseUrl: 'http://example.com/https://x' })).toEqual([
      'Use an https:// address: the API key must never travel unencrypted (http:// is allowed only for this computer)',
    ]);
    // Upper-case schemes are schemes all the same.
    expect(messages({ baseUrl: 'HTTPS://api.auto.dev' })).toEqual([]);
    expect(messages({ baseUrl: 'HTTP://localhost:8787' })).toEqual([]);
  });

  it('takes a five-digit default ZIP or none', () => {
    expect(SettingsPatchSchema.parse({ defaultZip: ' 30301 ' })).toEqual({ defaultZip: '30301' });
    expect(SettingsPatchSchema.parse({ defaultZip: '' })).toEqual({ defaultZip: '' });
    expect(messages({ defaultZip: '3030' })).toContain('A ZIP code has 5 digits');
  });

  it('has no update feed: a patch naming one is refused, an old file naming one reads without it (issue 37)', () => {
    const patch = SettingsPatchSchema.safeParse({ updates: { enabled: true, feedUrl: 'https://evil.example/feed' } });
    expect(patch.success).toBe(false);
    const old = SettingsSchema.parse({
      theme: 'dark',
      updates: { enabled: true, feedUrl: 'https://evil.example/feed' },
    });
    expect(old).toEqual({ ...DEFAULT_SETTINGS, theme: 'dark' });
    expect(old).not.toHaveProperty('updates');
  });

  it('refuses keys it does not know, and values outside each list', () => {
    expect(SettingsPatchSchema.safeParse({ apiKey: 'secret' }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ theme: 'blue' }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ plan: 'enterprise' }).success).toBe(false);
    expect(SettingsPatchSchema.safeParse({ dialect: 'v2' }).success).toBe(false);
    expect(SettingsPatchSchema.parse({ theme: 'dark', plan: 'growth', dialect: 'autodev' })).toEqual({
      theme: 'dark',
      plan: 'growth',
      dialect: 'autodev',
    });
    expect(SettingsSchema.parse({ theme: 'light' }).theme).toBe('light');
  });
});
