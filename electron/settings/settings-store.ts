import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SettingsSnapshot } from '../../shared/ipc/app-channels';
import {
  DEFAULT_SETTINGS,
  SettingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../shared/settings/settings-schema';
import { writeFileAtomic } from '../fs/atomic-write';

export const SETTINGS_FILE = 'settings.json';

/**
 * Non-secret settings, persisted atomically as JSON under userData. A missing,
 * corrupt or partly invalid file never stops the app: what is valid is kept, the
 * rest falls back to defaults, and a notice says so.
 */
export class SettingsStore {
  readonly #path: string;
  #settings: Settings = DEFAULT_SETTINGS;
  #notice: string | undefined;
  /** Updates run one after another, so two quick changes never overwrite each other. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(userDataDir: string) {
    this.#path = join(userDataDir, SETTINGS_FILE);
  }

  get path(): string {
    return this.#path;
  }

  async load(): Promise<SettingsSnapshot> {
    let text: string;
    try {
      text = await readFile(this.#path, 'utf8');
    } catch (error) {
      this.#settings = DEFAULT_SETTINGS;
      this.#notice = isMissing(error)
        ? 'No settings are saved yet, so VinDesk is using its defaults. Set your default ZIP and API key in Settings.'
        : 'Your settings file could not be read, so VinDesk is using its default settings.';
      return this.snapshot();
    }
    const { settings, resetFields, corrupt } = parseSettings(text);
    this.#settings = settings;
    this.#notice = corrupt
      ? 'Your settings file was damaged, so VinDesk is using its default settings. Saving settings will repair it.'
      : resetFields.length > 0
        ? `Some settings were not valid and were reset to their defaults: ${resetFields.join(', ')}.`
        : undefined;
    return this.snapshot();
  }

  get(): Settings {
    return this.#settings;
  }

  snapshot(): SettingsSnapshot {
    return this.#notice ? { settings: this.#settings, notice: this.#notice } : { settings: this.#settings };
  }

  update(patch: SettingsPatch): Promise<SettingsSnapshot> {
    const run = this.#queue.then(async () => {
      const next = SettingsSchema.parse({ ...this.#settings, ...patch });
      await writeFileAtomic(this.#path, `${JSON.stringify(next, null, 2)}\n`);
      this.#settings = next;
      this.#notice = undefined;
      return this.snapshot();
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

/** Keeps every valid field of the stored object and reports the ones that fell back to defaults. */
export function parseSettings(text: string): { settings: Settings; resetFields: string[]; corrupt: boolean } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { settings: DEFAULT_SETTINGS, resetFields: [], corrupt: true };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return { settings: DEFAULT_SETTINGS, resetFields: [], corrupt: true };
  }
  const stored = raw as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  const resetFields: string[] = [];
  for (const [field, schema] of Object.entries(SettingsSchema.shape)) {
    if (!(field in stored)) continue;
    const parsed = schema.safeParse(stored[field]);
    if (parsed.success) settings[field] = parsed.data;
    else resetFields.push(field);
  }
  return { settings: SettingsSchema.parse(settings), resetFields, corrupt: false };
}
