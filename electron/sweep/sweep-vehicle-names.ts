import type { SweepResult } from '../../shared/ipc/sweep-channels';
import type { PartialVehicleSummary } from '../../shared/schemas/vehicle-summary-schema';
import type { Recall } from '../../shared/schemas/recall-schema';

export type VehicleNames = Pick<SweepResult, 'year' | 'make' | 'model'>;

/** Names the sweep's rows: NHTSA's vPIC decode run locally, so naming costs no service call. */
export type DescribeVin = (vin: string) => Promise<VehicleNames | null>;

function yearOf(value: unknown): number | undefined {
  const year = typeof value === 'string' ? Number(value.trim()) : value;
  return typeof year === 'number' && Number.isInteger(year) && year > 1900 && year < 2100 ? year : undefined;
}

function defined(names: VehicleNames): VehicleNames {
  const out: VehicleNames = {};
  if (names.year !== undefined) out.year = names.year;
  if (names.make) out.make = names.make;
  if (names.model) out.model = names.model;
  return out;
}

/**
 * Year, make and model of a swept VIN, each from the first source that has it: the local
 * vPIC decode (one naming for every row), then the vehicle the answer named (auto.dev may
 * send one), then the answer's own recall records, which name the vehicle they concern.
 */
export async function vehicleNamesOf(
  vin: string,
  describe: DescribeVin | undefined,
  answer: { vehicle?: PartialVehicleSummary | undefined; recalls: readonly Recall[] },
): Promise<VehicleNames> {
  // A decode failure only leaves the names to the other sources: it never fails the check.
  const decoded = describe ? await describe(vin).catch(() => null) : null;
  const record = answer.recalls.find((recall) => recall.make || recall.model || recall.modelYear);
  return defined({
    year: decoded?.year ?? yearOf(answer.vehicle?.year) ?? yearOf(record?.modelYear),
    make: decoded?.make || answer.vehicle?.make || record?.make,
    model: decoded?.model || answer.vehicle?.model || record?.model,
  });
}
