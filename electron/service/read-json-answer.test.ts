import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AnswerTooDeepError, jsonDepthExceeds, MAX_ANSWER_DEPTH, readJsonAnswer } from './read-json-answer';

const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('reading an answer with a depth limit', () => {
  it('reads an answer exactly at the limit and refuses one level more', () => {
    expect(readJsonAnswer(nested(MAX_ANSWER_DEPTH))).toBeInstanceOf(Array);
    expect(() => readJsonAnswer(nested(MAX_ANSWER_DEPTH + 1))).toThrow(AnswerTooDeepError);
    expect(() => readJsonAnswer(nested(200_000))).toThrow(`more than ${MAX_ANSWER_DEPTH} levels`);
  });

  it('counts objects and arrays alike', () => {
    const objects = '{"a":'.repeat(3) + '1' + '}'.repeat(3);
    expect(jsonDepthExceeds(objects, 3)).toBe(false);
    expect(jsonDepthExceeds(objects, 2)).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ note: '[[[[{{{{ \\" [[[[', deeper: ['"]]]]'] });
    expect(jsonDepthExceeds(text, 2)).toBe(false);
    expect(jsonDepthExceeds(text, 1)).toBe(true);
  });

  it('leaves malformed JSON to JSON.parse, which says so', () => {
    expect(() => readJsonAnswer('{"data": [')).toThrow(SyntaxError);
  });
});

/** The true nesting depth of a parsed value: each array or object is one level. */
function depthOf(value: unknown): number {
  if (Array.isArray(value)) return 1 + Math.max(0, ...value.map(depthOf));
  if (typeof value === 'object' && value !== null) return 1 + Math.max(0, ...Object.values(value).map(depthOf));
  return 0;
}

describe('the depth scan against the parsed value', () => {
  // Strings full of quotes, backslash runs and brackets: what the scan skips over.
  const awkward = fc.stringMatching(/^[\\"[\]{}a ]*$/);
  const value = fc.letrec((tie) => ({
    node: fc.oneof(
      { depthSize: 'small' },
      awkward,
      fc.integer(),
      fc.constant(null),
      fc.array(tie('node'), { maxLength: 4 }),
      fc.dictionary(awkward, tie('node'), { maxKeys: 4 }),
    ),
  })).node;

  it('finds exactly the depth JSON.parse builds, at every limit around it', () => {
    fc.assert(
      fc.property(value, fc.boolean(), (generated, spaced) => {
        const text = JSON.stringify(generated, null, spaced ? 1 : undefined);
        const depth = depthOf(JSON.parse(text));
        expect(jsonDepthExceeds(text, depth)).toBe(false);
        if (depth > 0) expect(jsonDepthExceeds(text, depth - 1)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('does not end a string at a quote escaped after a run of backslashes', () => {
    // One string holding a backslash, a quote and two brackets, inside one array: depth 1.
    expect(jsonDepthExceeds('["\\\\\\"[[", 1]', 1)).toBe(false);
    expect(jsonDepthExceeds('["\\\\\\"[[", 1]', 0)).toBe(true);
    // "\\" ends after its escaped backslash, so the bracket after it counts.
    expect(jsonDepthExceeds('["\\\\", [[]]]', 2)).toBe(true);
  });
});
