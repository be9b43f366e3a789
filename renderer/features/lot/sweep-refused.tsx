import type { RefusedVin } from '../../../shared/lot/vin-list';
import { formatCount } from '../../ui/format-money';

/** The lines of the input that were not sent, with reasons; past the list's cap only a count. */
export function SweepRefused({ refused, refusedCount }: { refused: readonly RefusedVin[]; refusedCount: number }) {
  if (refusedCount === 0) return null;
  const more = refusedCount - refused.length;
  return (
    <details>
      <summary>{formatCount(refusedCount)} not sent</summary>
      <ul className="sweep-refused">
        {refused.map((item) => (
          <li key={`${item.line}-${item.value}`}>
            Line {item.line}: <span className="mono">{item.value}</span> — {item.reason}
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className="muted">
          and {formatCount(more)} more {more === 1 ? 'line was' : 'lines were'} refused
        </p>
      )}
    </details>
  );
}
