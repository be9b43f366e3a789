// Which answers the hosted service bills. Row 26 of docs/real-service.md: every call is billed.
// The sandbox draws the line where the service admits a call (sandbox/autodev/billed-calls.ts,
// run from sandbox/http/sandbox-server.ts): past the key check (401), the plan check (402
// PLAN_REQUIRED), the rate limit (429) and Free's monthly cap (402 USAGE_LIMIT_EXCEEDED); then
// whatever the endpoint itself answers is billed, its 200, its own 400 or 404, and a 500 when
// it fails. A 503, 502 or 504 comes from in front of the service (a fault, a gateway) and a
// dropped connection never reached it: not billed. A 403 is a refused key, like 401.

export function isBilledStatus(status: number): boolean {
  if (status === 401 || status === 402 || status === 403 || status === 429) return false;
  return (status >= 200 && status < 500) || status === 500;
}
