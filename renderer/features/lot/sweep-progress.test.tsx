import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import type { SweepActions } from './use-sweep-actions';
import { SweepProgress } from './sweep-progress';

// A sweep paused because VinDesk turned to demo data (issue 37 item 5) says why on the Lot,
// beside the count and its controls.

const idle = { isPending: false, mutate: () => undefined };
const actions = { pause: idle, resume: idle, cancel: idle } as unknown as Pick<
  SweepActions,
  'pause' | 'resume' | 'cancel'
>;

const PAUSED: SweepStatus = {
  id: 's1',
  state: 'paused',
  endpoint: 'openrecalls',
  total: 200,
  checked: 40,
  startedAt: '2026-11-28T08:00:00.000Z',
  etaSeconds: null,
  summary: { vehicles: 40, parkIt: 0, parkOutside: 0, open: 3, clean: 37, errors: 0 },
  pausedFor: {
    reason: 'service',
    sweptOn: { mode: 'live', origin: 'https://api.auto.dev' },
    nowOn: { mode: 'demo', origin: 'demo' },
  },
  seq: 7,
  refused: [],
  refusedCount: 0,
  results: [],
};

describe('a sweep paused for its service, on the Lot', () => {
  it('says it was started on the dealer’s account and waits for the key', () => {
    render(<SweepProgress sweep={PAUSED} actions={actions} />);
    expect(screen.getByRole('status').textContent).toBe('40 of 200 checked · paused');
    expect(screen.getByTestId('sweep-paused-for').textContent).toBe(
      'Paused: this sweep was started on your auto.dev account. VinDesk is on demo data now, so the sweep waits until your API key is back and then goes on by itself. Or cancel it and start a new sweep.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
