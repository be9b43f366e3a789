import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeFailure, installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery } from '../../test-utils/render-app';
import { DecodePanel } from './decode-panel';

const VIN = '1HGCM82633A004352';
let fake: FakeBridge;

beforeEach(() => {
  fake = installFakeBridge();
  fake.handle('plan.access', () => planAccessOf('scale'));
});

describe('decode panel', () => {
  it('shows the offline vPIC decode, marked as such, when the service cannot decode', async () => {
    fake.handle('vehicle.decode', () => {
      throw new FakeFailure({ kind: 'network', code: 'NETWORK', message: 'VinDesk can’t reach the service.' });
    });
    fake.handle('vehicle.offlineDecode', () => ({
      decode: {
        vin: VIN,
        make: 'HONDA',
        model: 'Accord',
        checkDigit: '3',
        checksum: true,
        vehicle: { year: 2003, make: 'HONDA', model: 'Accord' },
      },
    }));
    renderWithQuery(<DecodePanel vin={VIN} />);
    expect(await screen.findByText('Offline vPIC decode')).toBeTruthy();
    expect(screen.getByText('Accord')).toBeTruthy();
    expect(screen.getByText(/can’t reach the service/)).toBeTruthy();
  });

  it('uses the service’s decode when it answers, and never asks vPIC', async () => {
    fake.handle('vehicle.decode', () => ({
      data: { vin: VIN, make: 'Honda', model: 'Accord', checksum: true },
      stale: false,
      fetchedAt: new Date().toISOString(),
    }));
    renderWithQuery(<DecodePanel vin={VIN} />);
    expect(await screen.findByText('Accord')).toBeTruthy();
    expect(screen.queryByText('Offline vPIC decode')).toBeNull();
    expect(fake.calls.map((call) => call.channel)).not.toContain('vehicle.offlineDecode');
  });

  it('shows a field the service left out (or sent unreadable) as a dash, and the rest of the panel', async () => {
    fake.handle('vehicle.decode', () => ({
      data: { vin: VIN, model: 'Accord', checksum: true, vehicle: { year: 2019, yearTo: 2020 } },
      stale: false,
      fetchedAt: new Date().toISOString(),
    }));
    renderWithQuery(<DecodePanel vin={VIN} />);
    expect(await screen.findByText('Accord')).toBeTruthy();
    const make = screen.getByText('Make', { selector: 'dt' }).nextElementSibling!;
    expect(make.textContent).toBe('—Not stated');
    expect(screen.getByText('2019–2020')).toBeTruthy();
  });

  it('shows the body, not the whole style line, and the manufacturer in title case', async () => {
    fake.handle('vehicle.decode', () => ({
      data: {
        vin: VIN,
        model: 'F-150',
        style: 'XLT 4dr Pickup (3.5L 6cyl Turbo 10A)',
        vehicle: { year: 2021, manufacturer: 'FORD MOTOR COMPANY' },
      },
      stale: false,
      fetchedAt: new Date().toISOString(),
    }));
    renderWithQuery(<DecodePanel vin={VIN} />);
    expect(await screen.findByText('F-150')).toBeTruthy();
    expect(screen.getByText('Body style', { selector: 'dt' }).nextElementSibling!.textContent).toBe('Pickup');
    expect(screen.getByText('Manufacturer', { selector: 'dt' }).nextElementSibling!.textContent).toBe(
      'Ford Motor Company',
    );
  });
});
