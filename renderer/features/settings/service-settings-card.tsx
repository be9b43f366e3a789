import { useState, type FormEvent } from 'react';
import { DIALECT_LABELS, type DialectSetting } from '../../../shared/service/dialect';
import type { Settings } from '../../../shared/settings/settings-schema';
import { appErrorOf } from '../../api/app-error-of';
import { useNoticeStore } from '../../stores/notice-store';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { fieldErrorsOf, issuesAllInline } from './field-errors';
import { useUpdateSettings } from './use-settings-mutations';

type ServiceFields = Pick<Settings, 'baseUrl' | 'v1BaseUrl' | 'dialect' | 'plan' | 'defaultZip'>;
const FIELDS = ['baseUrl', 'v1BaseUrl', 'dialect', 'plan', 'defaultZip'] as const;

const PLAN_OPTIONS = [
  { value: 'unknown', label: 'I don’t know' },
  { value: 'free', label: 'Free' },
  { value: 'starter', label: 'Starter' },
  { value: 'growth', label: 'Growth' },
  { value: 'scale', label: 'Scale' },
];

const DIALECT_OPTIONS: { value: DialectSetting; label: string }[] = [
  { value: 'auto', label: 'Automatic (from the address)' },
  { value: 'spec', label: DIALECT_LABELS.spec },
  { value: 'autodev', label: DIALECT_LABELS.autodev },
];

function pickFields(settings: Settings): ServiceFields {
  return {
    baseUrl: settings.baseUrl,
    v1BaseUrl: settings.v1BaseUrl,
    dialect: settings.dialect,
    plan: settings.plan,
    defaultZip: settings.defaultZip,
  };
}

/**
 * The non-secret connection settings. Main validates them (one schema for file and
 * form); its issues come back per field and are shown under each input.
 */
export function ServiceSettingsCard({ settings, demo }: { settings: Settings; demo: boolean }) {
  const saved = pickFields(settings);
  const pushNotice = useNoticeStore((state) => state.push);
  const update = useUpdateSettings();
  const [draft, setDraft] = useState<ServiceFields>(saved);
  // Re-seed the form when saved settings change underneath it (another window, a reset file).
  const [seed, setSeed] = useState(saved);
  if (FIELDS.some((field) => seed[field] !== saved[field])) {
    setSeed(saved);
    setDraft(saved);
  }

  const error = update.error ? appErrorOf(update.error) : null;
  const errors = fieldErrorsOf(error);
  const dirty = FIELDS.some((field) => draft[field] !== saved[field]);

  function change<K extends keyof ServiceFields>(field: K, value: ServiceFields[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    update.mutate(draft, {
      onSuccess: () => pushNotice({ id: 'settings-saved', tone: 'success', title: 'Settings saved' }),
    });
  }

  return (
    <Card
      title="Service"
      description={
        demo
          ? 'Where VinDesk finds the Vehicle Data Service once a key is set. Demo data comes from the built-in sandbox meanwhile.'
          : 'Where VinDesk finds the Vehicle Data Service, and what your plan includes.'
      }
    >
      <form className="stack stack--lg" onSubmit={onSubmit} noValidate aria-label="Service settings">
        <div className="form-grid">
          <div className="form-grid__full">
            <TextField
              label="Service address"
              type="url"
              inputMode="url"
              spellCheck={false}
              value={draft.baseUrl}
              hint="Leave as it is unless your account manager gave you another address."
              error={errors.baseUrl}
              onChange={(event) => change('baseUrl', event.target.value)}
            />
          </div>
          <div className="form-grid__full">
            <TextField
              label="v1 service address"
              optional
              type="url"
              inputMode="url"
              spellCheck={false}
              value={draft.v1BaseUrl}
              placeholder="Same as the service address"
              hint="Only if your account uses a separate address for the v1 VIN decoder."
              error={errors.v1BaseUrl}
              onChange={(event) => change('v1BaseUrl', event.target.value)}
            />
          </div>
          <div className="form-grid__full">
            <SelectField
              label="Service dialect"
              options={DIALECT_OPTIONS}
              value={draft.dialect}
              hint="How VinDesk talks to the service. Automatic uses auto.dev’s for its addresses and the spec’s for any other."
              error={errors.dialect}
              onChange={(event) => change('dialect', event.target.value as DialectSetting)}
            />
          </div>
          <SelectField
            label="Your plan"
            options={PLAN_OPTIONS}
            value={draft.plan}
            hint="VinDesk explains features your plan does not include instead of failing."
            error={errors.plan}
            onChange={(event) => change('plan', event.target.value as ServiceFields['plan'])}
          />
          <TextField
            label="Dealership ZIP code"
            optional
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={draft.defaultZip}
            placeholder="e.g. 90210"
            hint="Used for distances in search and for taxes and fees."
            error={errors.defaultZip}
            onChange={(event) => change('defaultZip', event.target.value)}
          />
        </div>

        {error && !issuesAllInline(error, FIELDS) && <ErrorPanel error={error} title="Settings were not saved" />}

        <div className="row row--end">
          {dirty && (
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(saved);
                update.reset();
              }}
            >
              Discard changes
            </Button>
          )}
          <Button type="submit" variant="primary" busy={update.isPending} disabled={!dirty && !error}>
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
