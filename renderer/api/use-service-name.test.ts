import { describe, expect, it } from 'vitest';
import { serviceName } from './use-service-name';

describe('serviceName', () => {
  it('names the service the person is on', () => {
    expect(serviceName({ mode: 'live', dialect: 'autodev' })).toBe('auto.dev');
    expect(serviceName({ mode: 'demo', dialect: 'autodev' })).toBe('the demo service');
    expect(serviceName({ mode: 'demo', dialect: 'spec' })).toBe('the demo service');
    expect(serviceName({ mode: 'live', dialect: 'spec' })).toBe('the Vehicle Data Service');
    expect(serviceName(undefined)).toBe('the service');
  });
});
