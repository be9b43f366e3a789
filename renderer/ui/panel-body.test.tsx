import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanAccess } from '../../shared/schemas/fetched';
import { useEndpointAccess } from '../api/use-endpoint-access';
import { installFakeBridge } from '../test-utils/fake-bridge';
import { planAccessOf } from '../test-utils/plan-access';
import { renderWithQuery } from '../test-utils/render-app';
import { PanelBody } from './panel-body';

// A panel whose endpoint the plan lacks shows the lock main's plan answer describes,
// linking to the plans page main names for it (the one the service's refusal named).

function SpecsPanel() {
  const gate = useEndpointAccess('specs');
  const query = useQuery({ queryKey: ['specs'], queryFn: () => 'specs', enabled: gate.state === 'open' });
  return (
    <PanelBody feature="Specifications" gate={gate} query={query}>
      {(data) => <p>{data}</p>}
    </PanelBody>
  );
}

function freePlanLacking(upgradeUrl?: string): PlanAccess {
  const access = planAccessOf('free', (endpoint) => endpoint !== 'specs');
  access.endpoints.specs = {
    available: false,
    planRequired: 'growth',
    known: true,
    ...(upgradeUrl ? { upgradeUrl } : {}),
  };
  return access;
}

describe('PanelBody', () => {
  it('locks with the plan needed, the plan in force and the plans page main names', async () => {
    const fake = installFakeBridge();
    fake.handle('plan.access', () => freePlanLacking('https://auto.dev/pricing?tier=growth'));
    renderWithQuery(<SpecsPanel />);
    await screen.findByRole('heading', { name: 'Specifications needs the Growth plan' });
    expect(screen.getByText('Your plan: Free')).toBeTruthy();
    screen.getByRole('button', { name: 'See plans' }).click();
    await waitFor(() =>
      expect(fake.calls).toContainEqual({
        channel: 'shell.openExternal',
        input: { url: 'https://auto.dev/pricing?tier=growth' },
      }),
    );
  });

  it('has no plans button when main names no plans page', async () => {
    installFakeBridge().handle('plan.access', () => freePlanLacking());
    renderWithQuery(<SpecsPanel />);
    await screen.findByRole('heading', { name: 'Specifications needs the Growth plan' });
    expect(screen.queryByRole('button', { name: 'See plans' })).toBeNull();
  });
});
