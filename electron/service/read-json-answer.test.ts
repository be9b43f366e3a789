import { describe, expect, it } from 'vitest';
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
