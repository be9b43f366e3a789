import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AppError } from '../../shared/ipc/app-error';
import { installFakeBridge } from '../test-utils/fake-bridge';
import { renderWithQuery } from '../test-utils/render-app';
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

  it('says a plan refusal in plain words: the plan needed, the plan held, and where to see plans', async () => {
    const user = userEvent.setup();
    const fake = installFakeBridge();
    fake.handle('shell.openExternal', () => ({ opened: true }));
    renderWithQuery(
      <ErrorPanel
        error={{
          kind: 'plan-required',
          code: 'PLAN_REQUIRED',
          message: 'Needs Scale',
          planRequired: 'scale',
          currentPlan: 'free',
          upgradeUrl: 'https://auto.dev/pricing',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Needs the Scale plan' })).toBeTruthy();
    expect(screen.getByText('Your plan: Free')).toBeTruthy();
    const seePlans = screen.getByRole('button', { name: 'See plans' });
    expect(seePlans.getAttribute('title')).toBe('Opens auto.dev in your browser');
    // Keyboard first: Tab reaches it and Enter opens the page through main.
    seePlans.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(fake.calls).toContainEqual({ channel: 'shell.openExternal', input: { url: 'https://auto.dev/pricing' } }),
    );
  });

  it('shows no plan it does not know and no plans button without an address', () => {
    render(
      <ErrorPanel
        feature="The build sheet"
        error={{ kind: 'plan-required', code: 'PLAN_REQUIRED', message: 'Needs Growth', planRequired: 'growth' }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'The build sheet needs the Growth plan' })).toBeTruthy();
    expect(screen.queryByText(/Your plan:/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'See plans' })).toBeNull();
    expect(screen.getByRole('link', { name: /Update your plan in Settings/ }).getAttribute('href')).toBe('#/settings');
  });

  it('says a refused key was refused and links to Settings, under any heading', () => {
    const refused: AppError = {
      kind: 'unauthorized',
      code: 'UNAUTHORIZED',
      message: 'The service did not accept the API key.',
      status: 401,
    };
    const { rerender } = render(<ErrorPanel error={refused} />);
    expect(screen.getByRole('heading', { name: 'The service refused the API key' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Check the API key in Settings' }).getAttribute('href')).toBe('#/settings');

    rerender(<ErrorPanel error={refused} title="The search could not be run" />);
    expect(screen.getByRole('alert').textContent).toContain('The service refused the API key.');
    expect(screen.getByRole('link', { name: 'Check the API key in Settings' })).toBeTruthy();
  });

  it.each([
    [
      'certificate',
      'The service’s security certificate could not be trusted. Check the address in Settings, or your network’s security software.',
    ],
    ['dns', 'The service’s address could not be found. Check the address in Settings and your internet connection.'],
    ['offline', 'This computer is offline. Connect to the internet and try again.'],
  ] as const)('says what to do about a %s failure in plain words', (kind, words) => {
    render(<ErrorPanel error={{ kind, code: kind.toUpperCase(), message: 'The service could not be reached.' }} />);
    expect(screen.getByRole('alert').textContent).toContain(words);
  });

  it('fits the words to the finance screen: a refused parameter never talks about search filters there', () => {
    // As main words INVALID_PARAMETER (electron/service/error-messages.ts), for the search screen.
    const refused: AppError = {
      kind: 'invalid-input',
      code: 'INVALID_PARAMETER',
      message: 'The search used a filter the service does not accept. Clear the filters and try again.',
      suggestion: 'Clear the filters.',
      status: 400,
    };
    const { rerender } = render(<ErrorPanel error={refused} context="finance" />);
    const panel = screen.getByRole('alert');
    expect(panel.textContent).not.toMatch(/filter/i);
    expect(panel.textContent).toContain(
      'The service did not accept one of the deal’s details (price, ZIP code, term or credit). Check the deal and try again.',
    );
    // The technical details still carry the service's code for support.
    expect(panel.querySelector('details')!.textContent).toContain('INVALID_PARAMETER');

    // Without a context (the search screen) main's words stand.
    rerender(<ErrorPanel error={refused} />);
    expect(screen.getByRole('alert').textContent).toContain('Clear the filters and try again.');

    // A finance error that says nothing of filters keeps its own message and suggestion.
    rerender(
      <ErrorPanel
        context="finance"
        error={{
          kind: 'unavailable',
          code: 'SOURCE_ERROR',
          message: 'The payment calculator is unavailable right now.',
          suggestion: 'Try again in a minute.',
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('The payment calculator is unavailable right now.');
    expect(screen.getByRole('alert').textContent).toContain('Try again in a minute.');
  });

  it('names the budget a lookup would pass, what was spent and what the lookup costs, with a way to Settings', () => {
    const { rerender } = render(
      <ErrorPanel
        feature="The build sheet"
        error={{
          kind: 'over-budget',
          code: 'OVER_BUDGET',
          message: 'The daily budget is spent.',
          spend: { priceMicros: 100_000, budget: { period: 'day', limitMicros: 200_000, spentMicros: 190_000 } },
        }}
      />,
    );
    const panel = screen.getByRole('alert');
    expect(panel.textContent).toContain('This lookup would go over your budget');
    expect(panel.textContent).toContain(
      'This lookup costs $0.10. That would go over today’s budget of $0.20: $0.19 spent so far.',
    );
    expect(panel.textContent).toContain('Saved answers still show.');
    expect(screen.getByRole('link', { name: 'Change the budget in Settings' }).getAttribute('href')).toBe('#/settings');
    // Main's own sentence stays in the details, for support.
    expect(panel.querySelector('details')!.textContent).toContain('The daily budget is spent.');

    rerender(
      <ErrorPanel
        error={{
          kind: 'over-budget',
          code: 'OVER_BUDGET',
          message: 'The monthly budget is spent.',
          spend: { priceMicros: 60_000, budget: { period: 'month', limitMicros: 50_000_000, spentMicros: 49_980_000 } },
        }}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'This lookup costs $0.06. That would go over this month’s budget of $50.00: $49.98 spent so far.',
    );
  });
});
