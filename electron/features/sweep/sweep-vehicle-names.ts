import type { SweepResult } from '../../../shared/ipc/sweep-channels';
import type { PartialVehicleSummary } from '../../../shared/schemas/vehicle-summary-schema';
import type { Recall } from '../../../shared/schemas/recall-schema';

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

interface AnswerNames {
  vehicle?: PartialVehicleSummary | undefined;
  recalls: readonly Recall[];
}

/** Each name from the first source that has it: the decode, the answer's vehicle, its recall records. */
function combine(decoded: VehicleNames | null, answer: AnswerNames): VehicleNames {
  const record = answer.recalls.find((recall) => recall.make || recall.model || recall.modelYear);
  return defined({
    year: decoded?.year ?? yearOf(answer.vehicle?.year) ?? yearOf(record?.modelYear),
    make: decoded?.make || answer.vehicle?.make || record?.make,
    model: decoded?.model || answer.vehicle?.model || record?.model,
  });
}

export interface SweptNames {
  names: VehicleNames;
  /**
   * Set when the sweep stopped before the decode answered, so the row was named from the
   * answer alone: the names again, decode first, once the decode answers (null if it fails).
   */
  late: Promise<VehicleNames | null> | null;
}

/**
 * Year, make and model of a swept VIN, each from the first source that has it: the local
 * vPIC decode (one naming for every row), then the vehicle the answer named (auto.dev may
 * send one), then the answer's own recall records, which name the vehicle they concern.
 *
 * `signal` is the sweep stopping (pause, cancel, quit), which waits for the checks in flight.
 * The vPIC process's first decode opens a 100 MB database, which took 28 s on a loaded
 * machine: once the signal aborts, the answer in hand is named from itself instead.
 */
export async function vehicleNamesOf(
  vin: string,
  describe: DescribeVin | undefined,
  answer: AnswerNames,
  signal?: AbortSignal,
): Promise<SweptNames> {
  if (!describe) return { names: combine(null, answer), late: null };
  // A decode failure only leaves the names to the other sources: it never fails the check.
  const decoding = describe(vin).catch(() => null);
  if (!signal) return { names: combine(await decoding, answer), late: null };
  let onAbort: () => void = () => undefined;
  const stopped = new Promise<'stopped'>((resolve) => {
    onAbort = () => resolve('stopped');
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
  const decoded = await Promise.race([decoding, stopped]);
  // One signal serves the whole run: a listener left on it per VIN would pile up.
  signal.removeEventListener('abort', onAbort);
  if (decoded !== 'stopped') return { names: combine(decoded, answer), late: null };
  return {
    names: combine(null, answer),
    late: decoding.then((late) => (late ? combine(late, answer) : null)),
  };
}
