import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../shared/ipc/app-error';
import { ErrorPanel } from './error-panel';

const notFound: AppError = {
  kind: 'not-found',
  code: 'VIN_NOT_FOUND',
  message: 'The service has no record of this VIN.',
  suggestion: 'Check the VIN against the vehicle and try again.',
  status: 404,
  requestId: 'req_42',
  service: { code: 'NOT_FOUND', message: 'No vehicle for VIN', path: '/vin/1HGCM82633A004352' },
};

describe('ErrorPanel', () => {
  it('says what happened and what to do, and folds the technical details away', async () => {
    const user = userEvent.setup();
    render(<ErrorPanel error={notFound} />);
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('Nothing found');
    expect(panel.textContent).toContain('The service has no record of this VIN.');
    expect(panel.textContent).toContain('Check the VIN against the vehicle and try again.');

    const details = panel.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(screen.getByText('Technical details'));
    expect(details.open).toBe(true);
    for (const text of [
      'VIN_NOT_FOUND',
      '404',
      'req_42',
      'NOT_FOUND',
      'No vehicle for VIN',
      '/vin/1HGCM82633A004352',
    ]) {
      expect(details.textContent).toContain(text);
    }
  });

  it('offers a retry, except for input the user must fix first', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    const { rerender } = render(<ErrorPanel error={notFound} onRetry={retry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();

    rerender(<ErrorPanel error={{ kind: 'invalid-input', code: 'INVALID_INPUT', message: 'Bad' }} onRetry={retry} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('turns a plan-required error into a plan lock that names the plan', () => {
    render(
      <ErrorPanel
        feature="Open recalls"
        error={{ kind: 'plan-required', code: 'PLAN_REQUIRED', message: 'Needs Scale', planRequired: 'scale' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Open recalls needs the Scale plan' })).toBeTruthy();
  });

  it('says when a rate-limited request may be retried', () => {
    render(
      <ErrorPanel error={{ kind: 'rate-limited', code: 'RATE_LIMITED', message: 'Slow down', retryAfter: 2.4 }} />,
    );
    expect(screen.getByText('You can try again in 3 s.')).toBeTruthy();
  });
});
