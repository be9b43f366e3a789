import { describe, expect, it } from 'vitest';
import { featureLabel } from './feature-label';

describe('feature labels', () => {
  it('turns the spec’s keys into words', () => {
    expect(featureLabel('epaCombinedMpg')).toBe('EPA combined MPG');
    expect(featureLabel('baseEngineSize')).toBe('Base engine size');
    expect(featureLabel('manufacturer060MphAccelerationTime')).toBe('Manufacturer 0–60 mph acceleration time');
    expect(featureLabel('cargoCapacity,AllSeatsInPlace')).toBe('Cargo capacity, all seats in place');
    expect(featureLabel('driveTrain')).toBe('Drivetrain');
  });
});
