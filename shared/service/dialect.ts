// Runs in main and in the renderer, so it uses only globals both have (shared/web-platform-globals.d.ts).
// The two dialects VinDesk speaks: the spec's (the embedded sandbox and any host that
// follows docs/vehicle-data-service.md) and the hosted auto.dev service's, which differs in
// paths, parameters, error bodies, answer shapes and plans (docs/real-service.md).

export const DIALECTS = ['spec', 'autodev'] as const;
export type Dialect = (typeof DIALECTS)[number];
/** The setting: a dialect, or 'auto' to pick one from the base URL. */
export type DialectSetting = Dialect | 'auto';

export const DIALECT_LABELS: Readonly<Record<Dialect, string>> = {
  spec: 'Vehicle Data Service spec',
  autodev: 'auto.dev',
};

/** The service as a person names it in a sentence ("answered by auto.dev"), by dialect. */
export const SERVICE_NAMES: Readonly<Record<Dialect, string>> = {
  spec: 'the Vehicle Data Service',
  autodev: 'auto.dev',
};

/** auto.dev's own hosts speak its dialect; any other host is taken to follow the spec. */
function dialectForBaseUrl(baseUrl: string): Dialect {
  try {
    const host = new URL(baseUrl).hostname.toLowerCase();
    return host === 'auto.dev' || host.endsWith('.auto.dev') ? 'autodev' : 'spec';
  } catch {
    return 'spec';
  }
}

export function resolveDialect(setting: DialectSetting, baseUrl: string): Dialect {
  return setting === 'auto' ? dialectForBaseUrl(baseUrl) : setting;
}
