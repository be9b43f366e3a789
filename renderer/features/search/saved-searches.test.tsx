import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeFailure, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { SavedSearches } from './saved-searches';

const EMPTY = /No saved searches yet/;

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

describe('Saved searches', () => {
  it('with none saved, says how to save one, naming the button that does it', async () => {
    fake.handle('savedSearches.list', () => []);
    renderWithQuery(<SavedSearches query="vehicle.make=Ford" />);
    const empty = await screen.findByText(EMPTY);
    const button = screen.getByRole('button', { name: 'Save search' });
    expect(empty.textContent).toContain(`choose ${button.textContent}`);
  });

  it('with one saved, lists it and drops the empty words', async () => {
    fake.handle('savedSearches.list', () => [
      {
        id: 'a1',
        name: 'Ford trucks',
        query: 'vehicle.make=Ford',
        createdAt: '2026-11-20T10:00:00Z',
        lastOpenedAt: '2026-11-21T10:00:00Z',
        newCount: null,
      },
    ]);
    renderWithQuery(<SavedSearches query="" />);
    expect(await screen.findByRole('button', { name: 'Ford trucks' })).toBeTruthy();
    expect(screen.queryByText(EMPTY)).toBeNull();
  });

  it('when the list cannot be read, says so with a retry instead of claiming none are saved', async () => {
    let readable = false;
    fake.handle('savedSearches.list', () => {
      if (!readable)
        throw new FakeFailure({ kind: 'internal', code: 'STORE_UNREADABLE', message: 'The file could not be read.' });
      return [];
    });
    renderWithQuery(<SavedSearches query="" />);
    expect(await screen.findByRole('heading', { name: 'Your saved searches could not be read' })).toBeTruthy();
    expect(screen.queryByText(EMPTY)).toBeNull();
    readable = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(EMPTY)).toBeTruthy();
  });
});
