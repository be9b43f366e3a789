import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeAge, formatSavedAt, StaleNote } from './stale-note';

describe('stale note', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');

  it('words the age of a cached answer', () => {
    expect(describeAge('2026-11-22T11:59:40Z', now)).toBe('just now');
    expect(describeAge('2026-11-22T11:59:00Z', now)).toBe('1 minute ago');
    expect(describeAge('2026-11-22T09:00:00Z', now)).toBe('3 hours ago');
    expect(describeAge('2026-11-20T12:00:00Z', now)).toBe('2 days ago');
    expect(describeAge('not a date', now)).toBe('an earlier session');
  });

  it('shows only for stale data', () => {
    const { rerender } = render(<StaleNote stale={false} fetchedAt={now} />);
    expect(screen.queryByText(/Offline/)).toBeNull();
    rerender(<StaleNote stale fetchedAt={Date.now() - 2 * 86_400_000} />);
    expect(screen.getByText('Offline — data from 2 days ago')).toBeTruthy();
  });

  it('says when a copy was saved, and says so plainly when the time is not one', () => {
    const saved = formatSavedAt('2026-11-22T11:59:40Z');
    expect(saved).toMatch(/2026/);
    expect(saved).not.toMatch(/Invalid/);
    expect(formatSavedAt('2026-11-22T11:59:40Z')).toBe(formatSavedAt(Date.parse('2026-11-22T11:59:40Z')));
    expect(formatSavedAt('not a date')).toBe('at an unknown time');
  });
});
