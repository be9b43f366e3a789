import { describe, expect, it } from 'vitest';
import { SettingsPatchSchema } from './settings-schema';

describe('service address', () => {
  it.each([
    'https://api.auto.dev',
    'https://proxy.dealer.example/vds',
    'http://127.0.0.1:8787',
    'http://localhost:8787',
    'http://[::1]:8787',
  ])('accepts %s', (baseUrl) => {
    expect(SettingsPatchSchema.safeParse({ baseUrl }).success).toBe(true);
  });

  it.each([
    'http://api.auto.dev',
    'http://192.168.1.10:8787',
    'http://127.0.0.1.evil.example',
    'ftp://api.auto.dev',
    'file:///etc',
  ])('refuses %s, so the key never travels unencrypted', (baseUrl) => {
    const parsed = SettingsPatchSchema.safeParse({ baseUrl });
    expect(parsed.success).toBe(false);
  });
});
