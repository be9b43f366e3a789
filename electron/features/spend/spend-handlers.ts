import { appError, AppErrorException } from '../../../shared/ipc/app-error';
import type { spendChannels } from '../../../shared/ipc/spend-channels';
import { writeFileAtomic, type TempFileLog } from '../../platform/fs/atomic-write';
import type { Handler } from '../../platform/ipc/router';
import { localDateLabel, systemUtcOffset } from './local-calendar';
import { spendCsv } from './spend-csv';
import { buildSpendReport, type SpendReportDeps } from './spend-report';

export type SpendHandlers = { [K in Exclude<keyof typeof spendChannels, 'spend.estimate'>]: Handler<K> };

export interface SpendHandlerDeps extends SpendReportDeps {
  /** Asks where to save the CSV (the desktop's save dialog); null when the person cancels. */
  chooseSavePath: (suggestedName: string) => Promise<string | null>;
  /** Lists the export's temp file while it exists, so a start after a crash removes it (issue 37 item 7). */
  temps?: TempFileLog;
}

function saveFailed(path: string, error: unknown): AppErrorException {
  return new AppErrorException(
    appError('internal', 'SAVE_FAILED', `The CSV could not be saved to ${path}.`, {
      suggestion: 'Choose a folder you can write to.',
      service: { message: error instanceof Error ? error.message : String(error) },
    }),
  );
}

export function createSpendHandlers(deps: SpendHandlerDeps): SpendHandlers {
  return {
    'spend.summary': () => buildSpendReport(deps),
    'spend.exportCsv': async () => {
      // The ledger's calendar (local-calendar.ts): "today" and "this month" are the dealer's.
      const today = localDateLabel(Date.now(), systemUtcOffset);
      const path = await deps.chooseSavePath(`VinDesk usage ${today}.csv`);
      if (!path) return { saved: false };
      // Read after the dialog closes, so the file holds the figures as they are when saved.
      const { text, rows } = spendCsv(await buildSpendReport(deps), today);
      // Read and write for the owner only (writeFileAtomic's default): the file says what the
      // user's account spent, as vindesk.sqlite does.
      await writeFileAtomic(path, text, deps.temps ? { temps: deps.temps } : {}).catch((error: unknown) => {
        throw saveFailed(path, error);
      });
      return { saved: true, path, rows };
    },
  };
}
