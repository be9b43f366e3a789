import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../../shared/ipc/app-channels';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import { DEFAULT_SETTINGS } from '../../../shared/settings/settings-schema';
import { demoInfo, FakeFailure, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { useAskedToLoadStore } from '../../stores/asked-to-load-store';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery } from '../../test-utils/render-app';
import { BuildPanel } from './build-panel';

const VIN = '1HGCM82633A004352';

// A build sheet per call, by docs/real-service.md row 26 ("build – / $0.10 / $0.08"):
// Growth $0.10 and Scale $0.08, both above the $0.03 click-to-load price set by default.
const GROWTH_BUILD_MICROS = 100_000;
const GROWTH_BUILD = '$0.10';
const SCALE_BUILD = '$0.08';

let fake: FakeBridge;
/** What main holds for the VIN: a cached-only ask gets it, or a 'spend-held' refusal. */
let mainHolds: boolean;

const liveOn = (plan: PlanSetting): AppInfo => ({ ...demoInfo, mode: 'live', plan, connection: { state: 'ok' } });

function serve(plan: PlanSetting, info: AppInfo, alwaysLoadBuild = false) {
  fake.handle('app.info', () => info);
  fake.handle('plan.access', () => planAccessOf(plan));
  fake.handle('settings.get', () => ({
    settings: { ...DEFAULT_SETTINGS, spend: { ...DEFAULT_SETTINGS.spend, alwaysLoad: { build: alwaysLoadBuild } } },
  }));
}

beforeEach(() => {
  useAskedToLoadStore.setState({ asked: {} });
  fake = installFakeBridge();
  mainHolds = false;
  fake.handle('vehicle.build', (_input, how) => {
    if (how.cachedOnly && !mainHolds)
      throw new FakeFailure({
        kind: 'spend-held',
        code: 'NOT_LOADED',
        message: 'Not loaded: this lookup has a fee.',
        spend: { priceMicros: GROWTH_BUILD_MICROS },
      });
    return {
      data: { series: 'EX', options: { P5: 'Navigation package' }, optionsMsrp: 1500 },
      stale: false,
      fetchedAt: new Date().toISOString(),
    };
  });
});

const buildCalls = () => fake.calls.filter((call) => call.channel === 'vehicle.build');
const paidBuildCalls = () => buildCalls().filter((call) => !call.cachedOnly);

describe('build panel: loads on a click that names its price', () => {
  it('on Growth asks main cached-only, then offers "Load build sheet — $0.10", and spends only on the click', async () => {
    serve('growth', liveOn('growth'));
    renderWithQuery(<BuildPanel vin={VIN} />);
    const button = await screen.findByRole('button', { name: `Load build sheet — ${GROWTH_BUILD}` });
    expect(buildCalls().length).toBeGreaterThan(0);
    expect(paidBuildCalls()).toEqual([]);
    expect(screen.queryByText('Navigation package')).toBeNull();

    fireEvent.click(button);
    expect(await screen.findByText('Navigation package')).toBeTruthy();
    expect(paidBuildCalls()).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /Load build sheet/ })).toBeNull();
  });

  it('shows a build sheet main already holds at once, with no click and no paid call', async () => {
    mainHolds = true;
    serve('growth', liveOn('growth'));
    renderWithQuery(<BuildPanel vin={VIN} />);
    expect(await screen.findByText('Navigation package')).toBeTruthy();
    expect(paidBuildCalls()).toEqual([]);
  });

  it('names Scale’s price on Scale', async () => {
    serve('scale', liveOn('scale'));
    renderWithQuery(<BuildPanel vin={VIN} />);
    // Main's refusal here names Growth's figure; before any refusal the price is the plan's own.
    expect(await screen.findByText(`${SCALE_BUILD} a lookup`)).toBeTruthy();
  });

  it('with "always load" for the build sheet, loads it at once', async () => {
    serve('growth', liveOn('growth'), true);
    renderWithQuery(<BuildPanel vin={VIN} />);
    expect(await screen.findByText('Navigation package')).toBeTruthy();
    expect(buildCalls().every((call) => !call.cachedOnly)).toBe(true);
    expect(screen.queryByRole('button', { name: /Load build sheet/ })).toBeNull();
  });

  it('with demo data loads at once and says it is free', async () => {
    serve('scale', demoInfo);
    renderWithQuery(<BuildPanel vin={VIN} />);
    expect(await screen.findByText('Navigation package')).toBeTruthy();
    expect(screen.getByText('Free with demo data')).toBeTruthy();
    expect(buildCalls().every((call) => !call.cachedOnly)).toBe(true);
  });

  it('keeps the clicked build sheet shown when the panel is opened again', async () => {
    serve('growth', liveOn('growth'));
    const first = renderWithQuery(<BuildPanel vin={VIN} />);
    fireEvent.click(await screen.findByRole('button', { name: /Load build sheet/ }));
    expect(await screen.findByText('Navigation package')).toBeTruthy();
    first.unmount();
    renderWithQuery(<BuildPanel vin={VIN} />, first.client);
    expect(await screen.findByText('Navigation package')).toBeTruthy();
    await waitFor(() => expect(paidBuildCalls()).toHaveLength(1));
  });
});
