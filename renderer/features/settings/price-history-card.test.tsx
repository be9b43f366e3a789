import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { PriceHistoryCard } from './price-history-card';

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('market.clearHistory', () => ({ listings: 1204 }));
});

const clears = () => fake.calls.filter((call) => call.channel === 'market.clearHistory');

describe('PriceHistoryCard', () => {
  it('asks before clearing, then says how many listings were forgotten', async () => {
    renderWithQuery(<PriceHistoryCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear price history' }));
    expect(clears()).toHaveLength(0);
    expect(screen.getByText('Forget every listing’s price history?')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear it' }));
    expect(await screen.findByText('Forgot 1,204 listings.')).toBeTruthy();
    expect(clears()).toHaveLength(1);
  });

  it('clears nothing when the person keeps it', async () => {
    renderWithQuery(<PriceHistoryCard />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear price history' }));
    await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.getByRole('button', { name: 'Clear price history' })).toBeTruthy();
    expect(clears()).toHaveLength(0);
  });
});
