import { describe, expect, it } from 'vitest';
import { pageLimitNote } from './page-limit-note';

describe('pageLimitNote', () => {
  it('names the cap when the plan holds back listings that match', () => {
    expect(pageLimitNote('starter', 20, 21)).toBe('Up to 20 a page on your plan');
    expect(pageLimitNote('growth', 100, 5000)).toBe('Up to 100 a page on your plan');
  });

  it('says nothing when every match fits on one page the plan allows', () => {
    expect(pageLimitNote('starter', 20, 20)).toBeUndefined();
    expect(pageLimitNote('starter', 20, 0)).toBeUndefined();
  });

  it('says nothing on the plan with the largest page, whatever the count', () => {
    expect(pageLimitNote('scale', 500, 100_000)).toBeUndefined();
  });

  it('says nothing until the plan and the count are known', () => {
    expect(pageLimitNote(undefined, 500, 100_000)).toBeUndefined();
    expect(pageLimitNote('unknown', 500, 100_000)).toBeUndefined();
    expect(pageLimitNote('starter', 20, undefined)).toBeUndefined();
  });
});
