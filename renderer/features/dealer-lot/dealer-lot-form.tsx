import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { ChannelInput } from '../../../shared/ipc/contract';
import { formatMicros } from '../../../shared/spend/format-micros';
import { invoke } from '../../api/vds';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { findCostWords } from './dealer-lot-words';
import { useFindCost } from './use-find-cost';

interface DealerLotFormProps {
  /** A dealer picked on a VIN page arrives filled in; nothing is searched until "Find my cars". */
  picked: { dealer?: string | undefined; zip?: string | undefined };
  busy: boolean;
  onFind: (input: ChannelInput<'dealerLot.estimate'>) => void;
}

/** The dealer's name and ZIP, and what finding their cars costs, said before the button is pressed (row 26). */
export function DealerLotForm({ picked, busy, onFind }: DealerLotFormProps) {
  const [dealer, setDealer] = useState(picked.dealer ?? '');
  const [zip, setZip] = useState(picked.zip ?? '');
  const suggestionsId = useId();
  const findCostId = useId();
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
    const suggested = seen.data?.find((one) => one.name === name);
    if (suggested && zip.trim() === '') setZip(suggested.zip);
  };
  const find = (event: FormEvent) => {
    event.preventDefault();
    const name = dealer.trim();
    if (name === '') return;
    onFind({ dealer: name, ...(zip.trim() ? { zip: zip.trim() } : {}) });
  };

  return (
    <>
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
          busy={busy}
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
    </>
  );
}
