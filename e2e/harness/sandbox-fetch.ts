import type { SandboxSamples } from '../../sandbox/start-sandbox';
import { expect, type Harness } from './fixtures';

// The specs' independent source of expected values: the demo sandbox asked directly over
// HTTP, with the Scale plan's demo key (every endpoint open), not through the app.

export interface FacetBucket {
  value: string;
  count: number;
}

/** The fields of a /listings answer the specs compare with the screen. */
export interface SandboxListingsPage {
  data: { vin: string; location?: [number, number] | null }[];
  total: number;
  facets?: Record<string, FacetBucket[]>;
}

/** GET `path` from the sandbox; anything but a 200 fails the test, naming the path. */
export async function sandboxJson<T>(harness: Harness, path: string): Promise<T> {
  const response = await fetch(`${harness.ctx.sandboxUrl}${path}`, { headers: { Authorization: 'Bearer demo-scale' } });
  expect(response.status, `the sandbox's answer to ${path}`).toBe(200);
  return (await response.json()) as T;
}

/** VINs the dataset holds for each kind of case (priced, recalled, …). */
export function sandboxSamples(harness: Harness): Promise<SandboxSamples> {
  return sandboxJson<SandboxSamples>(harness, '/_sandbox/samples');
}

export function sandboxListings(harness: Harness, query: Record<string, string>): Promise<SandboxListingsPage> {
  return sandboxJson<SandboxListingsPage>(harness, `/listings?${new URLSearchParams(query).toString()}`);
}

/** A make with at least two models in the demo data, and its two largest models (facets come largest first). */
export async function makeWithTwoModels(
  harness: Harness,
): Promise<{ make: string; models: [FacetBucket, FacetBucket] }> {
  const makes = (await sandboxListings(harness, { includes: 'facets', limit: '1' })).facets!['vehicle.make']!;
  for (const bucket of makes) {
    const byModel = (await sandboxListings(harness, { 'vehicle.make': bucket.value, includes: 'facets', limit: '1' }))
      .facets!['vehicle.model']!;
    if (byModel.length >= 2) return { make: bucket.value, models: [byModel[0]!, byModel[1]!] };
  }
  throw new Error('No make in the demo data has two models');
}
