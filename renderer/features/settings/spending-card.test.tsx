import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, type PlanSetting } from '../../../shared/plan/plan-access';
import type { EndpointAccess, PlanAccess } from '../../../shared/schemas/fetched';
import { DEFAULT_SETTINGS, SettingsPatchSchema } from '../../../shared/settings/settings-schema';
import { FakeFailure, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { SpendingCard } from './spending-card';

const open: EndpointAccess = { available: true, planRequired: 'starter', known: true };
const endpoints = Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint, open])) as PlanAccess['endpoints'];

let fake: FakeBridge;

function onPlan(plan: PlanSetting) {
  fake.handle('plan.access', () => ({ plan, source: plan === 'unknown' ? 'unknown' : 'setting', endpoints }));
}

function sent() {
  return fake.calls.filter((call) => call.channel === 'settings.update').map((call) => call.input);
}

/** The price table's row for one lookup, by its dealer words. */
function row(label: string) {
  return screen.getByRole('row', { name: new RegExp(`^${label}`) });
}

beforeEach(() => {
  fake = installFakeBridge();
  // Validate as main does: with the shared schema, issues reported per field.
  fake.handle('settings.update', (input) => {
    const parsed = SettingsPatchSchema.safeParse(input);
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw new FakeFailure({ kind: 'invalid-input', code: 'INVALID_INPUT', message: 'Invalid settings', issues });
    }
    return { settings: { ...DEFAULT_SETTINGS, ...parsed.data } };
  });
});

describe('SpendingCard', () => {
  it('shows row 26’s list prices on the plan main knows, and what a negotiated price changes', async () => {
    onPlan('growth');
    const user = userEvent.setup();
    renderWithQuery(<SpendingCard settings={DEFAULT_SETTINGS} demo={false} />);
    // Text, not role, queries while waiting: naming every cell of a 13-row table on each poll is slow in jsdom.
    expect((await screen.findByText('List price (Growth)')).tagName).toBe('TH');
    // Growth: build $0.10, VIN decode $0.0025, cost of ownership $0.06 (docs/real-service.md row 26).
    expect(within(row('Build sheet')).getAllByRole('cell')[0]!.textContent).toBe('$0.10');
    expect(within(row('VIN decodes')).getAllByRole('cell')[0]!.textContent).toBe('$0.0025');
    expect(within(row('Cost of ownership')).getAllByRole('cell')[2]!.textContent).toBe('$0.06');
    // Plate lookups are Scale only: their price is Scale's $0.55, and the table says so.
    expect(within(row('Plate lookup')).getAllByRole('cell')[0]!.textContent).toBe('$0.55Scale price');

    await user.type(screen.getByLabelText('Your price for Build sheet, in dollars per call'), '0.07');
    expect(within(row('Build sheet')).getAllByRole('cell')[2]!.textContent).toBe('$0.07Your price');
    await user.type(screen.getByLabelText(/^Daily budget/), '25');
    await user.click(screen.getByRole('button', { name: 'Save spending settings' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      spend: { ...DEFAULT_SETTINGS.spend, prices: { build: 0.07 }, dailyBudget: 25 },
      watchlistSchedule: 'daily',
    });
  });

  it('names the plan whose price is shown while the plan is not known', async () => {
    onPlan('unknown');
    renderWithQuery(<SpendingCard settings={DEFAULT_SETTINGS} demo={false} />);
    await screen.findByText(/Your plan is not known yet/);
    // The highest list price: Starter’s $0.004 for a decode, Growth’s $0.10 for a build sheet.
    await waitFor(() =>
      expect(within(row('VIN decodes')).getAllByRole('cell')[0]!.textContent).toBe('$0.004Starter price'),
    );
    expect(within(row('Build sheet')).getAllByRole('cell')[0]!.textContent).toBe('$0.10Growth price');
  });

  it('says plainly that demo data costs nothing', async () => {
    onPlan('scale');
    renderWithQuery(<SpendingCard settings={DEFAULT_SETTINGS} demo />);
    expect(screen.getByText('Demo data costs nothing')).toBeTruthy();
    expect(screen.getByText(/every lookup costs \$0 and no fee is counted/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'You pay with your key' })).toBeTruthy();
  });

  it('shows main’s refusal by the field and what it cannot read, keeping every typed character', async () => {
    onPlan('growth');
    const user = userEvent.setup();
    renderWithQuery(<SpendingCard settings={DEFAULT_SETTINGS} demo={false} />);
    const daily = screen.getByLabelText(/^Daily budget/) as HTMLInputElement;
    await user.type(daily, 'ten dollars');
    await user.click(screen.getByRole('button', { name: 'Save spending settings' }));
    // Not an amount at all: said by the field, and nothing is sent.
    expect(daily.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the daily budget in dollars, such as 1.50')).toBeTruthy();
    expect(sent()).toHaveLength(0);

    await user.clear(daily);
    await user.type(daily, '40');
    const build = screen.getByLabelText('Your price for Build sheet, in dollars per call') as HTMLInputElement;
    await user.type(build, '-1');
    await user.click(screen.getByRole('button', { name: 'Save spending settings' }));
    // Below $0 is main’s to refuse; its message comes back under the build sheet’s price.
    await waitFor(() => expect(build.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(build.getAttribute('aria-describedby')!);
    expect(message?.textContent).toBe('A price per call cannot be below $0');
    expect(build.value).toBe('-1');
    expect(daily.value).toBe('40');
    expect(daily.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByText('Spending settings were not saved')).toBeNull();
  });

  it('offers always load for each panel dearer than the click-to-load price, and saves the choice', async () => {
    onPlan('growth');
    const user = userEvent.setup();
    renderWithQuery(<SpendingCard settings={DEFAULT_SETTINGS} demo={false} />);
    const group = await screen.findByRole('group', { name: 'Always load' });
    // Above $0.03 on Growth: cost of ownership $0.06, open recalls and plate (Scale’s $0.06, $0.55), build $0.10.
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('checkbox')
          .map((box) => box.parentElement!.textContent),
      ).toEqual([
        'Cost of ownership ($0.06 a lookup)',
        'Open recalls ($0.06 a lookup)',
        'Plate lookup ($0.55 a lookup)',
        'Build sheet ($0.10 a lookup)',
      ]),
    );
    await user.click(within(group).getByRole('checkbox', { name: 'Build sheet ($0.10 a lookup)' }));
    await user.click(screen.getByLabelText('Let loading ahead spend money'));
    await user.type(screen.getByLabelText('Most to spend loading ahead ($ an hour)'), '0.50');
    await user.selectOptions(screen.getByLabelText('Re-check watched vehicles'), 'on-demand');
    await user.click(screen.getByRole('button', { name: 'Save spending settings' }));

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      spend: { ...DEFAULT_SETTINGS.spend, alwaysLoad: { build: true }, paidPrefetchPerHour: 0.5 },
      watchlistSchedule: 'on-demand',
    });
  });

  it('clears a negotiated price back to the list price and keeps the keyboard in the field', async () => {
    onPlan('growth');
    const settings = { ...DEFAULT_SETTINGS, spend: { ...DEFAULT_SETTINGS.spend, prices: { tco: 0.05 } } };
    const user = userEvent.setup();
    renderWithQuery(<SpendingCard settings={settings} demo={false} />);
    const tco = screen.getByLabelText('Your price for Cost of ownership, in dollars per call') as HTMLInputElement;
    expect(tco.value).toBe('0.05');
    await user.click(screen.getByRole('button', { name: 'Clear your price for Cost of ownership' }));
    expect(tco.value).toBe('');
    expect(document.activeElement).toBe(tco);
    await waitFor(() => expect(within(row('Cost of ownership')).getAllByRole('cell')[2]!.textContent).toBe('$0.06'));
    await user.click(screen.getByRole('button', { name: 'Save spending settings' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect((sent()[0] as { spend: { prices: object } }).spend.prices).toEqual({});
  });
});
