import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppErrorException } from '../../shared/ipc/app-error';
import type { DesktopPorts } from './desktop-ports';
import { createDocumentHandlers } from './document-handlers';

const signal = new AbortController().signal;

function ports(overrides: Partial<DesktopPorts>): DesktopPorts {
  return {
    chooseSavePath: async () => null,
    printToPdf: async () => new TextEncoder().encode('%PDF-1.7 test'),
    notify: () => undefined,
    ...overrides,
  };
}

describe('document.savePdf', () => {
  it('prints, asks where to save with a PDF filter, and writes the file', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-pdf-'));
    const asked: unknown[] = [];
    const handlers = createDocumentHandlers(
      ports({
        chooseSavePath: async (request) => {
          asked.push(request);
          return join(dir, request.suggestedName);
        },
      }),
    );
    const result = await handlers['document.savePdf']({ suggestedName: 'vin-report.pdf' }, { signal });
    expect(result).toEqual({ saved: true, path: join(dir, 'vin-report.pdf'), bytes: 13 });
    expect(asked).toEqual([{ suggestedName: 'vin-report.pdf', filter: { name: 'PDF document', extensions: ['pdf'] } }]);
    expect(await readFile(join(dir, 'vin-report.pdf'), 'utf8')).toBe('%PDF-1.7 test');
  });

  it('reports a cancelled dialog as not saved', async () => {
    const handlers = createDocumentHandlers(ports({}));
    expect(await handlers['document.savePdf']({ suggestedName: 'x.pdf' }, { signal })).toEqual({ saved: false });
  });

  it('turns a print failure into a PRINT_FAILED error', async () => {
    const handlers = createDocumentHandlers(
      ports({
        printToPdf: async () => {
          throw new Error('renderer gone');
        },
      }),
    );
    await expect(handlers['document.savePdf']({ suggestedName: 'x.pdf' }, { signal })).rejects.toSatisfy(
      (error) => error instanceof AppErrorException && error.appError.code === 'PRINT_FAILED',
    );
  });
});
