import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../../../shared/plan/plan-access';
import type { EndpointAccess, PlanAccess } from '../../../shared/schemas/fetched';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { PlanCard } from './plan-card';

const open: EndpointAccess = { available: true, planRequired: 'starter', known: true };
const endpoints = Object.fromEntries(ENDPOINTS.map((endpoint) => [endpoint, open])) as PlanAccess['endpoints'];

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

function answer(access: Omit<PlanAccess, 'endpoints'>) {
  fake.handle('plan.access', () => ({ ...access, endpoints }));
}

describe('PlanCard', () => {
  it('shows the plan, how the service named it, and the Free plan’s calls this month', async () => {
    answer({
      plan: 'free',
      source: 'service-user',
      learnedFrom: 'Named by the service in its answer to /listings on Nov 23, 14:02',
      usage: { used: 312, limit: 1000, resetsAt: '2026-12-01' },
    });
    renderWithQuery(<PlanCard />);
    const card = await screen.findByRole('region', { name: 'Plan' });
    expect(await screen.findByText('Free')).toBeTruthy();
    expect(card.textContent).toContain('Named by the service');
    expect(card.textContent).toContain('in its answer to /listings on Nov 23, 14:02');

    const meter = screen.getByRole('meter', { name: '312 of 1,000 calls used this month' }) as HTMLMeterElement;
    expect(meter.value).toBe(312);
    expect(meter.max).toBe(1000);
    expect(card.textContent).toContain('688 calls left. It resets on December 1, 2026.');
  });

  it.each<[PlanAccess['source'], string]>([
    ['setting', 'From your setting under Service'],
    ['service-refusal', 'From a plan refusal by the service'],
    ['demo', 'The demo data’s plan'],
  ])('says how the plan is known (%s)', async (source, words) => {
    answer({ plan: 'growth', source });
    renderWithQuery(<PlanCard />);
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.getByText('Growth')).toBeTruthy();
    // No usage reported: no meter.
    expect(screen.queryByRole('meter')).toBeNull();
  });

  it('says when the plan is not known yet', async () => {
    answer({ plan: 'unknown', source: 'unknown' });
    renderWithQuery(<PlanCard />);
    expect(await screen.findAllByText('Not known yet')).toHaveLength(2);
  });

  it('says when the monthly allowance is used up', async () => {
    answer({ plan: 'free', source: 'service-user', usage: { used: 1000, limit: 1000 } });
    renderWithQuery(<PlanCard />);
    expect(await screen.findByText(/The allowance is used up/)).toBeTruthy();
  });
});
