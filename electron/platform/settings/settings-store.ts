import { join } from 'node:path';
import { z } from 'zod';
import type { SettingsSnapshot } from '../../../shared/ipc/app-channels';
import {
  DEFAULT_SETTINGS,
  SettingsSchema,
  type Settings,
  type SettingsPatch,
} from '../../../shared/settings/settings-schema';
import { writeFileAtomic } from '../fs/atomic-write';
import { readJsonStore } from '../fs/json-store-file';

/** Only a body that is not an object at all counts as damaged; bad fields are reset one by one. */
const StoredObjectSchema = z.record(z.string(), z.unknown());

/**
 * The origins the stored API key is bound to, kept beside the settings (main's own field:
 * the window can neither read nor set it). Each must be a bare origin, as written by main.
 */
const KeyOriginsSchema = z
  .array(z.string().refine((value) => URL.canParse(value) && new URL(value).origin === value))
  .max(8);

export const SETTINGS_FILE = 'settings.json';

/**
 * Non-secret settings, persisted atomically as JSON under userData. A missing,
 * corrupt or partly invalid file never stops the app: what is valid is kept, the
 * rest falls back to defaults, and a notice says so. A file that is not a JSON object
 * is moved aside (never overwritten), and the notice names where it went.
 */
export class SettingsStore {
  readonly #path: string;
  #settings: Settings = DEFAULT_SETTINGS;
  #notice: string | undefined;
  #damagedNotice: string | null = null;
  #extraNotices: string[] = [];
  #keyOrigins: string[] | null = null;
  /** Updates run one after another, so two quick changes never overwrite each other. */
  #queue: Promise<unknown> = Promise.resolve();

  constructor(userDataDir: string) {
    this.#path = join(userDataDir, SETTINGS_FILE);
  }

  get path(): string {
    return this.#path;
  }

  async load(): Promise<SettingsSnapshot> {
    this.#keyOrigins = null;
    let stored: Record<string, unknown> | null;
    try {
      const read = await readJsonStore(this.#path, StoredObjectSchema);
      if (read.damaged) {
        // The damaged file was moved aside, so saving settings writes a fresh one and the old stays for the user.
        this.#settings = DEFAULT_SETTINGS;
        this.#damagedNotice = `Your settings file was damaged. VinDesk kept it as ${read.damaged.movedTo} and is using its default settings.`;
        this.#notice = this.#damagedNotice;
        return this.snapshot();
      }
      stored = read.value;
    } catch {
      this.#settings = DEFAULT_SETTINGS;
      this.#notice = 'Your settings file could not be read, so VinDesk is using its default settings.';
      return this.snapshot();
    }
    if (stored === null) {
      this.#settings = DEFAULT_SETTINGS;
      this.#notice =
        'No settings are saved yet, so VinDesk is using its defaults. Set your default ZIP and API key in Settings.';
      return this.snapshot();
    }
    const { settings, resetFields } = salvageSettings(stored);
    this.#settings = settings;
    // A missing or damaged binding counts as none recorded: the key is then bound to the default service only.
    const origins = KeyOriginsSchema.safeParse(stored.keyOrigins);
    this.#keyOrigins = origins.success ? origins.data : null;
    this.#notice =
      resetFields.length > 0
        ? `Some settings were not valid and were reset to their defaults: ${resetFields.join(', ')}.`
        : undefined;
    return this.snapshot();
  }

  /** Plain words for the user when the settings file was damaged and moved aside on load; null otherwise. */
  get damagedNotice(): string | null {
    return this.#damagedNotice;
  }

  /**
   * Adds another store's damage notice (saved searches, watchlist, sweep) to the notice the
   * renderer already shows once at start-up, so every moved file is named to the user.
   * Kept for the whole run, unlike the settings' own notice, which a save answers.
   */
  addNotice(notice: string | null): void {
    if (notice && !this.#extraNotices.includes(notice)) this.#extraNotices.push(notice);
  }

  get(): Settings {
    return this.#settings;
  }

  snapshot(): SettingsSnapshot {
    const notice = [this.#notice, ...this.#extraNotices].filter(Boolean).join('\n');
    return notice ? { settings: this.#settings, notice } : { settings: this.#settings };
  }

  /** The origins the stored API key is bound to; null when none were ever recorded (a key saved before). */
  get keyOrigins(): readonly string[] | null {
    return this.#keyOrigins;
  }

  /** The settings a patch would give, checked as a save would, without saving them. */
  preview(patch: SettingsPatch): Settings {
    return SettingsSchema.parse({ ...this.#settings, ...patch });
  }

  /**
   * Saves a patch, and with `keyOrigins` the key's new binding in the same atomic write,
   * so the address and the origins it may receive the key at never disagree on disk.
   */
  update(patch: SettingsPatch, binding?: { keyOrigins: readonly string[] }): Promise<SettingsSnapshot> {
    const run = this.#queue.then(async () => {
      const next = SettingsSchema.parse({ ...this.#settings, ...patch });
      const keyOrigins = binding ? [...binding.keyOrigins] : this.#keyOrigins;
      const file = keyOrigins ? { ...next, keyOrigins } : next;
      await writeFileAtomic(this.#path, `${JSON.stringify(file, null, 2)}\n`);
      this.#settings = next;
      this.#keyOrigins = keyOrigins;
      this.#notice = undefined;
      return this.snapshot();
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

/** Keeps every valid field of the stored object and reports the ones that fell back to defaults. */
function salvageSettings(stored: Record<string, unknown>): { settings: Settings; resetFields: string[] } {
  const settings: Record<string, unknown> = {};
  const resetFields: string[] = [];
  for (const [field, schema] of Object.entries(SettingsSchema.shape)) {
    if (!(field in stored)) continue;
    const parsed = schema.safeParse(stored[field]);
    if (parsed.success) settings[field] = parsed.data;
    else resetFields.push(field);
  }
  return { settings: SettingsSchema.parse(settings), resetFields };
}
