import type { documentChannels, SavedFile } from '../../../shared/ipc/document-channels';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { Fetched } from '../../../shared/schemas/fetched';
import { AppErrorException, appError, type AppError } from '../../../shared/ipc/app-error';
import { writeFileAtomic, type TempFileLog } from '../../platform/fs/atomic-write';
import type { Handler } from '../../platform/ipc/router';
import type { DesktopPorts } from '../../platform/desktop/desktop-ports';
import { listingLinkUrl, nhtsaRecallUrl } from './link-targets';
import { documentForPage } from './screen-document';

export type DocumentHandlers = { [K in keyof typeof documentChannels]: Handler<K> };

export interface DocumentDeps {
  /** The service's listing of a VIN (from the response cache when the window just showed it). */
  getListing(vin: string, signal?: AbortSignal): Promise<Fetched<Listing>>;
  /** Lists the PDF's temp file while it exists, so a start after a crash removes it (issue 37 item 7). */
  temps?: TempFileLog;
}

/** Prints the window to a PDF and saves it where the user chooses. */
async function saveWindowPdf(desktop: DesktopPorts, suggestedName: string, temps?: TempFileLog): Promise<SavedFile> {
  // Print first: the dialog would otherwise be what the page shows while printing.
  let pdf: Uint8Array;
  try {
    pdf = await desktop.printToPdf();
  } catch (error) {
    throw new AppErrorException(
      appError('internal', 'PRINT_FAILED', 'The page could not be turned into a PDF.', {
        service: { message: error instanceof Error ? error.message : String(error) },
      }),
    );
  }
  const path = await desktop.chooseSavePath({
    suggestedName,
    filter: { name: 'PDF document', extensions: ['pdf'] },
  });
  if (!path) return { saved: false };
  try {
    await writeFileAtomic(path, pdf, temps ? { temps } : {});
  } catch (error) {
    throw new AppErrorException(
      appError('internal', 'SAVE_FAILED', `The PDF could not be saved to ${path}.`, {
        suggestion: 'Choose a folder you can write to.',
        service: { message: error instanceof Error ? error.message : String(error) },
      }),
    );
  }
  return { saved: true, path, bytes: pdf.byteLength };
}

/**
 * The app menu's "Save as PDF…": saves the current screen's document under the name its
 * own button would suggest. The menu has no screen to answer on, so the outcome is a
 * desktop notification; it never rejects. Its temp file is listed like any export's (`temps`),
 * so a crash mid-save leaves nothing in the person's folder after the next start.
 */
export async function saveScreenPdf(desktop: DesktopPorts, pageUrl: string, temps?: TempFileLog): Promise<SavedFile> {
  const document = documentForPage(pageUrl);
  try {
    const saved = await saveWindowPdf(desktop, document.suggestedName, temps);
    if (saved.saved) desktop.notify({ title: `${document.title} saved`, body: saved.path ?? document.suggestedName });
    return saved;
  } catch (error) {
    const failure: AppError =
      error instanceof AppErrorException
        ? error.appError
        : appError('internal', 'SAVE_FAILED', error instanceof Error ? error.message : String(error));
    desktop.notify({
      title: `${document.title} not saved`,
      body: [failure.message, failure.suggestion].filter(Boolean).join(' '),
    });
    return { saved: false };
  }
}

export function createDocumentHandlers(desktop: DesktopPorts, deps: DocumentDeps): DocumentHandlers {
  return {
    'document.savePdf': ({ suggestedName }) => saveWindowPdf(desktop, suggestedName, deps.temps),
    'document.openLink': async (target, { signal }) => {
      const url =
        target.kind === 'recall'
          ? nhtsaRecallUrl(target.campaign)
          : listingLinkUrl((await deps.getListing(target.vin, signal)).data, target.kind);
      if (!desktop.openExternal) {
        throw new AppErrorException(
          appError('unavailable', 'NO_BROWSER', 'VinDesk cannot open web pages here.', {
            suggestion: `Open ${url} in your browser.`,
          }),
        );
      }
      await desktop.openExternal(url);
      return { url };
    },
  };
}
