// Fault injection: the header's forms and the rules' matching and times. A running sandbox
// answering them is tested in integration/fault-injection.test.ts.
import { describe, expect, it } from 'vitest';
import { FaultInjector, parseFaultHeader } from './faults';

describe('parseFaultHeader', () => {
  it('reads the header forms and ignores others', () => {
    expect(parseFaultHeader('latency=120')).toEqual({ kind: 'latency', latencyMs: 120, retryAfter: 1 });
    expect(parseFaultHeader('429=4')?.retryAfter).toBe(4);
    expect(parseFaultHeader('teapot')).toBeNull();
    expect(parseFaultHeader(undefined)).toBeNull();
  });

  it.each([
    ['latency', { kind: 'latency', latencyMs: 250, retryAfter: 1 }],
    ['latency=0', { kind: 'latency', latencyMs: 0, retryAfter: 1 }],
    [' latency=80 ', { kind: 'latency', latencyMs: 80, retryAfter: 1 }],
    ['latency=soon', { kind: 'latency', latencyMs: 250, retryAfter: 1 }],
    ['503', { kind: '503', latencyMs: 250, retryAfter: 1 }],
    // A number after another kind is not a latency, nor a 503's Retry-After.
    ['503=9', { kind: '503', latencyMs: 250, retryAfter: 1 }],
    ['429', { kind: '429', latencyMs: 250, retryAfter: 1 }],
    ['429=0', { kind: '429', latencyMs: 250, retryAfter: 0 }],
    ['malformed=5', { kind: 'malformed', latencyMs: 250, retryAfter: 1 }],
    ['reset', { kind: 'reset', latencyMs: 250, retryAfter: 1 }],
  ])('reads the header %j', (header, fault) => {
    expect(parseFaultHeader(header)).toEqual(fault);
  });

  it.each(['', 'Latency=100', 'timeout', '500'])('ignores the header %j', (header) => {
    expect(parseFaultHeader(header)).toBeNull();
  });
});

describe('FaultInjector', () => {
  it('a rule without a path matches every request; without times it stays', () => {
    const f = new FaultInjector();
    f.add({ kind: '503' });
    for (const path of ['/vin/X', '/listings', '/'])
      expect(f.take(path)).toEqual({ kind: '503', latencyMs: 250, retryAfter: 1 });
  });

  it('a pattern path matches by test; the first matching rule fires, with its own numbers', () => {
    const f = new FaultInjector();
    f.add({ path: /^\/photos\//, kind: 'latency', latencyMs: 40 });
    f.add({ kind: '429', retryAfter: 7, times: 2 });
    expect(f.take('/photos/retail/X-1.jpg')).toEqual({ kind: 'latency', latencyMs: 40, retryAfter: 1 });
    expect(f.take('/vin/X/photos/')).toEqual({ kind: '429', latencyMs: 250, retryAfter: 7 });
    expect(f.take('/vin/Y')?.kind).toBe('429');
    expect(f.take('/vin/Z')).toBeNull();
    expect(f.take('/photos/retail/Y-2.jpg')?.kind).toBe('latency');
  });

  it('clear() removes every rule', () => {
    const f = new FaultInjector();
    f.add({ kind: 'reset' });
    f.add({ path: '/vin', kind: '503' });
    f.clear();
    expect(f.take('/vin/X')).toBeNull();
  });

  it('a rule added is copied: changing the caller’s object later changes nothing', () => {
    const f = new FaultInjector();
    const rule = { kind: 'reset' as const, times: 1 };
    f.add(rule);
    rule.times = 5;
    expect(f.take('/')).not.toBeNull();
    expect(f.take('/')).toBeNull();
    expect(rule.times).toBe(5);
  });

  it('matches string paths as prefixes', () => {
    const f = new FaultInjector();
    f.add({ path: '/listings', kind: 'reset', times: 1 });
    expect(f.take('/vin/X')).toBeNull();
    expect(f.take('/listings/ABC')?.kind).toBe('reset');
    expect(f.take('/listings/ABC')).toBeNull();
  });
});
