import './spending.css';
import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '../../../shared/plan/plan-access';
import type { Settings } from '../../../shared/settings/settings-schema';
import { toMicros } from '../../../shared/spend/spend-price';
import { planQueries } from '../../api/plan-queries';
import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { AlwaysLoadFields } from './always-load-fields';
import { PaidPrefetchFields } from './paid-prefetch-fields';
import { SpendLimitFields } from './spend-limit-fields';
import { typedDollars } from './spend-patch';
import { clickToLoadEndpoints, spendPriceRows } from './spend-price-rows';
import { SpendPriceTable } from './spend-price-table';
import { useSpendSettingsForm } from './use-spend-settings-form';
import { WatchlistScheduleField } from './watchlist-schedule-field';

/**
 * What the hosted service's per-call fees cost this dealer and how VinDesk guards them:
 * every call is billed on every plan (docs/real-service.md row 26), so prices, asking
 * first, budgets and loading ahead are the dealer's to set. The demo sandbox bills nothing.
 */
export function SpendingCard({ settings, demo }: { settings: Settings; demo: boolean }) {
  const form = useSpendSettingsForm(settings);
  const { draft } = form;
  // The plan main knows (setting, the service's answers or the demo's): the one it bills by.
  const plan = useQuery(planQueries.access()).data?.plan ?? 'unknown';
  const rows = spendPriceRows(plan);
  const negotiated: Partial<Record<Endpoint, number>> = {};
  for (const row of rows) {
    const typed = typedDollars(draft.prices[row.endpoint]);
    if (typed !== null) negotiated[row.endpoint] = typed;
  }
  const paysMicros = (endpoint: Endpoint) => {
    const agreed = negotiated[endpoint];
    return agreed === undefined ? (rows.find((row) => row.endpoint === endpoint)?.listMicros ?? 0) : toMicros(agreed);
  };
  const clickRows = clickToLoadEndpoints(rows, typedDollars(draft.clickToLoadAbove), negotiated, draft.alwaysLoad);

  return (
    <Card
      title="Spending"
      description="The service charges for every lookup, on every plan. Set what you pay and how VinDesk guards it."
    >
      <form className="stack stack--lg" onSubmit={form.submit} noValidate aria-label="Spending settings">
        {demo && (
          <Callout tone="info" title="Demo data costs nothing">
            <p>
              While VinDesk shows demo data, every lookup costs $0 and no fee is counted. The prices and limits below
              apply once you add your API key.
            </p>
          </Callout>
        )}
        <SpendPriceTable
          plan={plan}
          demo={demo}
          prices={draft.prices}
          errors={form.errors}
          onChange={form.changePrice}
        />
        <SpendLimitFields draft={draft} errors={form.errors} onChange={form.change} />
        <AlwaysLoadFields
          rows={clickRows}
          paysMicros={paysMicros}
          alwaysLoad={draft.alwaysLoad}
          error={form.errors.alwaysLoad}
          onChange={form.changeAlwaysLoad}
        />
        <PaidPrefetchFields
          on={draft.paidPrefetch}
          cap={draft.paidPrefetchPerHour}
          error={form.errors.paidPrefetchPerHour}
          onToggle={(on) => form.change('paidPrefetch', on)}
          onCap={(text) => form.change('paidPrefetchPerHour', text)}
        />
        <WatchlistScheduleField
          value={draft.watchlistSchedule}
          error={form.errors.watchlistSchedule}
          onChange={(value) => form.change('watchlistSchedule', value)}
        />
        {form.otherError && <ErrorPanel error={form.otherError} title="Spending settings were not saved" />}
        <div className="row row--end">
          {form.dirty && (
            <Button variant="ghost" onClick={form.discard}>
              Discard changes
            </Button>
          )}
          <Button type="submit" variant="primary" busy={form.saving} disabled={!form.dirty && !form.hasErrors}>
            Save spending settings
          </Button>
        </div>
      </form>
    </Card>
  );
}
