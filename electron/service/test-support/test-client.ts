import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppError } from '../../../shared/ipc/app-error';
import {
  createServiceClient,
  type ServiceClient,
  type ServiceClientOptions,
  type ServiceConfig,
} from '../create-service-client';

// A client for tests: a temp cache directory, a config the test can change, recorded
// sleeps (no real waiting) and recorded log lines.

export const TEST_KEY = 'test-key-5f2b9c1e7d';

export interface TestClient {
  client: ServiceClient;
  config: ServiceConfig;
  cacheDir: string;
  sleeps: number[];
  logs: string[];
  dispose(): Promise<void>;
}

export async function createTestClient(
  baseUrl: string,
  overrides: Partial<ServiceClientOptions> & { config?: Partial<ServiceConfig> } = {},
): Promise<TestClient> {
  const cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-cache-'));
  const config: ServiceConfig = {
    baseUrl,
    v1BaseUrl: '',
    apiKey: TEST_KEY,
    plan: 'unknown',
    dialect: 'spec',
    ...overrides.config,
  };
  const sleeps: number[] = [];
  const logs: string[] = [];
  const { config: _ignored, ...options } = overrides;
  const client = createServiceClient({
    getConfig: () => config,
    cacheDir,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    log: (line) => logs.push(line),
    // Pacing has its own tests (plan-pacer, plan-pacing); here it must not mix into the recorded backoffs.
    paceSleep: async () => undefined,
    ...options,
  });
  return {
    client,
    config,
    cacheDir,
    sleeps,
    logs,
    dispose: async () => {
      // The cache writes behind each answer; the folder goes once they have landed.
      await client.settled();
      await rm(cacheDir, { recursive: true, force: true });
    },
  };
}

/** Runs a promise expected to reject with an AppErrorException; returns its AppError. */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error && typeof error === 'object' && 'appError' in error) {
      return (error as { appError: AppError }).appError;
    }
    throw error;
  }
  throw new Error('expected the call to fail');
}
