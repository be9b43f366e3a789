import { describe, expect, it } from 'vitest';
import { resolveDialect } from './dialect';

// docs/real-service.md: the hosted service is auto.dev (api.auto.dev and its other hosts); anything
// else — the embedded sandbox, a self-hosted service — follows docs/vehicle-data-service.md.
describe('dialect', () => {
  it.each([
    ['https://api.auto.dev', 'autodev'],
    ['https://auto.dev/v1', 'autodev'],
    ['https://API.Auto.Dev/listings', 'autodev'],
    ['https://a.b.auto.dev', 'autodev'],
    ['http://127.0.0.1:8787', 'spec'],
    ['https://api.example.com', 'spec'],
    // Look-alikes are not auto.dev: the host must be auto.dev or end in ".auto.dev".
    ['https://notauto.dev', 'spec'],
    ['https://auto.dev.example.com', 'spec'],
    ['https://example.com/auto.dev', 'spec'],
    // Not a URL at all: the spec's, never a throw.
    ['not a url', 'spec'],
    ['', 'spec'],
  ])('with the setting "auto", %s speaks %s', (baseUrl, dialect) => {
    expect(resolveDialect('auto', baseUrl)).toBe(dialect);
  });

  it('the setting wins over the URL unless it is auto', () => {
    expect(resolveDialect('auto', 'https://api.auto.dev')).toBe('autodev');
    expect(resolveDialect('auto', 'http://127.0.0.1:8787')).toBe('spec');
    expect(resolveDialect('spec', 'https://api.auto.dev')).toBe('spec');
    expect(resolveDialect('autodev', 'http://127.0.0.1:8787')).toBe('autodev');
  });
});
