import type { DaysFrom } from './market-types';

export const DAY_MS = 86_400_000;

/**
 * The service's createdAt, "2025-09-14 14:04:06" in UTC with no zone marker
 * (docs/real-service.md row 16), as ms since the epoch; an ISO time with a zone is read too.
 * null when absent or unreadable.
 */
export function serviceTime(createdAt: string | null): number | null {
  if (createdAt === null) return null;
  const text = createdAt.trim();
  const plain = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(text);
  const ms = Date.parse(plain ? `${text.replace(' ', 'T')}Z` : text);
  return Number.isFinite(ms) ? ms : null;
}

export interface DaysOnMarket {
  days: number;
  from: DaysFrom;
}

/**
 * Whole days a listing has been (or was) on the market: from the service's createdAt when it
 * gave one, else from when this computer first saw it; to the day it was gone, else now.
 */
export function daysOnMarket(
  listing: { createdAt: string | null; firstSeen: number; goneOn: number | null },
  now: number,
): DaysOnMarket {
  const created = serviceTime(listing.createdAt);
  const start = created ?? listing.firstSeen;
  const end = listing.goneOn ?? now;
  return {
    days: Math.max(0, Math.floor((end - start) / DAY_MS)),
    from: created === null ? 'this-computer' : 'service',
  };
}
