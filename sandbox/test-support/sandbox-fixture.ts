// Shared setup of the sandbox tests: one small sandbox per test file, over real HTTP,
// with a cache directory shared by all files so only the first one builds.
import type { Plan } from '../../shared/plan/plan-access';
import { TEST_CACHE_DIR, TEST_LISTINGS } from '../data/test-support/test-dataset';
import { DEMO_KEYS, startSandbox, type RunningSandbox, type SandboxOptions } from '../start-sandbox';

// The shared dataset's size and place are defined beside the data they describe (tests below
// the sandbox's entry use them without starting one); tests outside sandbox/ read them here.
export { TEST_CACHE_DIR, TEST_LISTINGS };

export function startTestSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  return startSandbox({ listings: TEST_LISTINGS, seed: 7, cacheDir: TEST_CACHE_DIR, rateLimit: false, ...options });
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

/** GET a path of the sandbox with a plan's key (or none), returning the parsed JSON. */
export async function api(
  sandbox: RunningSandbox,
  path: string,
  plan: Plan | null = 'scale',
  headers: Record<string, string> = {},
): Promise<ApiResponse> {
  const response = await fetch(sandbox.url + path, {
    headers: { ...(plan ? { Authorization: `Bearer ${DEMO_KEYS[plan]}` } : {}), ...headers },
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Leave non-JSON bodies as text.
  }
  return { status: response.status, headers: response.headers, body };
}

export type Obj = Record<string, unknown>;

/** Narrows test data to an object, failing the test when it is not one. */
export function obj(value: unknown): Obj {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new Error(`expected an object, got ${JSON.stringify(value)?.slice(0, 200)}`);
  return value as Obj;
}

export function arr(value: unknown): unknown[] {
  if (!Array.isArray(value)) throw new Error(`expected an array, got ${JSON.stringify(value)?.slice(0, 200)}`);
  return value;
}

/** Asserts the spec's error object and returns it. */
export function errorOf(
  body: unknown,
  wrapped = false,
): { status: number; error: string; code: string; path: string; requestId: string; suggestion?: string } {
  const e = wrapped ? obj(obj(body).error) : obj(body);
  if (
    typeof e.status !== 'number' ||
    typeof e.error !== 'string' ||
    typeof e.code !== 'string' ||
    typeof e.path !== 'string' ||
    typeof e.requestId !== 'string'
  ) {
    throw new Error(`not an error object: ${JSON.stringify(body)}`);
  }
  return e as ReturnType<typeof errorOf>;
}
