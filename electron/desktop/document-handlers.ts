import type { documentChannels } from '../../shared/ipc/document-channels';
import { AppErrorException, appError } from '../../shared/ipc/app-error';
import { writeFileAtomic } from '../fs/atomic-write';
import type { Handler } from '../ipc/router';
import type { DesktopPorts } from './desktop-ports';

export type DocumentHandlers = { [K in keyof typeof documentChannels]: Handler<K> };

export function createDocumentHandlers(desktop: DesktopPorts): DocumentHandlers {
  return {
    'document.savePdf': async ({ suggestedName }) => {
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
        await writeFileAtomic(path, pdf);
      } catch (error) {
        throw new AppErrorException(
          appError('internal', 'SAVE_FAILED', `The PDF could not be saved to ${path}.`, {
            suggestion: 'Choose a folder you can write to.',
            service: { message: error instanceof Error ? error.message : String(error) },
          }),
        );
      }
      return { saved: true, path, bytes: pdf.byteLength };
    },
  };
}
