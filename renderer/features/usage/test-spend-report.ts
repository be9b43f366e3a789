// A hand-made month on the Growth plan, priced by docs/real-service.md row 26 (Growth column):
// VIN decode $0.0025 (2,500 millionths), listings $0.0015, recalls $0.01, TCO $0.06, build $0.10.
import type { SpendReport, SpendTotals } from '../../../shared/ipc/spend-channels';

/**
 * Today: two VIN decodes, a build sheet and a recall check on a VIN page (4 calls, $0.115),
 * and four listing searches ($0.006): 8 calls, $0.121.
 */
const today: SpendTotals = {
  calls: 8,
  micros: 121_000,
  byActivity: [
    { activity: 'vin-page', calls: 4, micros: 115_000 },
    { activity: 'search', calls: 4, micros: 6_000 },
  ],
  byEndpoint: [
    { endpoint: 'build', calls: 1, micros: 100_000 },
    { endpoint: 'recalls', calls: 1, micros: 10_000 },
    { endpoint: 'listings', calls: 4, micros: 6_000 },
    { endpoint: 'vin', calls: 2, micros: 5_000 },
  ],
};

/** The month adds, on the 2nd, a decode loaded ahead from a hover ($0.0025) and a cost of ownership ($0.06). */
const month: SpendTotals = {
  calls: 10,
  micros: 183_500,
  byActivity: [
    { activity: 'vin-page', calls: 4, micros: 115_000 },
    { activity: 'finance', calls: 1, micros: 60_000 },
    { activity: 'search', calls: 4, micros: 6_000 },
    { activity: 'hover-prefetch', calls: 1, micros: 2_500 },
  ],
  byEndpoint: [
    { endpoint: 'build', calls: 1, micros: 100_000 },
    { endpoint: 'tco', calls: 1, micros: 60_000 },
    { endpoint: 'recalls', calls: 1, micros: 10_000 },
    { endpoint: 'vin', calls: 3, micros: 7_500 },
    { endpoint: 'listings', calls: 4, micros: 6_000 },
  ],
};

export const growthReport: SpendReport = {
  live: true,
  recording: { active: true },
  plan: 'growth',
  today,
  month,
  daily: [
    { date: '2026-11-01', calls: 0, micros: 0 },
    { date: '2026-11-02', calls: 2, micros: 62_500 },
    { date: '2026-11-03', calls: 8, micros: 121_000 },
  ],
  usage: { available: false, why: 'GET /usage answered 404' },
};

const nothing: SpendTotals = { calls: 0, micros: 0, byActivity: [], byEndpoint: [] };

export const demoReport: SpendReport = {
  live: false,
  recording: { active: true },
  plan: 'scale',
  today: nothing,
  month: nothing,
  daily: [],
  usage: { available: false, why: 'demo' },
};
