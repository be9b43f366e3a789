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
    await user.type(screen.getByLabelText(/^Dealership ZIP/), '123');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'));
    const zip = screen.getByLabelText(/^Dealership ZIP/);
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

    await user.type(screen.getByLabelText(/^Dealership ZIP/), '60601');
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

describe('service origin binding: the Service card', () => {
  it('labels the default ZIP as the dealership’s, for Search, Finance and the lot sweep', () => {
    renderWithQuery(<ServiceSettingsCard settings={DEFAULT_SETTINGS} demo={false} />);
    const zip = screen.getByLabelText(/^Dealership ZIP/);
    const help = document.getElementById(zip.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(help?.textContent).toBe('Default ZIP for Search, Finance and the lot sweep');
  });

  it('says plainly that the address was not changed when main’s question was cancelled, and keeps the edit', async () => {
    fake.handle('settings.update', () => {
      throw new FakeFailure({
        kind: 'cancelled',
        code: 'ORIGIN_CHANGE_CANCELLED',
        message: 'The service address was not changed. Your API key still goes only to api.auto.dev.',
      });
    });
    const user = userEvent.setup();
    renderWithQuery(<ServiceSettingsCard settings={DEFAULT_SETTINGS} demo={false} />);
    const address = screen.getByLabelText('Service address') as HTMLInputElement;
    await user.clear(address);
    await user.type(address, 'https://vds.example.com');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The service address was not changed');
    expect(alert.textContent).toContain('Your API key still goes only to api.auto.dev.');
    expect(address.value).toBe('https://vds.example.com');
    // Only the address was sent: main asks about the key for exactly what changed.
    expect(fake.calls.find((call) => call.channel === 'settings.update')?.input).toEqual({
      baseUrl: 'https://vds.example.com',
    });
  });

  it('shows the host main confirmed for the key', async () => {
    fake.handle('settings.update', (input) => ({
      settings: { ...DEFAULT_SETTINGS, ...(input as object) },
      confirmedHosts: ['vds.example.com'],
    }));
    const user = userEvent.setup();
    renderWithQuery(<ServiceSettingsCard settings={DEFAULT_SETTINGS} demo={false} />);
    const address = screen.getByLabelText('Service address');
    await user.clear(address);
    await user.type(address, 'https://vds.example.com');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toContain('Your API key now goes to vds.example.com.'),
    );
  });

  it('warns about an address the key is not confirmed for, and asks main again from one button', async () => {
    const settings = { ...DEFAULT_SETTINGS, baseUrl: 'https://vds.example.com' };
    fake.handle('settings.get', () => ({ settings, unconfirmedHosts: ['vds.example.com'] }));
    const user = userEvent.setup();
    renderWithQuery(<ServiceSettingsCard settings={settings} demo={false} />);
    expect(await screen.findByText('Your API key is not sent to vds.example.com')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm address…' }));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.channel === 'settings.update')?.input).toEqual({
        baseUrl: 'https://vds.example.com',
        v1BaseUrl: '',
      }),
    );
  });
});
