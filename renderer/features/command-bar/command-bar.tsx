import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  forgetVehiclePageRequest,
  noteVehiclePageRequested,
  prefetchVehiclePage,
} from '../../api/vehicle-page-queries';
import { hrefs } from '../../stores/routes';
import { useNavigate } from '../../stores/route-store';
import { useUiStore, type RecentLookup } from '../../stores/ui-store';
import { Button } from '../../ui/button';
import { Callout } from '../../ui/callout';
import { Dialog } from '../../ui/dialog';
import { ArrowRightIcon, SearchIcon } from '../../ui/icons';
import { Kbd } from '../../ui/kbd';
import { SelectField } from '../../ui/select-field';
import { entryHint, vinCharacterLines } from './entry-hint';
import { parseLookup, PLATE_RULE_TEXT, VIN_RULE_TEXT } from './parse-lookup';
import { isUsStateCode, US_STATE_CODES, US_STATES } from '../../../shared/domain/us-states';
import { RecentLookups } from './recent-lookups';

/** The performance mark of a VIN lookup's Enter. */
const VIN_LOOKUP_MARK = 'vindesk:vin-lookup';

const STATE_OPTIONS = US_STATE_CODES.map((code) => ({ value: code, label: `${US_STATES[code]} (${code})` }));

/** The Ctrl+K dialog. Mounted once by the app frame; open state lives in the UI store. */
export function CommandBar() {
  const open = useUiStore((state) => state.commandBarOpen);
  const close = useUiStore((state) => state.closeCommandBar);
  return (
    <Dialog open={open} onClose={close} label="Look up a vehicle by VIN or plate" className="command-bar">
      <CommandBarForm onDone={close} />
    </Dialog>
  );
}

interface SubmitError {
  title: string;
  message: string;
  rule: string;
  /** The VIN as typed, to show which characters break the rule. */
  vin?: string;
  /** One line per character that breaks the rule, by position. */
  positions?: string[];
}

const BAD_VIN_CHARACTER = /[IOQ]|[^A-Z0-9]/;

/** The typed VIN with each character that breaks the rule marked, so the user sees where to look. */
function MarkedVin({ vin }: { vin: string }) {
  if (!BAD_VIN_CHARACTER.test(vin)) return null;
  return (
    <p className="marked-vin" aria-hidden="true">
      {[...vin].map((ch, index) =>
        BAD_VIN_CHARACTER.test(ch) ? <mark key={index}>{ch}</mark> : <span key={index}>{ch}</span>,
      )}
    </p>
  );
}

function CommandBarForm({ onDone }: { onDone: () => void }) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const navigate = useNavigate();
  const client = useQueryClient();
  const recent = useUiStore((state) => state.recentLookups);
  const addRecent = useUiStore((state) => state.addRecentLookup);
  const clearRecent = useUiStore((state) => state.clearRecentLookups);
  const lastState = useUiStore((state) => state.lastPlateState);
  const setLastState = useUiStore((state) => state.setLastPlateState);

  const inputRef = useRef<HTMLInputElement>(null);
  /** The VIN whose page's requests were started as it landed in the field. */
  const prefetched = useRef<string | null>(null);
  // Closed without opening it: a later visit to that VIN begins when it is opened. (Opened,
  // the route has taken the request by the time the dialog's effects are cleaned up.)
  useEffect(
    () => () => {
      if (prefetched.current) forgetVehiclePageRequest(prefetched.current);
    },
    [],
  );
  const stateRef = useRef<HTMLSelectElement>(null);
  const [text, setText] = useState('');
  const [plateState, setPlateState] = useState(lastState);
  const [error, setError] = useState<SubmitError | null>(null);
  const [stateError, setStateError] = useState<string | undefined>();

  const guess = parseLookup(text);
  const hint = error ? null : entryHint(guess);

  function go(lookup: RecentLookup) {
    if (lookup.kind === 'vin') {
      // Where "Enter to every panel painted" starts (npm run bench reads it), and the page's
      // requests with it, before the route has even changed.
      performance.mark(VIN_LOOKUP_MARK, { detail: { vin: lookup.vin } });
      // Unless they were started as the VIN landed in the field (the page's queries take it from there).
      if (prefetched.current !== lookup.vin) prefetchVehiclePage(client, lookup.vin);
    }
    addRecent(lookup);
    if (lookup.kind === 'plate') setLastState(lookup.state);
    navigate(lookup.kind === 'vin' ? hrefs.vehicle(lookup.vin) : hrefs.lotPlate(lookup.state, lookup.plate));
    onDone();
  }

  /**
   * A VIN that is complete and passes its check digit is fetched as it lands in the field,
   * before Enter: pasted or scanned, Enter follows within milliseconds, and typed, the page
   * gains the time of the last keystroke and Enter, which then adds no requests of its own.
   * Nothing is asked for a partial VIN, a plate, or a VIN whose check digit fails (most
   * often a typo, which Enter may still open).
   */
  function prefetchWhenComplete(value: string) {
    const typed = parseLookup(value);
    if (typed.kind !== 'vin' || typed.problem || !typed.checkDigitOk || prefetched.current === typed.vin) return;
    // This visit begins now: what arrives before Enter is fresh, not a saved copy.
    noteVehiclePageRequested(typed.vin);
    prefetchVehiclePage(client, typed.vin);
    prefetched.current = typed.vin;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    switch (guess.kind) {
      case 'empty':
        inputRef.current?.focus();
        return;
      case 'unknown':
        setError({
          title: 'Not a VIN or a plate',
          message: guess.problem,
          rule: `${VIN_RULE_TEXT} ${PLATE_RULE_TEXT}`,
        });
        inputRef.current?.focus();
        return;
      case 'vin':
        if (guess.problem) {
          // Refused here, before any request: the rule is the spec's, so the service would refuse it too.
          setError({
            title: 'That is not a valid VIN',
            message: guess.problem,
            rule: VIN_RULE_TEXT,
            vin: guess.vin,
            positions: vinCharacterLines(guess.vin),
          });
          inputRef.current?.focus();
          return;
        }
        go({ kind: 'vin', vin: guess.vin, at: Date.now() });
        return;
      case 'plate':
        if (!isUsStateCode(plateState)) {
          setStateError('Choose the state that issued the plate.');
          stateRef.current?.focus();
          return;
        }
        go({ kind: 'plate', plate: guess.plate, state: plateState, at: Date.now() });
        return;
    }
  }

  const counter = guess.kind === 'vin' ? `${guess.vin.length} / 17` : guess.kind === 'plate' ? 'Plate' : null;

  return (
    <form className="command-bar__form" onSubmit={onSubmit} noValidate>
      <div className="command-bar__input-row">
        <SearchIcon size={20} />
        <label htmlFor={inputId} className="sr-only">
          VIN or license plate
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className="command-bar__input"
          placeholder="Enter a VIN or a license plate"
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hint ? hintId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
            prefetchWhenComplete(event.target.value);
          }}
        />
        {counter && (
          <span className="command-bar__counter" aria-hidden="true">
            {counter}
          </span>
        )}
      </div>

      <div className="command-bar__body">
        {/* Always mounted, so what breaks the rule is announced as it is typed; "keep typing" stays quiet. */}
        <div role="status" aria-live="polite" id={hint?.tone === 'danger' ? hintId : undefined}>
          {hint?.tone === 'danger' && (
            <Callout tone="danger" title={guess.kind === 'vin' ? 'Not a valid VIN yet' : 'Not a VIN or a plate'}>
              {guess.kind === 'vin' && <MarkedVin vin={guess.vin} />}
              {hint.lines.map((line) => (
                <p key={line}>{line}</p>
              ))}
            </Callout>
          )}
        </div>
        {hint?.tone === 'info' && (
          <p className="muted" id={hintId}>
            {hint.lines.join(' ')}
          </p>
        )}
        {error && (
          <div id={errorId}>
            <Callout tone="danger" role="alert" title={error.title}>
              {error.vin && <MarkedVin vin={error.vin} />}
              <p>{error.message}</p>
              {error.positions?.map((line) => (
                <p key={line}>{line}</p>
              ))}
              <p className="command-bar__rule">{error.rule}</p>
            </Callout>
          </div>
        )}

        {!error && guess.kind === 'vin' && guess.problem === null && (
          <div className="stack">
            {!guess.checkDigitOk && (
              <Callout tone="warning" title="Check digit does not match">
                <p>
                  The 9th character should confirm the others on North American VINs. If this vehicle was built for
                  North America, the VIN is probably mistyped.
                </p>
              </Callout>
            )}
            <div className="row row--between">
              <p className="muted">Opens the vehicle page for this VIN.</p>
              <Button type="submit" variant="primary" icon={<ArrowRightIcon size={16} />}>
                Open vehicle
              </Button>
            </div>
          </div>
        )}

        {guess.kind === 'plate' && (
          <div className="command-bar__plate">
            <SelectField
              ref={stateRef}
              label="State that issued the plate"
              placeholder="Choose a state"
              options={STATE_OPTIONS}
              value={plateState}
              error={stateError}
              onChange={(event) => {
                setPlateState(event.target.value);
                setStateError(undefined);
              }}
            />
            <Button type="submit" variant="primary" icon={<ArrowRightIcon size={16} />}>
              Look up plate
            </Button>
          </div>
        )}

        {guess.kind === 'empty' && (
          <>
            <RecentLookups items={recent} onPick={go} onClear={clearRecent} />
            <div className="stack" style={{ gap: 'var(--space-2)' }}>
              <h2 className="command-bar__section-title">What you can enter</h2>
              <p className="command-bar__rule">
                <strong>VIN</strong> — {VIN_RULE_TEXT}
              </p>
              <p className="command-bar__rule">
                <strong>Plate</strong> — {PLATE_RULE_TEXT} You will be asked for the state.
              </p>
            </div>
          </>
        )}
      </div>

      <div className="command-bar__footer" aria-hidden="true">
        <span>
          <Kbd keys={['Enter']} /> open
        </span>
        <span>
          <Kbd keys={['Esc']} /> close
        </span>
      </div>
    </form>
  );
}
