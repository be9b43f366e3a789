// License plates for a share of the listed vehicles, in the registering state's
// usual format; some vehicles carry plates in two states (moved, re-registered),
// and a few plates are on file without vehicle data.
import { US_STATE_CODES } from '../../shared/domain/us-states';
import type { Dataset, PlateRecord } from './dataset';
import type { Rng } from '../random/rng';

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';

// L = letter, D = digit. Common passenger formats; states not listed use LLL-DDDD.
const FORMATS: Readonly<Record<string, string>> = {
  CA: 'DLLLDDD',
  TX: 'LLLDDDD',
  FL: 'LLLDLL',
  NY: 'LLLDDDD',
  PA: 'LLLDDDD',
  IL: 'LLDDDDD',
  OH: 'LLLDDDD',
  GA: 'LLLDDDD',
  NC: 'LLLDDDD',
  MI: 'LLLDDDD',
  NJ: 'LDDLLL',
  VA: 'LLLDDDD',
  WA: 'LLLDDDD',
  AZ: 'LLLDDDD',
  MA: 'DLLLDD',
  TN: 'LLLDDDD',
  IN: 'DDDLLL',
  MO: 'LLDLLDL',
  MD: 'DLLDDDD',
  WI: 'LLLDDDD',
  CO: 'LLLDDDD',
  MN: 'LLLDDD',
  SC: 'LLLDDD',
  AL: 'DDLLDDD',
  LA: 'DDDLLL',
  KY: 'DDDLLL',
  OR: 'DDDLLL',
  OK: 'LLLDDD',
  CT: 'LLDDDDD',
  UT: 'LDDDLL',
  NV: 'DLLDDD',
  DC: 'LLDDDD',
  DE: 'DDDDDD',
  RI: 'LLDDD',
  VT: 'LLLDDD',
  NH: 'DDDDDDD',
  ME: 'DDDDLL',
  HI: 'LLLDDD',
  AK: 'LLLDDD',
  MT: 'DDLDDDDL',
  WY: 'DDDDDD',
  ND: 'DDDLLL',
  SD: 'DLLDDD',
  NE: 'LLLDDD',
  KS: 'DDDLLL',
  IA: 'LLLDDD',
  AR: 'LLLDDD',
  MS: 'LLLDDD',
  NM: 'LLLDDD',
  ID: 'DLDDDDD',
  WV: 'DLLDDD',
};

function makePlate(state: string, rng: Rng): string {
  const format = FORMATS[state] ?? 'LLLDDDD';
  let plate = '';
  for (const f of format) plate += f === 'L' ? rng.pick([...LETTERS]) : String(rng.int(0, 9));
  return plate;
}

export function generatePlates(dataset: Dataset, rng: Rng): PlateRecord[] {
  const plates: PlateRecord[] = [];
  const taken = new Set<string>();
  const add = (state: string, row: number, isDefault: boolean) => {
    let plate = makePlate(state, rng);
    while (taken.has(`${state}:${plate}`)) plate = makePlate(state, rng);
    taken.add(`${state}:${plate}`);
    plates.push({ plate, state, row, isDefault });
  };
  for (let row = 0; row < dataset.meta.count; row++) {
    // New cars are not registered yet; about 40% of used ones still carry a plate.
    if (dataset.cols.used[row] !== 1 || rng.next() >= 0.4) continue;
    const home = dataset.dealers[dataset.cols.dealer[row]!]!.state;
    add(home, row, true);
    if (rng.next() < 0.15) {
      let other = rng.pick(US_STATE_CODES);
      if (other === home) other = home === 'TX' ? 'OK' : 'TX';
      add(other, row, false);
    }
  }
  // Plates the registry knows without a vehicle record (exempt, fleet or lapsed).
  const orphans = Math.max(10, Math.round(dataset.meta.count / 500));
  for (let i = 0; i < orphans; i++) add(rng.pick(US_STATE_CODES), -1, true);
  return plates;
}
