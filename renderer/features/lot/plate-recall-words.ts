import { openRecallCountWords, RECALL_LEVELS } from '../../../shared/recalls/recall-severity';
import type { PlateRecallState } from './use-plate-recalls';

export type PlateRecallTone = 'park-it' | 'park-outside' | 'open' | 'none' | 'quiet';

/**
 * The plate card's one line on recalls, in a salesperson's words and in the colours of the VIN
 * page's banners, so the car in front of them is confirmed safe or not at a glance.
 */
export function plateRecallWords(state: PlateRecallState): { words: string; tone: PlateRecallTone } {
  switch (state.kind) {
    case 'park-it':
      return { words: `${RECALL_LEVELS['park-it'].label} — open recall`, tone: 'park-it' };
    case 'park-outside':
      return { words: RECALL_LEVELS['park-outside'].label, tone: 'park-outside' };
    case 'open':
      return { words: openRecallCountWords(state.count).label, tone: 'open' };
    case 'none':
      return { words: 'No open recalls found', tone: 'none' };
    case 'on-record':
      // Growth's /recalls lists what was recalled, not whether it was fixed (docs/real-service.md #10).
      return state.count === 0
        ? { words: 'No recalls on record', tone: 'none' }
        : {
            words: `${state.count === 1 ? '1 recall' : `${state.count} recalls`} on record; open or fixed not checked`,
            tone: 'open',
          };
    case 'loading':
      return { words: 'Checking recalls…', tone: 'quiet' };
    case 'not-checked':
      return { words: 'Recalls not checked', tone: 'quiet' };
  }
}
