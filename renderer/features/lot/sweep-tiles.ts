import type { SweepResult, SweepStatus } from '../../../shared/ipc/sweep-channels';
import { matchesSweepFilter, type SweepFilter } from './sweep-filter';

type SweepTileTone = 'park-it' | 'park-outside' | 'open' | 'clean' | 'error';

export interface SweepTile {
  filter: SweepFilter;
  count: number;
  /** What follows the count: "vehicles — do not drive", "— park outside". */
  words: string;
  tone: SweepTileTone;
}

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The sweep's vehicles counted by their most urgent answer, each vehicle once, for the count
 * tiles (issue #38 item 7). The counts are the rows each tile's filter shows, so a tile and the
 * table it filters cannot disagree. The first tile names the unit ("vehicles"); the dash on the
 * others reads as "the same, but". Not-checked vehicles get a tile only when there are some.
 */
export function sweepTiles(results: readonly SweepResult[], endpoint: SweepStatus['endpoint']): SweepTile[] {
  const count = (filter: SweepFilter) => results.filter((result) => matchesSweepFilter(result, filter)).length;
  const tile = (filter: SweepFilter, tone: SweepTileTone, words: (n: number) => string): SweepTile => {
    const n = count(filter);
    return { filter, count: n, words: words(n), tone };
  };
  const tiles =
    endpoint === 'openrecalls'
      ? [
          tile('park-it', 'park-it', (n) => `${plural(n, 'vehicle', 'vehicles')} — do not drive`),
          tile('park-outside', 'park-outside', () => '— park outside'),
          tile('other-open', 'open', (n) => `— other open ${plural(n, 'recall', 'recalls')}`),
          tile('clean', 'clean', () => '— no open recall'),
        ]
      : [
          // Growth's /recalls says what was recalled, not what is still open (docs/real-service.md #10).
          tile('recalls', 'open', (n) => `${plural(n, 'vehicle', 'vehicles')} — recalls on record`),
          tile('clean', 'clean', () => '— no recall on record'),
        ];
  const errors = tile('error', 'error', () => '— not checked');
  return errors.count > 0 ? [...tiles, errors] : tiles;
}
