/**
 * Child of spend-ledger-kill.test.ts (bundled by the test with esbuild; runs under
 * `node --import tsx` just as well): records billed calls steadily through the app's own
 * ledger, with its default one-second flush, until the parent SIGKILLs it. Each call's
 * price is its sequence number, so the parent can tell which calls reached the file; after
 * each few calls the child tells the parent the last sequence number and when it was recorded.
 */
import { openAppDatabase } from '../../../platform/database/app-database';
import { createSpendLedger } from '../spend-ledger';
import { SPEND_MIGRATIONS } from '../spend-migrations';

export interface RecordedMessage {
  /** The last sequence number recorded (its call's priceMicros). */
  seq: number;
  /** When it was recorded (its call's atMs). */
  atMs: number;
}

const file = process.argv[2];
if (!file) throw new Error('usage: spend-ledger-child <database file>');

const database = openAppDatabase({ file, migrations: SPEND_MIGRATIONS });
const ledger = createSpendLedger({ connection: database.connection });
let seq = 0;
process.send?.('started');
// Every 2 ms, 3 calls: about 1,500 a second, a heavy sweep's pace and then some.
setInterval(() => {
  let atMs = 0;
  for (let i = 0; i < 3; i += 1) {
    atMs = Date.now();
    ledger.record({ atMs, endpoint: 'vin', plan: 'growth', priceMicros: seq, activity: 'sweep' });
    seq += 1;
  }
  const message: RecordedMessage = { seq: seq - 1, atMs };
  process.send?.(message);
}, 2);
