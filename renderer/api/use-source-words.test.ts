import { describe, expect, it } from 'vitest';
import { sourceWords } from './use-source-words';

describe('sourceWords', () => {
  it('says “Demo data” for the demo, and names the service otherwise', () => {
    for (const dialect of ['autodev', 'spec'] as const) {
      const demo = sourceWords({ mode: 'demo', dialect });
      expect(demo.data).toBe('Demo data');
      expect(demo.checked('Nov 28, 2026')).toBe('Demo data, checked Nov 28, 2026');
    }
    expect(sourceWords({ mode: 'live', dialect: 'autodev' }).data).toBe('Data from auto.dev');
    expect(sourceWords({ mode: 'live', dialect: 'autodev' }).checked('today')).toBe('Checked with auto.dev, today');
    expect(sourceWords({ mode: 'live', dialect: 'spec' }).data).toBe('Data from the Vehicle Data Service');
    expect(sourceWords(undefined).data).toBe('Data from the service');
  });
});
