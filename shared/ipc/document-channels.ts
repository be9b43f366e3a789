import { z } from 'zod';
import { NHTSA_CAMPAIGN_PATTERN } from '../domain/nhtsa-campaign';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import { channel } from './channel';

/** A file name the save dialog suggests: no folders, ends in .pdf. */
const PdfNameSchema = z
  .string()
  .trim()
  .min(5)
  .max(120)
  .regex(/^[^/\\:*?"<>|]+\.pdf$/i, 'A PDF name has no folder separators and ends in .pdf');

export { NHTSA_CAMPAIGN_PATTERN };

export interface SavedFile {
  /** false when the user cancelled the save dialog. */
  saved: boolean;
  path?: string;
  bytes?: number;
}

/**
 * Which page to open in the system browser. The window never passes a URL: main builds
 * the NHTSA address itself, and takes a listing's links from the service's own answer.
 */
const LinkTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('recall'),
    campaign: z
      .string()
      .trim()
      .toUpperCase()
      .regex(NHTSA_CAMPAIGN_PATTERN, 'An NHTSA campaign number looks like 24V123000'),
  }),
  /** The dealer's page of the vehicle (the listing's vdp). */
  z.strictObject({ kind: z.literal('dealer'), vin: VinFieldSchema }),
  /** The vehicle history report the listing links to. */
  z.strictObject({ kind: z.literal('history'), vin: VinFieldSchema }),
]);
export type LinkTarget = z.input<typeof LinkTargetSchema>;

export interface OpenedLink {
  /** The address handed to the system browser. */
  url: string;
}

export const documentChannels = {
  /**
   * Prints the window as it shows now (the screen's print view, via @media print)
   * to a PDF and saves it where the user chooses.
   */
  'document.savePdf': channel(z.object({ suggestedName: PdfNameSchema }).strict()).returns<SavedFile>(),
  /** Opens a page about the vehicle (dealer page, history report, NHTSA recall) in the system browser. */
  'document.openLink': channel(LinkTargetSchema).returns<OpenedLink>(),
};
