import type { SweepResult, SweepStatus } from '../../../shared/ipc/sweep-channels';
import { RECALL_LEVELS } from '../../../shared/recalls/recall-severity';

export type SweepFilter = 'all' | 'recalls' | 'park-it' | 'park-outside' | 'other-open' | 'open' | 'clean' | 'error';

/**
 * What the sweep's "Show" list offers. Do-not-drive, park-outside and open status only exist
 * where the sweep asked for open recalls (Scale); on Growth it knows recalls on record only.
 * Do not drive, park outside, other open recalls and no open recalls each hold a vehicle under
 * its most urgent open recall only, as the count tiles above the table do (issue #38 item 7).
 */
export function sweepFilterOptions(endpoint: SweepStatus['endpoint']): { value: SweepFilter; label: string }[] {
  return [
    { value: 'all', label: 'All vehicles' },
    { value: 'recalls', label: 'Recalls on record' },
    ...(endpoint === 'openrecalls'
      ? ([
          { value: 'open', label: 'Any open recall' },
          { value: 'park-it', label: RECALL_LEVELS['park-it'].label },
          { value: 'park-outside', label: RECALL_LEVELS['park-outside'].label },
          { value: 'other-open', label: 'Other open recalls' },
          { value: 'clean', label: 'No open recalls' },
        ] as const)
      : ([{ value: 'clean', label: 'No recalls on record' }] as const)),
    { value: 'error', label: 'Not checked' },
  ];
}

/**
 * Whether a row belongs under a filter. "Recalls on record" is any vehicle with a recall, open
 * or not: it used to match only the Growth plan's 'on-record' verdict, so on Scale (where
 * verdicts say do-not-drive, park-outside or open) it showed nothing. "Park outside" is the
 * vehicles whose worst open recall says so: one that must not be driven at all is under "Do not
 * drive" alone, so no vehicle is counted twice.
 */
export function matchesSweepFilter(result: SweepResult, filter: SweepFilter): boolean {
  switch (filter) {
    case 'all':
      return true;
    case 'recalls':
      return result.verdict !== 'error' && (result.recordCount ?? result.count) > 0;
    case 'open':
      return result.verdict === 'park-it' || result.verdict === 'park-outside' || result.verdict === 'open';
    case 'park-it':
    case 'park-outside':
    case 'clean':
    case 'error':
      return result.verdict === filter;
    case 'other-open':
      return result.verdict === 'open';
  }
}
