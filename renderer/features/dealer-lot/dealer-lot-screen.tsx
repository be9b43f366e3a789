import './dealer-lot.css';
import { useMutation } from '@tanstack/react-query';
import type { AppErrorKind } from '../../../shared/ipc/app-error';
import type { ChannelInput } from '../../../shared/ipc/contract';
import { appErrorOf } from '../../api/app-error-of';
import { invoke } from '../../api/vds';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { PageHeader } from '../../ui/page-header';
import { DealerLotCostStep } from './dealer-lot-cost-step';
import { DealerLotForm } from './dealer-lot-form';
import { DealerLotExport } from './dealer-lot-export';
import { DealerLotMethod } from './dealer-lot-method';
import { DealerLotTable } from './dealer-lot-table';

type LotInput = ChannelInput<'dealerLot.estimate'>;

/** Failures that may pass on a second try: the service or the connection, not the name or ZIP typed. */
const TRANSIENT = new Set<AppErrorKind>(['unavailable', 'network', 'timeout', 'rate-limited', 'offline']);

/**
 * A dealer's own cars against the local market (issue #39 item 5): the dealer's listings are
 * found first, what checking them costs is shown and confirmed, then each is ranked.
 */
export function DealerLotScreen(picked: { dealer?: string | undefined; zip?: string | undefined }) {
  const estimate = useMutation({
    mutationFn: (input: LotInput) => invoke('dealerLot.estimate', input),
    meta: { inlineErrors: true },
  });
  const build = useMutation({
    mutationFn: (input: LotInput) => invoke('dealerLot.build', input),
    meta: { inlineErrors: true },
  });

  const found = estimate.data;
  const lot = build.data;
  const error = estimate.error ?? build.error;
  const shownError = error ? appErrorOf(error) : null;
  // Finding again is offered after a failure worth retrying; the check itself is not retried from
  // here, since it spends what was confirmed: its estimate is shown again instead.
  const findAgain =
    estimate.error && shownError && TRANSIENT.has(shownError.kind) && estimate.variables
      ? () => estimate.mutate(estimate.variables)
      : undefined;

  return (
    <>
      <PageHeader
        title="Dealer’s lot"
        description="Your cars against the local market: where each price stands, how long it has been listed, and a suggested price."
      />
      <Card>
        <DealerLotForm
          picked={picked}
          busy={estimate.isPending}
          onFind={(input) => {
            build.reset();
            estimate.mutate(input);
          }}
        />
      </Card>
      <p className="sr-only" role="status">
        {estimate.isPending
          ? 'Finding your cars…'
          : build.isPending
            ? 'Checking your cars against the local market…'
            : ''}
      </p>
      {shownError ? (
        <Card>
          <ErrorPanel error={shownError} title="Your lot could not be checked" onRetry={findAgain} />
        </Card>
      ) : null}
      {found && !lot && (
        <DealerLotCostStep
          estimate={found}
          busy={build.isPending}
          onConfirm={() => build.mutate({ dealer: found.dealer, zip: found.zip })}
          onBack={() => estimate.reset()}
        />
      )}
      {lot && (
        <section className="stack dealer-lot__result" aria-labelledby="dealer-lot-heading">
          <div className="row dealer-lot__result-head">
            <h2 id="dealer-lot-heading">
              {lot.dealer}, {lot.zip}
            </h2>
            <DealerLotExport dealer={lot.dealer} zip={lot.zip} />
          </div>
          <DealerLotMethod />
          <DealerLotTable rows={lot.rows} dealer={lot.dealer} />
        </section>
      )}
    </>
  );
}
