import { PLATE_RULE_TEXT, VIN_RULE_TEXT } from './parse-lookup';

/** What the bar accepts, shown while it is empty. */
export function EntryRules() {
  return (
    <div className="stack" style={{ gap: 'var(--space-2)' }}>
      <h2 className="command-bar__section-title">What you can enter</h2>
      <p className="command-bar__rule">
        <strong>VIN</strong> — {VIN_RULE_TEXT}
      </p>
      <p className="command-bar__rule">
        <strong>Plate</strong> — {PLATE_RULE_TEXT} You will be asked for the state.
      </p>
    </div>
  );
}
