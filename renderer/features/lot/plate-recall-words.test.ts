import { describe, expect, it } from 'vitest';
import { plateRecallWords } from './plate-recall-words';

describe('plateRecallWords', () => {
  it('says the most urgent answer in plain words, in the banner colours', () => {
    expect(plateRecallWords({ kind: 'park-it', count: 2 })).toEqual({
      words: 'Do not drive — open recall',
      tone: 'park-it',
    });
    expect(plateRecallWords({ kind: 'park-outside', count: 1 })).toEqual({
      words: 'Park outside',
      tone: 'park-outside',
    });
    expect(plateRecallWords({ kind: 'open', count: 1 })).toEqual({ words: '1 open recall', tone: 'open' });
    expect(plateRecallWords({ kind: 'open', count: 3 })).toEqual({ words: '3 open recalls', tone: 'open' });
    expect(plateRecallWords({ kind: 'none', count: 0 })).toEqual({ words: 'No open recalls found', tone: 'none' });
  });

  it('on Growth never calls a recall on record open or fixed', () => {
    expect(plateRecallWords({ kind: 'on-record', count: 2 }).words).toBe(
      '2 recalls on record; open or fixed not checked',
    );
    expect(plateRecallWords({ kind: 'on-record', count: 0 }).words).toBe('No recalls on record');
  });

  it('says when recalls are being checked or were not checked', () => {
    expect(plateRecallWords({ kind: 'loading' }).words).toBe('Checking recalls…');
    expect(plateRecallWords({ kind: 'not-checked' }).words).toBe('Recalls not checked');
  });
});
