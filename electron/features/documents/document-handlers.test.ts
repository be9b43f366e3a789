import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AppErrorException } from '../../../shared/ipc/app-error';
import { documentChannels } from '../../../shared/ipc/document-channels';
import { ListingResponseSchema, ListingSchema, type Listing } from '../../../shared/schemas/listing-schema';
import { normalizeListingAnswer } from '../../service/dialect/autodev-answers';
import type { DesktopNotification, DesktopPorts } from '../../platform/desktop/desktop-ports';
import { createDocumentHandlers, saveScreenPdf, type DocumentDeps } from './document-handlers';

const signal = new AbortController().signal;
const VIN = '1HGCM82633A004352';
const FIXTURE_DIR = fileURLToPath(new URL('../../../test-fixtures/autodev/', import.meta.url));

function ports(overrides: Partial<DesktopPorts>): DesktopPorts {
  return {
    chooseSavePath: async () => null,
    printToPdf: async () => new TextEncoder().encode('%PDF-1.7 test'),
    notify: () => undefined,
    ...overrides,
  };
}

function listingWith(retailListing: Record<string, unknown>): Listing {
  return ListingSchema.parse({ vin: VIN, vehicle: { year: 2003, make: 'Honda', model: 'Accord' }, retailListing });
}

function withListing(listing: Listing): DocumentDeps {
  return { getListing: async () => ({ data: listing, stale: false, fetchedAt: '2026-01-01T00:00:00Z' }) };
}

const noListing: DocumentDeps = {
  getListing: async () => {
    throw new Error('no listing lookup expected');
  },
};

/** A desktop that records the pages it is asked to open. */
function browser() {
  const opened: string[] = [];
  return { opened, desktop: ports({ openExternal: async (url) => void opened.push(url) }) };
}

async function appErrorCode(promise: unknown): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppErrorException) return error.appError.code;
    throw error;
  }
  throw new Error('expected a rejection');
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
      noListing,
    );
    const result = await handlers['document.savePdf']({ suggestedName: 'vin-report.pdf' }, { signal });
    expect(result).toEqual({ saved: true, path: join(dir, 'vin-report.pdf'), bytes: 13 });
    expect(asked).toEqual([{ suggestedName: 'vin-report.pdf', filter: { name: 'PDF document', extensions: ['pdf'] } }]);
    expect(await readFile(join(dir, 'vin-report.pdf'), 'utf8')).toBe('%PDF-1.7 test');
  });

  it('turns a folder it cannot write to into a SAVE_FAILED error that names the place', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-pdf-'));
    // A path under a file: no folder can be made there, whoever runs the test.
    await writeFile(join(dir, 'a-file'), 'x');
    const path = join(dir, 'a-file', 'report.pdf');
    const handlers = createDocumentHandlers(ports({ chooseSavePath: async () => path }), noListing);
    const saving = Promise.resolve(handlers['document.savePdf']({ suggestedName: 'report.pdf' }, { signal }));
    await expect(saving).rejects.toBeInstanceOf(AppErrorException);
    const failure = ((await saving.catch((error: unknown) => error)) as AppErrorException).appError;
    expect(failure).toMatchObject({
      kind: 'internal',
      code: 'SAVE_FAILED',
      message: `The PDF could not be saved to ${path}.`,
      suggestion: 'Choose a folder you can write to.',
      service: { message: expect.stringMatching(/ENOTDIR|EEXIST|ENOENT/) },
    });
  });

  it('keeps why printing failed for the log', async () => {
    const handlers = createDocumentHandlers(
      ports({
        printToPdf: async () => {
          throw new Error('renderer gone');
        },
      }),
      noListing,
    );
    const failure = await Promise.resolve(handlers['document.savePdf']({ suggestedName: 'x.pdf' }, { signal })).catch(
      (error: unknown) => (error as AppErrorException).appError,
    );
    expect(failure).toMatchObject({
      kind: 'internal',
      code: 'PRINT_FAILED',
      message: 'The page could not be turned into a PDF.',
      service: { message: 'renderer gone' },
    });
  });

  it('reports a cancelled dialog as not saved', async () => {
    const handlers = createDocumentHandlers(ports({}), noListing);
    expect(await handlers['document.savePdf']({ suggestedName: 'x.pdf' }, { signal })).toEqual({ saved: false });
  });

  it('turns a print failure into a PRINT_FAILED error', async () => {
    const handlers = createDocumentHandlers(
      ports({
        printToPdf: async () => {
          throw new Error('renderer gone');
        },
      }),
      noListing,
    );
    expect(await appErrorCode(handlers['document.savePdf']({ suggestedName: 'x.pdf' }, { signal }))).toBe(
      'PRINT_FAILED',
    );
  });
});

describe('the menu’s Save as PDF… (saveScreenPdf)', () => {
  async function saveFrom(pageUrl: string, overrides: Partial<DesktopPorts> = {}) {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-menu-pdf-'));
    const notes: DesktopNotification[] = [];
    const desktop = ports({
      chooseSavePath: async ({ suggestedName }) => join(dir, suggestedName),
      notify: (note) => void notes.push(note),
      ...overrides,
    });
    return { dir, notes, result: await saveScreenPdf(desktop, pageUrl) };
  }

  it('on a VIN page saves the VIN report under the name its button suggests, and says where', async () => {
    const { dir, notes, result } = await saveFrom(`app://vindesk/index.html#/vehicle/${VIN}`);
    const path = join(dir, `VIN report ${VIN}.pdf`);
    expect(result).toEqual({ saved: true, path, bytes: 13 });
    expect(await readFile(path, 'utf8')).toBe('%PDF-1.7 test');
    expect(notes).toEqual([{ title: 'VIN report saved', body: path }]);
  });

  it('on Finance saves the deal sheet; a lower-case VIN in the address is the same vehicle', async () => {
    const { dir, result } = await saveFrom(`app://vindesk/index.html#/finance/${VIN.toLowerCase()}`);
    expect(result.path).toBe(join(dir, `Deal sheet ${VIN}.pdf`));
  });

  it('elsewhere saves the screen under its name', async () => {
    expect((await saveFrom('app://vindesk/index.html#/compare')).result.path).toMatch(/VinDesk Compare\.pdf$/);
    expect((await saveFrom('app://vindesk/index.html')).result.path).toMatch(/VinDesk Search\.pdf$/);
    // A vehicle address without a valid VIN is no VIN report.
    expect((await saveFrom('app://vindesk/index.html#/vehicle/NOTAVIN')).result.path).toMatch(/VinDesk Vehicle\.pdf$/);
    // Nor is a VIN on a screen that prints no document of it.
    expect((await saveFrom(`app://vindesk/index.html#/lot/${VIN}`)).result.path).toMatch(/VinDesk Lot\.pdf$/);
    // A screen it does not know saves as VinDesk; the query after the route is not part of it.
    expect((await saveFrom('app://vindesk/index.html#/somewhere-new')).result.path).toMatch(/[\\/]VinDesk\.pdf$/);
    const searched = await saveFrom('app://vindesk/index.html#/search?make=Honda&sort=price.desc');
    expect(searched.result.path).toMatch(/VinDesk Search\.pdf$/);
  });

  it('reads a VIN written with escapes in the address, and survives a broken escape', async () => {
    const escaped = VIN.replace('H', '%48');
    const { dir, result } = await saveFrom(`app://vindesk/index.html#/vehicle/${escaped}`);
    expect(result.path).toBe(join(dir, `VIN report ${VIN}.pdf`));
    expect((await saveFrom('app://vindesk/index.html#/finance/%E0%A4%A')).result.path).toMatch(/VinDesk Finance\.pdf$/);
  });

  it('never rejects: a folder it cannot write to becomes a notification with the suggestion', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-menu-pdf-'));
    await writeFile(join(dir, 'a-file'), 'x');
    const path = join(dir, 'a-file', 'x.pdf');
    const { notes, result } = await saveFrom(`app://vindesk/index.html#/vehicle/${VIN}`, {
      chooseSavePath: async () => path,
    });
    expect(result).toEqual({ saved: false });
    expect(notes).toEqual([
      {
        title: 'VIN report not saved',
        body: `The PDF could not be saved to ${path}. Choose a folder you can write to.`,
      },
    ]);
  });

  it('never rejects: an error of no known kind is still told, in its own words', async () => {
    const { notes, result } = await saveFrom(`app://vindesk/index.html#/finance/${VIN}`, {
      chooseSavePath: async () => {
        throw new Error('the dialog could not open');
      },
    });
    expect(result).toEqual({ saved: false });
    expect(notes).toEqual([{ title: 'Deal sheet not saved', body: 'the dialog could not open' }]);
  });

  it('never rejects: a failed print becomes a notification naming the document', async () => {
    const { notes, result } = await saveFrom(`app://vindesk/index.html#/vehicle/${VIN}`, {
      printToPdf: async () => {
        throw new Error('renderer gone');
      },
    });
    expect(result).toEqual({ saved: false });
    expect(notes).toEqual([{ title: 'VIN report not saved', body: 'The page could not be turned into a PDF.' }]);
  });

  it('a cancelled dialog saves nothing and shows nothing', async () => {
    const { notes, result } = await saveFrom(`app://vindesk/index.html#/vehicle/${VIN}`, {
      chooseSavePath: async () => null,
    });
    expect(result).toEqual({ saved: false });
    expect(notes).toEqual([]);
  });
});

describe('document.openLink', () => {
  const schema = documentChannels['document.openLink'].input;

  it('without a browser, says so and gives the address to open by hand', async () => {
    const handlers = createDocumentHandlers(ports({ openExternal: undefined }), noListing);
    const failure = await Promise.resolve(
      handlers['document.openLink']({ kind: 'recall', campaign: '24V123000' }, { signal }),
    ).catch((error: unknown) => (error as AppErrorException).appError);
    expect(failure).toMatchObject({
      kind: 'unavailable',
      code: 'NO_BROWSER',
      message: 'VinDesk cannot open web pages here.',
      suggestion: 'Open https://www.nhtsa.gov/recalls?nhtsaId=24V123000 in your browser.',
    });
  });

  it('opens the NHTSA page of a recall campaign, built in main', async () => {
    const { opened, desktop } = browser();
    const handlers = createDocumentHandlers(desktop, noListing);
    const input = schema.parse({ kind: 'recall', campaign: ' 24v123000 ' });
    expect(await handlers['document.openLink'](input, { signal })).toEqual({
      url: 'https://www.nhtsa.gov/recalls?nhtsaId=24V123000',
    });
    expect(opened).toEqual(['https://www.nhtsa.gov/recalls?nhtsaId=24V123000']);
  });

  it('accepts targets only, never a URL from the window', () => {
    for (const bad of [
      { kind: 'recall', campaign: 'javascript:alert(1)' },
      { kind: 'recall', campaign: '24V123000&x=1' },
      { kind: 'recall', campaign: '24V123' },
      { kind: 'dealer', vin: VIN, url: 'https://evil.example/' },
      { kind: 'url', url: 'https://evil.example/' },
      { kind: 'history', vin: '1HGCM82633A00435O' },
    ]) {
      expect(schema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('opens the dealer page and the history report the service gave for that VIN', async () => {
    const { opened, desktop } = browser();
    const asked: string[] = [];
    const listing = listingWith({
      vdp: 'https://dealer.example/used/1',
      historyReportUrl: 'https://history.example/r?vin=1',
    });
    const handlers = createDocumentHandlers(desktop, {
      getListing: async (vin) => {
        asked.push(vin);
        return { data: listing, stale: false, fetchedAt: '2026-01-01T00:00:00Z' };
      },
    });
    await handlers['document.openLink'](schema.parse({ kind: 'dealer', vin: VIN }), { signal });
    await handlers['document.openLink'](schema.parse({ kind: 'history', vin: VIN.toLowerCase() }), { signal });
    expect(opened).toEqual(['https://dealer.example/used/1', 'https://history.example/r?vin=1']);
    expect(asked).toEqual([VIN, VIN]);
  });

  it('opens auto.dev’s documented links: the plain-http vdp over https, the carfaxUrl as the history report', async () => {
    const fixture = JSON.parse(await readFile(join(FIXTURE_DIR, 'listings-vin.json'), 'utf8')) as { body: unknown };
    const listing = ListingResponseSchema.parse(normalizeListingAnswer(fixture.body)).data;
    const { opened, desktop } = browser();
    const handlers = createDocumentHandlers(desktop, withListing(listing));
    await handlers['document.openLink']({ kind: 'dealer', vin: '10ARJYBS7RC154562' }, { signal });
    await handlers['document.openLink']({ kind: 'history', vin: '10ARJYBS7RC154562' }, { signal });
    expect(opened).toEqual([
      'https://details.vast.com/details/cars/ob-48ae10cec45c5264c0c05239af7ac2c3/?pl=19',
      'https://www.carfax.com/VehicleHistory/p/Report.cfx?vin=10ARJYBS7RC154562&partner=FRD_2',
    ]);
  });

  it('opens the demo service’s own http page on this computer as issued, and upgrades any other http', async () => {
    const { opened, desktop } = browser();
    const demo = listingWith({
      vdp: 'http://127.0.0.1:41234/_sandbox/vdp/1HGCM82633A004352',
      historyReportUrl: 'http://history.example/r/1',
    });
    const handlers = createDocumentHandlers(desktop, withListing(demo));
    await handlers['document.openLink']({ kind: 'dealer', vin: VIN }, { signal });
    await handlers['document.openLink']({ kind: 'history', vin: VIN }, { signal });
    expect(opened).toEqual(['http://127.0.0.1:41234/_sandbox/vdp/1HGCM82633A004352', 'https://history.example/r/1']);
  });

  it.each([
    ['javascript:alert(1)'],
    ['http://user:pw@127.0.0.1:41234/'],
    ['ftp://dealer.example/'],
    ['file:///etc/passwd'],
    ['vindesk://vin/1HGCM82633A004352'],
    ['https://user:secret@dealer.example/'],
    ['not a url'],
    // Loopback is the demo service's only way to plain http, and only with no credentials.
    ['ftp://127.0.0.1:41234/'],
    ['http://user@127.0.0.1:41234/'],
    ['http://:pw@localhost:41234/'],
    // Only an address that starts with http:// is upgraded to https.
    ['xhttp://dealer.example/used/1'],
  ])('refuses a listing link of %s and opens nothing', async (vdp) => {
    const { opened, desktop } = browser();
    const handlers = createDocumentHandlers(desktop, withListing(listingWith({ vdp })));
    expect(await appErrorCode(handlers['document.openLink']({ kind: 'dealer', vin: VIN }, { signal }))).toBe(
      'UNSAFE_URL',
    );
    expect(opened).toEqual([]);
  });

  it('names the link it refuses', async () => {
    const { desktop } = browser();
    const handlers = createDocumentHandlers(
      desktop,
      withListing(listingWith({ vdp: 'ftp://dealer.example/', historyReportUrl: 'file:///r' })),
    );
    await expect(handlers['document.openLink']({ kind: 'dealer', vin: VIN }, { signal })).rejects.toThrow(
      'The dealer page the service gave is not a secure web address.',
    );
    await expect(handlers['document.openLink']({ kind: 'history', vin: VIN }, { signal })).rejects.toThrow(
      'The vehicle history report the service gave is not a secure web address.',
    );
  });

  it('says plainly when the service gives no dealer page', async () => {
    const { opened, desktop } = browser();
    const handlers = createDocumentHandlers(
      desktop,
      withListing(listingWith({ historyReportUrl: 'https://h.example/' })),
    );
    await expect(handlers['document.openLink']({ kind: 'dealer', vin: VIN }, { signal })).rejects.toThrow(
      'The service gives no dealer page for this vehicle.',
    );
    expect(opened).toEqual([]);
  });

  it('says plainly when the service gives no such link', async () => {
    const { opened, desktop } = browser();
    const handlers = createDocumentHandlers(desktop, withListing(listingWith({ vdp: 'https://dealer.example/1' })));
    await expect(handlers['document.openLink']({ kind: 'history', vin: VIN }, { signal })).rejects.toThrow(
      'The service gives no vehicle history report for this vehicle.',
    );
    expect(opened).toEqual([]);
  });

  it('without a browser port, refuses and names the address to open by hand', async () => {
    const handlers = createDocumentHandlers(ports({}), noListing);
    const failure = handlers['document.openLink']({ kind: 'recall', campaign: '24V123000' }, { signal });
    await expect(failure).rejects.toSatisfy(
      (error) =>
        error instanceof AppErrorException &&
        error.appError.code === 'NO_BROWSER' &&
        error.appError.suggestion === 'Open https://www.nhtsa.gov/recalls?nhtsaId=24V123000 in your browser.',
    );
  });
});
