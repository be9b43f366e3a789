import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../shared/ipc/app-channels';
import { useAskedToLoadStore } from '../../stores/asked-to-load-store';
import { demoInfo, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery } from '../../test-utils/render-app';
import { TcoPanel } from './tco-panel';

const VIN = '1FTFW3LDXRFB40317';
// auto.dev's published /tco example: fuel 25,000 over five years at 15,000 miles a year
// (139,829 / $1.86 = 75,178 miles, read back as 15,000 a year).
const body = (
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../../../test-fixtures/autodev/tco.json'), 'utf8')) as {
    body: unknown;
  }
).body;

const scale: AppInfo = { ...demoInfo, plan: 'scale' };
let fake: FakeBridge;

beforeEach(() => {
  useAskedToLoadStore.setState({ asked: {} });
  fake = installFakeBridge();
  fake.handle('plan.access', () => planAccessOf('scale'));
  fake.handle('finance.tco', () => ({ data: body, stale: false, fetchedAt: '2026-11-23T14:02:00Z' }));
});

const totalOf = (label: string) =>
  within(screen.getByRole('row', { name: new RegExp(`^${label}`) }))
    .getAllByRole('cell')
    .at(-1)?.textContent;

describe('five-year cost at the buyer’s miles', () => {
  it('scales fuel, maintenance and repairs with the miles typed, and nothing else', async () => {
    fake.handle('app.info', () => scale);
    renderWithQuery(<TcoPanel vin={VIN} zip="90210" deal={null} />);
    const miles = await screen.findByLabelText('Miles a year');
    expect(totalOf('Fuel')).toBe('$25,000');
    fireEvent.change(miles, { target: { value: '30,000' } });
    // Twice the miles: fuel 4,709 + 4,850 + … doubles year by year, 25,000 → 50,000;
    // depreciation stays 44,236.
    expect(totalOf('Fuel')).toBe('$50,000');
    expect(totalOf('Depreciation')).toBe('$44,236');
    expect(
      screen.getByText(/^About 30,000 miles a year\. Fuel, maintenance and repairs follow the miles a year/),
    ).toBeTruthy();
    // Demo data names no one: the app says "Demo data" elsewhere.
    expect(screen.queryByText('Estimated by auto.dev')).toBeNull();
    expect(document.body.textContent).not.toMatch(/the service’s/);
  });

  it('says a miles figure out of range in words and keeps the last whole one', async () => {
    fake.handle('app.info', () => ({ ...scale, mode: 'live', connection: { state: 'ok' } }) satisfies AppInfo);
    renderWithQuery(<TcoPanel vin={VIN} zip="90210" deal={null} />);
    const miles = await screen.findByLabelText('Miles a year');
    fireEvent.change(miles, { target: { value: '70000' } });
    expect(screen.getByText('Enter between 1,000 and 60,000 miles a year.')).toBeTruthy();
    expect(miles.getAttribute('aria-invalid')).toBe('true');
    expect(totalOf('Fuel')).toBe('$25,000');
    expect(await screen.findByText('Estimated by auto.dev')).toBeTruthy();
  });
});
