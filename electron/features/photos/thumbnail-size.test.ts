import { describe, expect, it } from 'vitest';
import { roundedThumbnailSide } from './thumbnail-size';

// Issue 37, item 6: sides rounded up to the next multiple of 8.

describe('thumbnail sides', () => {
  it.each([
    [16, 16],
    [17, 24],
    [90, 96],
    [120, 120],
    [297, 304],
    [301, 304],
    [303, 304],
    [304, 304],
    [305, 312],
    [1017, 1024],
    [1024, 1024],
  ])('%i px is made at %i px', (asked, made) => {
    expect(roundedThumbnailSide(asked)).toBe(made);
  });
});
