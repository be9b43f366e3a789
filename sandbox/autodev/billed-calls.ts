// The calls auto.dev bills, per key and endpoint, since the sandbox started: every call is billed
// (docs/real-service.md #26) and no answer says so (#27), so VinDesk keeps its own ledger and
// tests and the bench compare it with this count (GET /_sandbox/usage). Unlike the monthly
// /usage figure (usage-meter.ts) it never resets.
//
// The billing rule, which VinDesk's ledger must match. A request is one billed call of its
// route's plan-table endpoint (/v1/vin counts as `vin`), for the key it carries, when it passes
// every gate of sandbox-server.ts, in this order:
//   1. no injected fault answered it (an injected 503, 429, malformed body or reset comes before
//      routing and auth, so it is never billed; an injected latency only delays the call);
//   2. GET or HEAD (405 is not billed) to a known path (404 for an unknown path is not billed)
//      whose route has a plan-table endpoint (/usage, /_sandbox/*, photo files: never billed);
//   3. a key, known (401 is not billed);
//   4. the key's plan includes the endpoint (402 PLAN_REQUIRED is not billed);
//   5. within the key's rate limit when limits are on (429 is not billed);
//   6. a Free key has calls left this month (402 USAGE_LIMIT_EXCEEDED is not billed).
// The call is counted there, before the endpoint runs, so whatever the endpoint itself answers is
// billed: its 200, its own 4xx (400 INVALID_VIN_FORMAT, 400 VIN_DECODE_FAILED, 404 VIN_NOT_FOUND,
// 404 PLATE_NOT_FOUND…) and a 500 if the handler fails, even when the client has gone.
import { ENDPOINTS, type Endpoint } from '../../shared/plan/plan-access';

export interface BilledCallsReport {
  /** Only the endpoints with calls, in the plan table's order. */
  calls: Partial<Record<Endpoint, number>>;
  total: number;
}

export class BilledCalls {
  private readonly byKey = new Map<string, Map<Endpoint, number>>();

  record(key: string, endpoint: Endpoint): void {
    const counts = this.byKey.get(key) ?? new Map<Endpoint, number>();
    counts.set(endpoint, (counts.get(endpoint) ?? 0) + 1);
    this.byKey.set(key, counts);
  }

  report(key: string): BilledCallsReport {
    const counts = this.byKey.get(key);
    const calls: Partial<Record<Endpoint, number>> = {};
    let total = 0;
    for (const endpoint of ENDPOINTS) {
      const n = counts?.get(endpoint) ?? 0;
      if (n === 0) continue;
      calls[endpoint] = n;
      total += n;
    }
    return { calls, total };
  }
}
