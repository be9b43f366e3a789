import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, SettingsPatchSchema } from '../../../shared/settings/settings-schema';
import { FakeFailure, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { ServiceSettingsCard } from './service-settings-card';

let fake: FakeBridge;

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

describe('ServiceSettingsCard', () => {
  it('shows main’s validation issues under the fields they belong to', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ServiceSettingsCard settings={DEFAULT_SETTINGS} demo />);

    const address = screen.getByLabelText('Service address');
    await user.clear(address);
    await user.type(address, 'not a url');
    await user.type(screen.getByLabelText(/Dealership ZIP code/), '123');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    const zip = screen.getByLabelText(/Dealership ZIP code/);
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    // The message is tied to its input, so a screen reader reads it with the field.
    const addressError = document.getElementById(address.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(addressError?.textContent).toMatch(/full address/);
    expect(screen.getByText('A ZIP code has 5 digits')).toBeTruthy();
    // Every issue is shown inline, so no separate error panel repeats them.
    expect(screen.queryByText('Settings were not saved')).toBeNull();
  });

  it('sends the edited values and keeps Save disabled until something changes', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ServiceSettingsCard settings={DEFAULT_SETTINGS} demo={false} />);
    const save = screen.getByRole('button', { name: 'Save settings' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    await user.type(screen.getByLabelText(/Dealership ZIP code/), '60601');
    await user.selectOptions(screen.getByLabelText('Your plan'), 'growth');
    await user.click(save);

    await waitFor(() => expect(fake.calls.some((call) => call.channel === 'settings.update')).toBe(true));
    expect(fake.calls.find((call) => call.channel === 'settings.update')?.input).toMatchObject({
      defaultZip: '60601',
      plan: 'growth',
    });
  });

  it('saves the service dialect, and offers the Free plan', async () => {
    const user = userEvent.setup();
    renderWithQuery(<ServiceSettingsCard settings={DEFAULT_SETTINGS} demo={false} />);
    const dialect = screen.getByLabelText('Service dialect') as HTMLSelectElement;
    expect(dialect.value).toBe('auto');
    expect([...dialect.options].map((option) => option.text)).toEqual([
      'Automatic (from the address)',
      'Vehicle Data Service spec',
      'auto.dev',
    ]);
    const plan = screen.getByLabelText('Your plan') as HTMLSelectElement;
    expect([...plan.options].map((option) => option.value)).toContain('free');

    await user.selectOptions(dialect, 'autodev');
    await user.selectOptions(plan, 'free');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.channel === 'settings.update')?.input).toMatchObject({
        dialect: 'autodev',
        plan: 'free',
      }),
    );
  });
});
