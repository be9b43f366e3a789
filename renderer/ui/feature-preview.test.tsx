import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FeaturePreview } from './feature-preview';

function preview(props: Partial<Parameters<typeof FeaturePreview>[0]>) {
  return render(
    <FeaturePreview icon={null} title="Build sheet" endpoint="build" {...props}>
      The factory options of this VIN.
    </FeaturePreview>,
  );
}

describe('FeaturePreview', () => {
  it('reads the plan table of the dialect in force: auto.dev’s Growth includes the build sheet', () => {
    preview({ currentPlan: 'growth', dialect: 'autodev' });
    expect(screen.getByText('Included')).toBeTruthy();
  });

  it('uses the spec’s table until the dialect is known: the build sheet needs Scale', () => {
    preview({ currentPlan: 'growth', dialect: undefined });
    expect(screen.getByText('Scale plan')).toBeTruthy();
    expect(screen.getByText('Needs the Scale plan')).toBeTruthy();
  });

  it('treats Free as Starter’s entitlements', () => {
    const { unmount } = preview({ currentPlan: 'free', dialect: 'autodev' });
    expect(screen.getByText('Growth plan')).toBeTruthy();
    unmount();
    render(
      <FeaturePreview icon={null} title="Listings" endpoint="listings" currentPlan="free" dialect="autodev">
        Search.
      </FeaturePreview>,
    );
    expect(screen.getByText('Included')).toBeTruthy();
  });
});
