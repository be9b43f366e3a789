import './dealer-lot.css';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ChannelInput } from '../../../shared/ipc/contract';
import { appErrorOf } from '../../api/app-error-of';
import { invoke } from '../../api/vds';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { ErrorPanel } from '../../ui/error-panel';
import { PageHeader } from '../../ui/page-header';
import { TextField } from '../../ui/text-field';
import { DealerLotCostStep } from './dealer-lot-cost-step';
import { DealerLotExport } from './dealer-lot-export';
import { DealerLotMethod } from './dealer-lot-method';
import { DealerLotTable } from './dealer-lot-table';
import { findCostWords } from './dealer-lot-words';
import { useFindCost } from './use-find-cost';
import { formatMicros } from '../../../shared/spend/format-micros';

type LotInput = ChannelInput<'dealerLot.estimate'>;

/**
 * A dealer's own cars against the local market (issue #39 item 5): the dealer's listings are
 * found first, what checking them costs is shown and confirmed, then each is ranked.
 */
export function DealerLotScreen(picked: { dealer?: string | undefined; zip?: string | undefined }) {
  // A dealer picked on a VIN page arrives filled in; nothing is searched until "Find my cars".
  const [dealer, setDealer] = useState(picked.dealer ?? '');
  const [zip, setZip] = useState(picked.zip ?? '');
  const suggestionsId = useId();
  const findCostId = useId();
  // What finding the cars may cost, said beside the button before it is pressed (row 26).
  const findCostQuery = useFindCost();
  const findCost = findCostQuery.data;
  // Dealers in the listings VinDesk has received: read from this computer, nothing is fetched.
  const seen = useQuery({
    queryKey: ['dealerLot', 'seenDealers'],
    queryFn: ({ signal }) => invoke('dealerLot.seenDealers', undefined, signal),
  });
  const chooseName = (name: string) => {
    setDealer(name);
    // A dealer picked from the suggestions brings its ZIP, unless one is typed.
    const picked = seen.data?.find((one) => one.name === name);
    if (picked && zip.trim() === '') setZip(picked.zip);
  };
  const estimate = useMutation({
    mutationFn: (input: LotInput) => invoke('dealerLot.estimate', input),
    meta: { inlineErrors: true },
  });
  const build = useMutation({
    mutationFn: (input: LotInput) => invoke('dealerLot.build', input),
    meta: { inlineErrors: true },
  });

  const find = (event: FormEvent) => {
    event.preventDefault();
    build.reset();
    const name = dealer.trim();
    if (name === '') return;
    estimate.mutate({ dealer: name, ...(zip.trim() ? { zip: zip.trim() } : {}) });
  };
  const found = estimate.data;
  const lot = build.data;
  const error = estimate.error ?? build.error;

  return (
    <>
      <PageHeader
        title="Dealer’s lot"
        description="Your cars against the local market: where each price stands, how long it has been listed, and a suggested price."
      />
      <Card>
        <form className="dealer-lot__form row" onSubmit={find}>
          <TextField
            label="Dealership name"
            hint="As your listings show it. Dealers VinDesk has seen are suggested."
            value={dealer}
            onChange={(event) => chooseName(event.target.value)}
            autoComplete="organization"
            list={suggestionsId}
            required
          />
          <datalist id={suggestionsId}>
            {(seen.data ?? []).map((one) => (
              <option key={`${one.name}|${one.zip}`} value={one.name} label={`${one.zip}, ${one.listings} seen`} />
            ))}
          </datalist>
          <TextField
            label="Dealership ZIP"
            optional
            inputMode="numeric"
            maxLength={5}
            value={zip}
            onChange={(event) => setZip(event.target.value)}
          />
          <Button
            type="submit"
            variant="primary"
            className="dealer-lot__find"
            busy={estimate.isPending}
            disabled={!findCost}
            aria-describedby={findCostId}
          >
            {findCost?.needsConfirmation
              ? `Spend up to ${formatMicros(findCost.totalMicros)} and find my cars`
              : 'Find my cars'}
          </Button>
        </form>
        <p id={findCostId} className="muted" data-testid="dealer-lot-find-cost">
          {findCost
            ? findCostWords(findCost)
            : findCostQuery.isError
              ? 'What finding your cars costs could not be worked out, so nothing is searched. Open the screen again to retry.'
              : 'Working out what finding your cars costs…'}
        </p>
      </Card>
      {error ? (
        <Card>
          <ErrorPanel error={appErrorOf(error)} title="Your lot could not be checked" />
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
