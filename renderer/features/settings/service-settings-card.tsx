import type { Settings } from '../../../shared/settings/settings-schema';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ServiceFieldsGrid } from './service-fields-grid';
import { ServiceSaveOutcome } from './service-save-outcome';
import { UnconfirmedHostsCallout } from './unconfirmed-hosts-callout';
import { useServiceSettingsForm } from './use-service-settings-form';

/**
 * The non-secret connection settings. Main validates them (one schema for file and
 * form); its issues come back per field and are shown under each input.
 */
export function ServiceSettingsCard({ settings, demo }: { settings: Settings; demo: boolean }) {
  const form = useServiceSettingsForm(settings);
  return (
    <Card
      title="Service"
      description={
        demo
          ? 'Where VinDesk finds the Vehicle Data Service once a key is set. Demo data comes from the built-in sandbox meanwhile.'
          : 'Where VinDesk finds the Vehicle Data Service, and what your plan includes.'
      }
    >
      <form className="stack stack--lg" onSubmit={form.submit} noValidate aria-label="Service settings">
        {form.unconfirmedHosts.length > 0 && !form.saving && (
          <UnconfirmedHostsCallout hosts={form.unconfirmedHosts} onConfirm={form.confirmAddress} />
        )}
        <ServiceFieldsGrid draft={form.draft} errors={form.errors} onChange={form.change} />
        <ServiceSaveOutcome
          error={form.error}
          originCancelled={form.originCancelled}
          confirmedHosts={form.confirmedHosts}
        />
        <div className="row row--end">
          {form.dirty && (
            <Button variant="ghost" onClick={form.discard}>
              Discard changes
            </Button>
          )}
          <Button type="submit" variant="primary" busy={form.saving} disabled={!form.dirty && !form.error}>
            Save settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
