import type { Dialect } from '../service/dialect';
import { z } from 'zod';
import { channel } from './channel';
import { SettingsPatchSchema, type Settings } from '../settings/settings-schema';
import type { Plan, PlanSetting } from '../plan/plan-access';

/** No input: the renderer calls invoke(name) with nothing. */
export const noInput = z.undefined();

type AppMode = 'demo' | 'live';

export interface AppInfo {
  version: string;
  /** demo: the embedded sandbox answers (no key set); live: the configured service. */
  mode: AppMode;
  /** The plan in force: the setting, or the demo key's plan in demo mode. */
  plan: PlanSetting;
  /** Which dialect the service in force speaks: the spec's or auto.dev's. */
  dialect: Dialect;
  platform: string;
  /** The embedded sandbox, in demo mode: it builds its dataset on first start. */
  sandbox?: SandboxState;
  /** What the service's latest answer proved about the connection; never "ok" before an answer did. */
  connection: ConnectionState;
}

/**
 * The connection as last proven by an answer: 'unverified' until one arrives, 'ok' after
 * a successful answer with the key in force, 'key-refused' after a 401, 'unreachable'
 * after a network, DNS or TLS failure. Demo mode is always 'demo'.
 */
export interface ConnectionState {
  state: 'demo' | 'unverified' | 'ok' | 'key-refused' | 'unreachable';
  /** Plain words for the badge's tooltip: what proved it, and when. */
  detail?: string;
  /** ISO time of the answer that set the state. */
  at?: string;
}

/** The result of checking a key with one cheap call when it is saved. */
export interface KeyCheck {
  result: 'works' | 'refused' | 'unreachable';
  /** "Key works (Growth plan)", "Key refused", "Could not reach the service". */
  message: string;
  /** The plan, when the answer named it. */
  plan?: Plan;
}

export interface SandboxState {
  state: 'starting' | 'ready' | 'failed';
  /** What it is doing or what went wrong, in plain words. */
  detail?: string;
  /** 0–1 while the dataset is built. */
  progress?: number;
}

type KeySource = 'env' | 'keychain' | 'session' | 'none';

export interface KeychainStatus {
  hasKey: boolean;
  /** Where the key in force comes from: VINDESK_API_KEY, the OS keychain, or this session's memory. */
  source: KeySource;
  /** The store a new key would be written to. */
  store: 'os-keychain' | 'session-memory';
  keychainAvailable: boolean;
  /** Plain words on what is wrong with the OS keychain, when something is. */
  problem?: string;
  /** Last four characters only, so the user can tell keys apart. Never the key. */
  hint?: string;
  /** Set by keychain.setKey: what one call with the new key proved. */
  check?: KeyCheck;
}

export interface SettingsSnapshot {
  settings: Settings;
  /** Set when the file was missing parts, corrupt or unreadable and defaults were used. */
  notice?: string;
  /**
   * Hosts in the service addresses that the stored API key is not confirmed for: main sends
   * the key nowhere else until the person confirms them (saving the address again asks).
   */
  unconfirmedHosts?: string[];
  /** On a settings.update reply only: the hosts the person just confirmed, in main's dialog, for the key. */
  confirmedHosts?: string[];
}

const ApiKeyInputSchema = z.object({
  key: z
    .string()
    .trim()
    .min(8, 'An API key has at least 8 characters')
    .max(512, 'An API key has at most 512 characters')
    .regex(/^[\x21-\x7e]+$/, 'An API key holds no spaces or special characters'),
  /** session: keep it in memory for this run only (offered when the OS keychain is unusable). */
  store: z.enum(['os-keychain', 'session-memory']).default('os-keychain'),
});

export const appChannels = {
  'app.info': channel(noInput).returns<AppInfo>(),
  'keychain.status': channel(noInput).returns<KeychainStatus>(),
  'keychain.setKey': channel(ApiKeyInputSchema).returns<KeychainStatus>(),
  'keychain.clearKey': channel(noInput).returns<KeychainStatus>(),
  'settings.get': channel(noInput).returns<SettingsSnapshot>(),
  'settings.update': channel(SettingsPatchSchema).returns<SettingsSnapshot>(),
  'shell.openExternal': channel(z.object({ url: z.string().max(2048) }).strict()).returns<{ opened: boolean }>(),
};

export type AppChannelName = keyof typeof appChannels;
