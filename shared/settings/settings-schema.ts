import { z } from 'zod';
import { ZIP5_PATTERN } from '../domain/zip-rule';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The published service the spec describes. */
export const DEFAULT_BASE_URL = 'https://api.auto.dev';

const httpUrl = z
  .string()
  .trim()
  .url('Enter a full address, such as https://api.example.com')
  .refine((value) => /^https?:\/\//i.test(value), 'The address must start with https:// or http://')
  .transform((value) => value.replace(/\/+$/, ''));

/** Settings that are not secret. The API key never lives here: it is in the OS keychain. */
export const SettingsSchema = z.object({
  baseUrl: httpUrl.default(DEFAULT_BASE_URL),
  /** No default: without it the v1 decode falls back to /vin/{vin} on the base. */
  v1BaseUrl: z.union([httpUrl, z.literal('')]).default(''),
  plan: z.enum(['starter', 'growth', 'scale', 'unknown']).default('unknown'),
  defaultZip: z.union([z.string().trim().regex(ZIP5_PATTERN, 'A ZIP code has 5 digits'), z.literal('')]).default(''),
  theme: z.enum(THEMES).default('system'),
});
export type Settings = z.infer<typeof SettingsSchema>;

export const DEFAULT_SETTINGS: Settings = SettingsSchema.parse({});

/** What the renderer may change: any subset, each field checked as above. */
export const SettingsPatchSchema = z
  .object({
    baseUrl: SettingsSchema.shape.baseUrl.unwrap(),
    v1BaseUrl: SettingsSchema.shape.v1BaseUrl.unwrap(),
    plan: SettingsSchema.shape.plan.unwrap(),
    defaultZip: SettingsSchema.shape.defaultZip.unwrap(),
    theme: SettingsSchema.shape.theme.unwrap(),
  })
  .partial()
  .strict();
export type SettingsPatch = z.infer<typeof SettingsPatchSchema>;
