import type { WatchedVin, WatchlistEndpoint } from '../../../shared/ipc/watchlist-channels';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import { summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import type { ServiceClient } from '../../service/create-service-client';

/**
 * Open recalls are on the Scale plan only (docs/real-service.md row 26); every other plan, and
 * a plan not known yet, checks the recalls on record (Growth), as the sweep does. Free and
 * Starter have neither: their check is refused before it is sent, and never billed.
 */
export function watchlistEndpointFor(plan: PlanSetting): WatchlistEndpoint {
  return plan === 'scale' ? 'openrecalls' : 'recalls';
}

/** What one check found, ready to be written on the VIN's entry. */
export type CheckFinding = Pick<WatchedVin, 'openRecalls' | 'parkIt' | 'parkOutside' | 'checkedWith'> & {
  onRecord?: string[];
  worst: ReturnType<typeof summarizeOpenRecalls>['worst'];
};

/**
 * One VIN's recalls through the ordinary client, so a cached answer is free and the same
 * answer serves the VIN page, the sweep and the watchlist (never fresh). The input is the
 * VIN page's own (renderer/api/vehicle-page-queries.ts: open recalls with `recalls: true` on
 * Scale, the plain recalls otherwise), so the cache entry is the same one.
 */
export async function checkRecalls(
  client: ServiceClient,
  vin: string,
  endpoint: WatchlistEndpoint,
  /** Aborted when the app quits: the request is dropped rather than waited for. */
  signal?: AbortSignal,
): Promise<CheckFinding> {
  if (endpoint === 'openrecalls') {
    const { data } = await client.getOpenRecalls(vin, { recalls: true }, signal);
    const summary = summarizeOpenRecalls(data.data, data.openRecalls);
    return {
      checkedWith: 'openrecalls',
      openRecalls: Object.fromEntries(
        data.data.map((recall) => [recall.regulatorCampaignNumber, recall.recallStatus ?? 'Open']),
      ),
      parkIt: summary.parkIt > 0,
      parkOutside: summary.parkOutside > 0,
      worst: summary.worst,
    };
  }
  // Recalls on record say nothing of whether a recall is still open (the sweep's 'on-record'):
  // nothing here is counted open, and no park flag is raised from them.
  const { data } = await client.getRecalls(vin, signal);
  return {
    checkedWith: 'recalls',
    openRecalls: {},
    onRecord: data.map((recall) => recall.regulatorCampaignNumber),
    parkIt: false,
    parkOutside: false,
    worst: null,
  };
}

/** Recalls that appeared on record since the last check; none when the last check asked another endpoint. */
export function newOnRecord(before: WatchedVin, finding: Pick<CheckFinding, 'checkedWith' | 'onRecord'>): string[] {
  if (finding.checkedWith !== 'recalls' || before.checkedWith !== 'recalls') return [];
  const known = new Set(before.onRecord ?? []);
  return (finding.onRecord ?? []).filter((campaign) => !known.has(campaign)).map((c) => `New recall on record ${c}`);
}
