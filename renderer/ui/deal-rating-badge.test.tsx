import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DealRatingBadge } from './deal-rating-badge';

// A results row's rating (issue 38 item 4): a rated price is a pill that opens the method; a
// price not rated is no pill, only quiet words that open the reason, and nothing at all
// when the listing has no price (the price column says so).

const NAME = '2019 Volkswagen Atlas SE';

describe('the compact deal rating of a results row', () => {
  it('says "Not rated" in plain words for too few comparables, and the dialog says why', () => {
    render(<DealRatingBadge vehicleName={NAME} rating={{ status: 'unrated', reason: 'too-few', comparables: 3 }} />);
    const why = screen.getByRole('button', { name: `Not rated: why? ${NAME}` });
    expect(why.textContent).toBe('Not rated');
    expect(why.className).not.toMatch(/\bbadge\b/);
    fireEvent.click(why);
    const dialog = screen.getByRole('dialog', { name: 'How is this rated?' });
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Fewer than 8 similar cars are listed for sale, so VinDesk does not rate this price.',
    );
    expect(dialog.textContent).toContain('Only 3 are listed');
    expect(dialog.textContent).not.toContain('Not enough comparable listings');
  });

  it('shows nothing for a listing without a price', () => {
    const { container } = render(
      <DealRatingBadge vehicleName={NAME} rating={{ status: 'unrated', reason: 'no-price', comparables: 12 }} />,
    );
    expect(container.textContent).toBe('');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the pill for a rated price, and a failed lookup reads as not rated', () => {
    const { unmount } = render(
      <DealRatingBadge
        vehicleName={NAME}
        rating={{
          status: 'rated',
          band: 'fair',
          price: 30_000,
          expected: 30_300,
          difference: -0.01,
          comparables: 11,
          trimMatched: false,
          perMile: -0.05,
          perYear: 900,
          yearFrom: 2018,
          yearTo: 2021,
        }}
      />,
    );
    expect(screen.getByRole('button', { name: `Fair price: how is this rated? ${NAME}` }).className).toMatch(
      /\bbadge\b/,
    );
    unmount();
    render(<DealRatingBadge vehicleName={NAME} rating={undefined} failed />);
    fireEvent.click(screen.getByRole('button', { name: `Not rated: why? ${NAME}` }));
    expect(within(screen.getByRole('dialog')).getByRole('status').textContent).toBe(
      'VinDesk could not look up similar cars just now, so this price is not rated.',
    );
  });
});
