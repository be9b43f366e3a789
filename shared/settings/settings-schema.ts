// Runs in main and in the renderer, so it uses only globals both have (shared/web-platform-globals.d.ts).
import { z } from 'zod';
import { ZIP5_PATTERN } from '../domain/zip-rule';
import { SpendSettingsSchema, WATCHLIST_SCHEDULES } from './spend-settings-schema';

const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The published service the spec describes. */
export const DEFAULT_BASE_URL = 'https://api.auto.dev';

/** Whether an address is this machine: the only place plain http may carry the key. */
export function isLoopbackAddress(value: string): boolean {
  try {
    const host = new URL(value).hostname.replace(/^\[|\]$/g, '').toLowerCase();
    return host === 'localhost' || host.endsWith('.localhost') || /^127(\.\d{1,3}){3}$/.test(host) || host === '::1';
  } catch {
    return false;
  }
}

// The key travels with every request to this address, so it must be encrypted on the
// way (https); plain http is accepted only for this machine (a local sandbox or proxy).
const httpUrl = z
  .string()
  .trim()
  .url('Enter a full address, such as https://api.example.com')
  .superRefine((value, ctx) => {
    // One message per address, the most specific one.
    if (!/^https?:\/\//i.test(value)) ctx.addIssue({ code: 'custom', message: 'The address must start with https://' });
    else if (!/^https:\/\//i.test(value) && !isLoopbackAddress(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'Use an https:// address: the API key must never travel unencrypted (http:// is allowed only for this computer)',
      });
    }
  })
  .transform((value) => value.replace(/\/+$/, ''));

/** Settings that are not secret. The API key never lives here: it is in the OS keychain. */
export const SettingsSchema = z.object({
  baseUrl: httpUrl.default(DEFAULT_BASE_URL),
  /** No default: without it the v1 decode falls back to /vin/{vin} on the base. */
  v1BaseUrl: z.union([httpUrl, z.literal('')]).default(''),
  plan: z.enum(['free', 'starter', 'growth', 'scale', 'unknown']).default('unknown'),
  /** Which dialect the service speaks; 'auto' picks auto.dev's for its hosts and the spec's for any other. */
  dialect: z.enum(['auto', 'spec', 'autodev']).default('auto'),
  defaultZip: z.union([z.string().trim().regex(ZIP5_PATTERN, 'A ZIP code has 5 digits'), z.literal('')]).default(''),
  theme: z.enum(THEMES).default('system'),
  /** Prices, thresholds and budgets for the hosted service's per-call fees (spend-settings-schema.ts). */
  spend: SpendSettingsSchema.default(SpendSettingsSchema.parse({})),
  /** How often the watchlist re-checks every watched VIN, each check a billed recall call per VIN. */
  watchlistSchedule: z.enum(WATCHLIST_SCHEDULES).default('daily'),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

/** What the renderer may change: any subset, each field checked as above. `spend` is replaced whole. The update feed is no setting: main reads it from the build (issue 37). */
export const SettingsPatchSchema = z
  .object({
    baseUrl: SettingsSchema.shape.baseUrl.unwrap(),
    v1BaseUrl: SettingsSchema.shape.v1BaseUrl.unwrap(),
    plan: SettingsSchema.shape.plan.unwrap(),
    dialect: SettingsSchema.shape.dialect.unwrap(),
    defaultZip: SettingsSchema.shape.defaultZip.unwrap(),
    theme: SettingsSchema.shape.theme.unwrap(),
    spend: SettingsSchema.shape.spend.unwrap(),
    watchlistSchedule: SettingsSchema.shape.watchlistSchedule.unwrap(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
