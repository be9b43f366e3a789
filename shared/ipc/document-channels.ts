import { z } from 'zod';
import { channel } from './channel';

/** A file name the save dialog suggests: no folders, ends in .pdf. */
const PdfNameSchema = z
  .string()
  .trim()
  .min(5)
  .max(120)
  .regex(/^[^/\\:*?"<>|]+\.pdf$/i, 'A PDF name has no folder separators and ends in .pdf');

export interface SavedFile {
  /** false when the user cancelled the save dialog. */
  saved: boolean;
  path?: string;
  bytes?: number;
}

export const documentChannels = {
  /**
   * Prints the window as it shows now (the screen's print view, via @media print)
   * to a PDF and saves it where the user chooses.
   */
  'document.savePdf': channel(z.object({ suggestedName: PdfNameSchema }).strict()).returns<SavedFile>(),
};
