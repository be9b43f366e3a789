import { describe, expect, it } from 'vitest';
import { modelYearLabel } from './model-year-label';

describe('modelYearLabel', () => {
  it('shows a single year, or a range with an en dash', () => {
    expect(modelYearLabel(2020)).toBe('2020');
    expect(modelYearLabel(2019, 2020)).toBe('2019–2020');
    expect(modelYearLabel(2020, 2020)).toBe('2020');
    expect(modelYearLabel(undefined, 2020)).toBeUndefined();
  });
});
