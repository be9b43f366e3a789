import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { useUiStore } from '../../stores/ui-store';
import { CommandBar } from './command-bar';

let fake: FakeBridge;

beforeEach(() => {
  fake = installFakeBridge();
  useUiStore.setState({ commandBarOpen: true, recentLookups: [], lastPlateState: '' });
});

function input() {
  return screen.getByLabelText('VIN or license plate');
}

describe('CommandBar', () => {
  it('refuses a VIN that breaks the rule, explains the rule, and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CommandBar />);
    await user.type(input(), '1HGCM82633A00435O{Enter}');

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('That is not a valid VIN');
    expect(alert.textContent).toContain('never contain the letters I, O or Q (found O)');
    expect(alert.textContent).toContain('A VIN is exactly 17 letters and digits');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls).toEqual([]);
    expect(window.location.hash).toBe('');
    expect(useUiStore.getState().commandBarOpen).toBe(true);
  });

  it('says which position holds a letter VINs never use while the user types, before Enter', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CommandBar />);
    // 1HGCM82633A004352 with its check digit (position 9) misread as the letter O.
    await user.type(input(), '1HGCM826O3A004352');
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Position 9: the letter O is not used in VINs — did you mean 0?');
    expect(input().getAttribute('aria-describedby')).toBe(status.id);
    expect(screen.queryByRole('button', { name: 'Open vehicle' })).toBeNull();
    expect(fake.calls).toEqual([]);

    await user.clear(input());
    await user.type(input(), '1HGCM8260');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(screen.getByText('9 of 17 characters: 8 to go.')).toBeTruthy();
  });

  it('explains the length for a VIN that is too short', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CommandBar />);
    await user.type(input(), '1HGCM8263{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('this one has 9');
  });

  it('opens the vehicle page for a valid VIN and remembers it', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CommandBar />);
    await user.type(input(), '1hgcm82633a004352{Enter}');
    expect(window.location.hash).toBe('#/vehicle/1HGCM82633A004352');
    expect(useUiStore.getState().commandBarOpen).toBe(false);
    expect(useUiStore.getState().recentLookups[0]).toMatchObject({ kind: 'vin', vin: '1HGCM82633A004352' });
    // Enter itself starts the page's requests (the plan check first), before the page's code has loaded.
    await waitFor(() => expect(fake.calls.map((call) => call.channel)).toContain('vehicle.decode'));
    const sent = fake.calls.map((call) => call.channel);
    expect(sent.indexOf('plan.access')).toBeGreaterThanOrEqual(0);
    expect(sent.indexOf('plan.access')).toBeLessThan(sent.indexOf('vehicle.decode'));
    expect(fake.calls).toContainEqual({ channel: 'vehicle.decode', input: { vin: '1HGCM82633A004352' } });
    // The moment of Enter is marked, for the bench's "Enter to every panel painted".
    expect(performance.getEntriesByName('vindesk:vin-lookup').length).toBeGreaterThan(0);
  });

  it('starts the requests of a complete VIN with a valid check digit as it lands in the field, before Enter', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CommandBar />);
    // Typed one character at a time: nothing is asked while the VIN is partial.
    await user.type(input(), '1HGCM82633A00435');
    expect(fake.calls).toEqual([]);
    // The 17th character completes 1HGCM82633A004352, whose check digit (3) is right.
    await user.type(input(), '2');
    await waitFor(() =>
      expect(fake.calls).toContainEqual({ channel: 'vehicle.decode', input: { vin: '1HGCM82633A004352' } }),
    );
    expect(window.location.hash).toBe('');
    expect(useUiStore.getState().commandBarOpen).toBe(true);
  });

  it('asks nothing before Enter for a complete VIN whose check digit is wrong (most often a typo)', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CommandBar />);
    // 1HGCM82633A004352 with its check digit changed from 3 to 4.
    await user.click(input());
    await user.paste('1HGCM82643A004352');
    // The plate and VIN hints have rendered: the paste has been handled.
    await screen.findByText('17 / 17');
    expect(fake.calls).toEqual([]);
  });

  it('asks for the state of a plate before looking it up', async () => {
    const user = userEvent.setup();
    renderWithQuery(<CommandBar />);
    await user.type(input(), '7abc-123{Enter}');
    const state = screen.getByLabelText('State that issued the plate');
    expect(screen.getByText('Choose the state that issued the plate.')).toBeTruthy();
    expect(state.getAttribute('aria-invalid')).toBe('true');

    await user.selectOptions(state, 'CA');
    await user.click(screen.getByRole('button', { name: 'Look up plate' }));
    expect(window.location.hash).toBe('#/lot/plate/CA/7ABC123');
    expect(useUiStore.getState().lastPlateState).toBe('CA');
  });

  it('closes on Escape', () => {
    renderWithQuery(<CommandBar />);
    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    });
    expect(useUiStore.getState().commandBarOpen).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    useUiStore.setState({ recentLookups: [{ kind: 'vin', vin: '1HGCM82633A004352', at: 1 }] });
    renderWithQuery(<CommandBar />);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 6; i++) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });
});
