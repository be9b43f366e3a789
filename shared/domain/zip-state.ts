// A U.S. ZIP code to its state by the USPS 3-digit ZIP prefix ranges (the sectional center
// facility prefixes of USPS Publication 65 / the National Five-Digit ZIP Code directory),
// so the window can tell a ZIP's state without the 5 MB zipcodes table. A few ZIPs carry a
// prefix of the neighbouring state (their mail goes through its sorting center): they are
// listed one by one below. Territories (PR, VI, GU, AS…) and military (AA/AE/AP) have no
// state: null. zip-state.test.ts checks every U.S. ZIP of the zipcodes package.
import type { UsStateCode } from './us-states';

/** [first prefix, last prefix, state], ascending and not overlapping. */
// prettier-ignore
const PREFIX_RANGES: readonly (readonly [number, number, UsStateCode])[] = [
  [5, 5, 'NY'],        // Holtsville IRS
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],      // Andover IRS
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],    // Dulles
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],    // 340 is APO/FPO Americas
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],    // parcel return
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 715, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],    // Austin IRS
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],    // El Paso
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

// ZIPs whose state is not their prefix's: Fishers Island NY is served through New London
// CT (063); Texhoma TX through Texhoma OK (739); Alta WY through Driggs ID (834); two
// Homeland Security ZIPs of the 205 (DC) prefix lie in Maryland and Virginia; Pago Pago,
// American Samoa, uses the Hawaii prefix 967.
const ZIP_EXCEPTIONS: Readonly<Record<string, UsStateCode | null>> = {
  '06390': 'NY',
  '73960': 'TX',
  '83414': 'WY',
  '20588': 'MD',
  '20598': 'VA',
  '96799': null,
};

const ZIP = /^(\d{3})\d{2}(-\d{4})?$/;

/**
 * The state whose post offices use the ZIP's 3-digit prefix, or null for a territory or
 * military prefix, an unused prefix, or text that is not a ZIP (5 digits or ZIP+4). It does
 * not check that the ZIP itself exists (zip-rule.ts does).
 */
export function stateOfZip(zip: string): UsStateCode | null {
  const match = ZIP.exec(zip.trim());
  if (!match) return null;
  const exception = ZIP_EXCEPTIONS[zip.trim().slice(0, 5)];
  if (exception !== undefined) return exception;
  const prefix = Number(match[1]);
  for (const [first, last, state] of PREFIX_RANGES) {
    if (prefix < first) return null;
    if (prefix <= last) return state;
  }
  return null;
}
