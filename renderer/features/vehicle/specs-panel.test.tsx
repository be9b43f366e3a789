import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery } from '../../test-utils/render-app';
import { SpecsPanel } from './specs-panel';

const VIN = '1HGCM82633A004352';
let fake: FakeBridge;

beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('plan.access', () => planAccessOf('scale'));
  fake.handle('vehicle.specs', () => ({
    data: {
      specs: {
        name: 'EX 4dr Sedan',
        features: { engine: { cylinders: 4 } },
        orderedFeatures: [
          { categoryGroup: 'Mechanical', category: 'Brakes', features: { 'ABS brakes': 'Std.' } },
          { category: 'Seats', features: { 'Heated front seats': 'Opt.' } },
        ],
      },
    },
    stale: false,
    fetchedAt: new Date().toISOString(),
  }));
});

describe('specs panel', () => {
  it('builds the tables of every feature by category when the disclosure is opened', async () => {
    const { container } = renderWithQuery(<SpecsPanel vin={VIN} />);
    const summary = await screen.findByText('All features by category (2 categories)');
    expect(screen.queryByText('Mechanical · Brakes')).toBeNull();

    const details = container.querySelector('details')!;
    details.open = true;
    fireEvent(details, new Event('toggle'));

    expect(await screen.findByText('Mechanical · Brakes')).toBeTruthy();
    expect(screen.getByText('Seats')).toBeTruthy();
    expect(screen.getByText('Std.')).toBeTruthy();
    // Closing it again keeps what was built: the person's place in it is not lost.
    details.open = false;
    fireEvent(details, new Event('toggle'));
    expect(screen.getByText('Mechanical · Brakes')).toBeTruthy();
    expect(summary).toBeTruthy();
  });
});
