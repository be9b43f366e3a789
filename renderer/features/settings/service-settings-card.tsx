import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { DIALECT_LABELS, type DialectSetting } from '../../../shared/service/dialect';
import type { Settings } from '../../../shared/settings/settings-schema';
import { appErrorOf } from '../../api/app-error-of';
import { appQueries } from '../../api/app-queries';
import { useNoticeStore } from '../../stores/notice-store';
import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { fieldErrorsOf, issuesAllInline } from './field-errors';
import { useUpdateSettings } from './use-settings-mutations';

type ServiceFields = Pick<Settings, 'baseUrl' | 'v1BaseUrl' | 'dialect' | 'plan' | 'defaultZip'>;
const FIELDS = ['baseUrl', 'v1BaseUrl', 'dialect', 'plan', 'defaultZip'] as const;
/** Main's answer when the person cancelled its question about sending the key to a new address. */
const ORIGIN_CHANGE_CANCELLED = 'ORIGIN_CHANGE_CANCELLED';

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
  // Hosts in the saved addresses that the stored key is not confirmed for (main sends it nowhere else).
  const unconfirmedHosts = useQuery(appQueries.settings()).data?.unconfirmedHosts ?? [];
  const [draft, setDraft] = useState<ServiceFields>(saved);
  // Re-seed the form when saved settings change underneath it (another window, a reset file).
  const [seed, setSeed] = useState(saved);
  if (FIELDS.some((field) => seed[field] !== saved[field])) {
    setSeed(saved);
    setDraft(saved);
  }

  const error = update.error ? appErrorOf(update.error) : null;
  const originCancelled = error?.code === ORIGIN_CHANGE_CANCELLED ? error : null;
  const confirmedHosts = update.data?.confirmedHosts ?? [];
  const errors = fieldErrorsOf(error);
  const dirty = FIELDS.some((field) => draft[field] !== saved[field]);

  function change<K extends keyof ServiceFields>(field: K, value: ServiceFields[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Only what changed: main asks about the key only when an address is part of the save.
    const patch = Object.fromEntries(FIELDS.filter((field) => draft[field] !== saved[field]).map((f) => [f, draft[f]]));
    update.mutate(error && Object.keys(patch).length === 0 ? draft : patch, {
      onSuccess: () => pushNotice({ id: 'settings-saved', tone: 'success', title: 'Settings saved' }),
    });
  }

  function confirmAddress() {
    // Saving the address again makes main ask, in its own dialog, whether the key may go there.
    update.mutate({ baseUrl: saved.baseUrl, v1BaseUrl: saved.v1BaseUrl });
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
        {unconfirmedHosts.length > 0 && !update.isPending && (
          <Callout tone="warning" title={`Your API key is not sent to ${unconfirmedHosts.join(' and ')}`}>
            <p>
              This address was not confirmed for your key, so lookups to it stop before they leave this computer.
              Confirm it if you trust it, or change the address back.
            </p>
            <div className="row">
              <Button onClick={confirmAddress}>Confirm address…</Button>
            </div>
          </Callout>
        )}
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
            label="Dealership ZIP"
            optional
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={10}
            value={draft.defaultZip}
            placeholder="e.g. 90210"
            hint="Default ZIP for Search, Finance and the lot sweep"
            error={errors.defaultZip}
            onChange={(event) => change('defaultZip', event.target.value)}
          />
        </div>

        {originCancelled ? (
          <Callout tone="warning" role="alert" title="The service address was not changed">
            <p>{originCancelled.message.replace(/^The service address was not changed\.\s*/, '')}</p>
            <p>Nothing was saved; your changes are still in the form.</p>
          </Callout>
        ) : (
          error && !issuesAllInline(error, FIELDS) && <ErrorPanel error={error} title="Settings were not saved" />
        )}
        {confirmedHosts.length > 0 && (
          <Callout tone="info" role="status" title="Service address confirmed">
            <p>Your API key now goes to {confirmedHosts.join(' and ')}.</p>
          </Callout>
        )}

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
