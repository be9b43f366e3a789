import { readFile } from 'node:fs/promises';
import type * as PdfJs from 'pdfjs-dist';

interface TextItemLike {
  str?: string;
}

/** The text of every page of a PDF, read with pdf.js, so a test can check what a report says. */
export async function pdfText(path: string): Promise<{ pages: number; text: string }> {
  // pdf.js ships as ES modules only; the specs are compiled to CommonJS, so load it at run time.
  const pdfjs = (await import('pdfjs-dist/legacy/build/pdf.mjs')) as typeof PdfJs;
  const data = new Uint8Array(await readFile(path));
  const document = await pdfjs.getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => (item as TextItemLike).str ?? '').join(' '));
  }
  await document.destroy();
  return { pages: document.numPages, text: texts.join('\n') };
}
