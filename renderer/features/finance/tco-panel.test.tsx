import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../shared/ipc/app-channels';
import { useAskedToLoadStore } from '../../stores/asked-to-load-store';
import { demoInfo, FakeFailure, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery } from '../../test-utils/render-app';
import { TcoPanel } from './tco-panel';

const VIN = '1HGCM82633A004352';

// A cost of ownership per call on Growth, by docs/real-service.md row 26 ("TCO – / $0.06 /
// $0.04"): above the $0.03 click-to-load price set by default.
const GROWTH_TCO = '$0.06';

const live: AppInfo = { ...demoInfo, mode: 'live', plan: 'growth', connection: { state: 'ok' } };
let fake: FakeBridge;

beforeEach(() => {
  useAskedToLoadStore.setState({ asked: {} });
  fake = installFakeBridge();
  fake.handle('app.info', () => live);
  fake.handle('plan.access', () => planAccessOf('growth'));
  fake.handle('finance.tco', (_input, how) => {
    // Main holds nothing for this VIN: a cached-only ask is refused before anything is sent.
    if (how.cachedOnly) throw new FakeFailure({ kind: 'spend-held', code: 'NOT_LOADED', message: 'Not loaded.' });
    // The paid answer is never needed here: the test is of what is asked, and when.
    return new Promise(() => undefined);
  });
});

describe('cost of ownership panel', () => {
  it('on Growth waits for a click that names the plan’s price, and asks for real only then', async () => {
    renderWithQuery(<TcoPanel vin={VIN} zip="90210" deal={null} />);
    const button = await screen.findByRole('button', { name: `Load cost of ownership — ${GROWTH_TCO}` });
    const tcoCalls = () => fake.calls.filter((call) => call.channel === 'finance.tco');
    expect(tcoCalls().every((call) => call.cachedOnly)).toBe(true);
    fireEvent.click(button);
    await waitFor(() =>
      expect(tcoCalls().filter((call) => !call.cachedOnly)).toEqual([
        { channel: 'finance.tco', input: { vin: VIN, zip: '90210' } },
      ]),
    );
    expect(await screen.findByText('Loading cost of ownership…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Load cost of ownership/ })).toBeNull();
  });
});
