import { describe, expect, it } from 'vitest';
import { findDeepLinkInArgv, parseDeepLink } from './deep-link';

// The check digit worked out independently of shared/vin, from the published
// 49 CFR 565 transliteration and weights, so the fixtures do not rest on the code under test.
const VALUES: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8, J: 1, K: 2, L: 3, M: 4 };
Object.assign(VALUES, { N: 5, P: 7, R: 9, S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9 });
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
function checkDigitByHand(vin: string): string {
  const sum = [...vin].reduce((total, ch, i) => total + (/\d/.test(ch) ? Number(ch) : VALUES[ch]!) * WEIGHTS[i]!, 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}

// Public VINs: a 2003 Honda Accord, a 1993 Acura Legend, and a check digit of X (Wikipedia's example).
const HONDA = '1HGCM82633A004352';
const ACURA = 'JH4KA7561PC008269';
const CHECK_X = '1M8GDM9AXKP042788';
// Often quoted as a Tesla Model 3 VIN, but its 9th character should be 2: a real-world typo to refuse.
const TESLA_TYPO = '5YJ3E1EA7KF317000';

describe('the fixtures', () => {
  it.each([HONDA, ACURA, CHECK_X])('%s carries the check digit the published rule gives', (vin) => {
    expect(checkDigitByHand(vin)).toBe(vin[8]);
  });

  it('the often-quoted Tesla VIN does not', () => {
    expect(checkDigitByHand(TESLA_TYPO)).toBe('2');
  });
});

describe('parseDeepLink accepts', () => {
  it.each([
    ['vindesk://vin/1HGCM82633A004352', HONDA],
    ['VINDESK://VIN/1hgcm82633a004352', HONDA],
    ['  vindesk://vin/1HGCM82633A004352 \n', HONDA],
    ['vindesk://vin/1HGCM82633A004352/', HONDA],
    ['vindesk://vin/1HGCM82633A004352?utm_source=mail&x=/a/b', HONDA],
    ['vindesk://vin/1HGCM82633A004352#photos', HONDA],
    ['vindesk://vin/%4A%48%34KA7561PC008269', ACURA],
    ['vindesk://vin/%20JH4KA7561PC008269%20', ACURA],
    ['vindesk://vin/1M8GDM9AXKP042788', CHECK_X],
    ['vindesk://vin/1m8gdm9axkp042788', CHECK_X],
    ['vindesk:vin/1HGCM82633A004352', HONDA],
    // Spaces written around the view's name are not part of it.
    ['vindesk://%20VIN%20/1HGCM82633A004352', HONDA],
  ])('%j as the VIN %s', (link, vin) => {
    expect(parseDeepLink(link)).toEqual({ ok: true, route: { kind: 'vin', vin } });
  });

  it.each([
    ['vindesk://plate/CA/7ABC123', 'CA', '7ABC123'],
    ['vindesk://plate/ca/7abc123', 'CA', '7ABC123'],
    ['VinDesk://Plate/tx/abc-1234/', 'TX', 'ABC1234'],
    ['vindesk://plate/NY/ABC%201234', 'NY', 'ABC1234'],
    ['vindesk://plate/%20dc%20/XY12?from=crm', 'DC', 'XY12'],
  ])('%j as the plate %s %s', (link, state, plate) => {
    expect(parseDeepLink(link)).toEqual({ ok: true, route: { kind: 'plate', state, plate } });
  });
});

describe('parseDeepLink refuses, saying why', () => {
  it.each([
    ['https://example.com/vin/1HGCM82633A004352', '"https://example.com/vin/1HGCM82633A004352" is not a VinDesk link'],
    ['vindeskvin/1HGCM82633A004352', 'is not a VinDesk link'],
    ['', 'is not a VinDesk link'],
    ['vindesk://', 'The link names nothing to open'],
    ['vindesk://listing/1HGCM82633A004352', 'VinDesk links open a VIN or a plate, not "listing"'],
    ['vindesk://vin', 'The link names no VIN'],
    ['vindesk://vin/', 'The link names no VIN'],
    ['vindesk://vin/1HGCM82633A00435', 'A VIN has exactly 17 characters; this one has 16.'],
    ['vindesk://vin/1HGCM82633A0043522', 'A VIN has exactly 17 characters; this one has 18.'],
    ['vindesk://vin/1HGCM82633A0O4352', 'VINs never contain the letters I, O or Q (found O)'],
    ['vindesk://vin/IHGCM82633A004352', 'VINs never contain the letters I, O or Q (found I)'],
    ['vindesk://vin/1HGCM82633A00435Q', 'VINs never contain the letters I, O or Q (found Q)'],
    ['vindesk://vin/1HGCM82633A00435%21', 'A VIN holds only letters and digits (found "!")'],
    [
      `vindesk://vin/${TESLA_TYPO}`,
      `The link's VIN ${TESLA_TYPO} fails its check digit (the 9th character should be 2, not 7)`,
    ],
    ['vindesk://vin/1HGCM82643A004352', 'fails its check digit (the 9th character should be 3, not 4)'],
    ['vindesk://vin/1HGCM82633A004352/recalls', 'The link goes on after the VIN or plate ("/recalls")'],
    [
      'vindesk://vin/1HGCM82633A004352/recalls/open',
      'The link goes on after the VIN or plate ("/recalls/open"); VinDesk links end there.',
    ],
    ['vindesk://vin/%E0%A4%A', 'is not valid URL encoding'],
    ['vindesk://plate/CA', 'A plate link needs a state and a plate'],
    ['vindesk://plate', 'A plate link needs a state and a plate'],
    ['vindesk://plate//7ABC123', 'A plate link needs a state and a plate'],
    ['vindesk://plate/ZZ/7ABC123', '"ZZ" is not a U.S. state'],
    ['vindesk://plate/California/7ABC123', '"California" is not a U.S. state'],
    ['vindesk://plate/PR/7ABC123', '"PR" is not a U.S. state'],
    ['vindesk://plate/CA/A', '"A" is not a license plate: a plate has 2 to 8 letters and digits.'],
    ['vindesk://plate/CA/ABCDE12345', '"ABCDE12345" is not a license plate'],
    ['vindesk://plate/CA/7AB%2FC12', '"7AB/C12" is not a license plate'],
    ['vindesk://plate/CA/7ABC123/extra', 'The link goes on after the VIN or plate ("/extra")'],
  ])('%j', (link, message) => {
    const result = parseDeepLink(link);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toContain(message);
  });

  it('shortens a long link in the message, which ends up in a dialog', () => {
    const result = parseDeepLink(`https://example.com/${'a'.repeat(500)}`);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message.length).toBeLessThan(250);
  });

  it('quotes a link of 80 characters whole, and one of 81 as its first 77 and an ellipsis', () => {
    const eighty = `https://example.com/${'a'.repeat(60)}`;
    const tail = ' is not a VinDesk link: a VinDesk link starts with vindesk://';
    expect(eighty).toHaveLength(80);
    expect(parseDeepLink(eighty)).toMatchObject({ ok: false, message: expect.stringMatching(/^"https/) });
    expect((parseDeepLink(eighty) as { message: string }).message.startsWith(`"${eighty}"${tail}`)).toBe(true);
    const longer = `${eighty}b`;
    expect((parseDeepLink(longer) as { message: string }).message.startsWith(`"${eighty.slice(0, 77)}…"${tail}`)).toBe(
      true,
    );
  });
});

describe('findDeepLinkInArgv', () => {
  it.each<[string[], string | undefined]>([
    [['C:\\Program Files\\VinDesk\\VinDesk.exe', 'vindesk://vin/1HGCM82633A004352'], 'vindesk://vin/1HGCM82633A004352'],
    [
      ['/usr/lib/vindesk/vindesk', '--no-sandbox', '--allow-file-access-from-files', 'VINDESK://plate/CA/7ABC123'],
      'VINDESK://plate/CA/7ABC123',
    ],
    [['/opt/VinDesk/vindesk', '--enable-logging', '.'], undefined],
    [[], undefined],
    [['vindesk', 'https://example.com/vindesk://vin/x'], undefined],
    // A shell may leave spaces around an argument: the link is found without them.
    [['/opt/VinDesk/vindesk', '  vindesk://vin/1HGCM82633A004352 '], 'vindesk://vin/1HGCM82633A004352'],
  ])('%j → %j', (argv, link) => {
    expect(findDeepLinkInArgv(argv)).toBe(link);
  });
});
