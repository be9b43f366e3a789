import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeaturePreview } from './feature-preview';

function preview(props: Partial<Parameters<typeof FeaturePreview>[0]>) {
  return render(
    <FeaturePreview icon={null} title="Build sheet" {...props}>
      The factory options of this VIN.
    </FeaturePreview>,
  );
}

// The plan a feature needs comes from main's plan.access answer (main alone knows which
// service's plan table applies: docs/real-service.md row 2, auto.dev's Growth has /build).
describe('FeaturePreview', () => {
  it('says Included when the plan in force reaches the plan main names', () => {
    preview({ currentPlan: 'growth', needed: 'growth' });
    expect(screen.getByText('Included')).toBeTruthy();
  });

  it('names the plan needed when the plan in force is below it', () => {
    preview({ currentPlan: 'growth', needed: 'scale' });
    expect(screen.getByText('Scale plan')).toBeTruthy();
    expect(screen.getByText('Needs the Scale plan')).toBeTruthy();
  });

  it('treats Free as Starter’s entitlements (docs/real-service.md row 3)', () => {
    const { unmount } = preview({ currentPlan: 'free', needed: 'growth' });
    expect(screen.getByText('Growth plan')).toBeTruthy();
    unmount();
    preview({ currentPlan: 'free', needed: 'starter' });
    expect(screen.getByText('Included')).toBeTruthy();
  });

  it('names the cheapest plan when the plan in force is not known', () => {
    preview({ currentPlan: 'unknown', needed: 'scale' });
    expect(screen.getByText('Scale+')).toBeTruthy();
  });

  it('shows no plan badge before main has answered', () => {
    preview({ currentPlan: 'growth', needed: undefined });
    expect(screen.queryByText('Included')).toBeNull();
    expect(screen.queryByText(/plan$/)).toBeNull();
  });
});
