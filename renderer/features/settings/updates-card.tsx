import { useId, useState, type FormEvent } from 'react';
import type { AppError } from '../../../shared/ipc/app-error';
import type { UpdateSettings } from '../../../shared/settings/settings-schema';
import { appErrorOf } from '../../api/app-error-of';
import { useNoticeStore } from '../../stores/notice-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { FieldMessages, describedBy } from '../../ui/field-message';
import { TextField } from '../../ui/text-field';
import { useUpdateSettings } from './use-settings-mutations';

/** Main's issues for the updates object, split between the checkbox and the address field. */
function updateErrorsOf(error: AppError | null): { enabled?: string; feedUrl?: string; other: boolean } {
  const result: { enabled?: string; feedUrl?: string; other: boolean } = { other: false };
  if (!error) return result;
  if (error.kind !== 'invalid-input' || !error.issues?.length) return { other: true };
  for (const issue of error.issues) {
    if (issue.path === 'updates.feedUrl') result.feedUrl ??= issue.message;
    else if (issue.path.startsWith('updates')) result.enabled ??= issue.message;
    else result.other = true;
  }
  return result;
}

/**
 * Automatic updates, off by default. Main checks the address (https only) and refuses
 * to switch checks on without one; its message is shown under the field concerned.
 */
export function UpdatesCard({ updates }: { updates: UpdateSettings }) {
  const pushNotice = useNoticeStore((state) => state.push);
  const update = useUpdateSettings();
  const [draft, setDraft] = useState<UpdateSettings>(updates);
  // Re-seed the form when saved settings change underneath it (another window, a reset file).
  const [seed, setSeed] = useState(updates);
  if (seed.enabled !== updates.enabled || seed.feedUrl !== updates.feedUrl) {
    setSeed(updates);
    setDraft(updates);
  }

  const error = update.error ? appErrorOf(update.error) : null;
  const errors = updateErrorsOf(error);
  const dirty = draft.enabled !== updates.enabled || draft.feedUrl !== updates.feedUrl;
  const checkboxId = useId();
  const checkboxHintId = `${checkboxId}-hint`;
  const checkboxErrorId = `${checkboxId}-error`;
  const checkboxHint =
    'VinDesk looks for a new version when it starts and every 6 hours, and asks before downloading it.';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(
      { updates: draft },
      { onSuccess: () => pushNotice({ id: 'settings-saved', tone: 'success', title: 'Settings saved' }) },
    );
  }

  return (
    <Card title="Updates" description="Where VinDesk looks for new versions, if your company publishes them.">
      <form className="stack stack--lg" onSubmit={onSubmit} noValidate aria-label="Update settings">
        <div className="stack">
          <label className="check" htmlFor={checkboxId}>
            <input
              id={checkboxId}
              type="checkbox"
              checked={draft.enabled}
              aria-invalid={errors.enabled ? true : undefined}
              aria-describedby={describedBy(checkboxHint, checkboxHintId, errors.enabled, checkboxErrorId)}
              onChange={(event) => setDraft((current) => ({ ...current, enabled: event.target.checked }))}
            />
            <span>Check for updates automatically</span>
          </label>
          <FieldMessages hint={checkboxHint} hintId={checkboxHintId} error={errors.enabled} errorId={checkboxErrorId} />
          <TextField
            label="Update address"
            optional={!draft.enabled}
            type="url"
            inputMode="url"
            spellCheck={false}
            value={draft.feedUrl}
            placeholder="https://updates.example.com/vindesk"
            hint="The https address your IT department gave you for VinDesk updates."
            error={errors.feedUrl}
            onChange={(event) => setDraft((current) => ({ ...current, feedUrl: event.target.value }))}
          />
        </div>

        {error && errors.other && <ErrorPanel error={error} title="Update settings were not saved" />}

        <div className="row row--end">
          {dirty && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(updates);
                update.reset();
              }}
            >
              Discard changes
            </Button>
          )}
          <Button type="submit" variant="primary" busy={update.isPending} disabled={!dirty && !error}>
            Save update settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
