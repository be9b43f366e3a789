// Which document the window's current screen prints, named from its address: the menu's
// "Save as PDF…" suggests the same file name as the screen's own save button.
import { isVinFormat, normalizeVin } from '../../../shared/vin/vin-rule';

export interface ScreenDocument {
  /** What the saved file is, in words: "VIN report", "Deal sheet", "Search". */
  title: string;
  suggestedName: string;
}

const SCREEN_TITLES: Readonly<Record<string, string>> = {
  search: 'Search',
  vehicle: 'Vehicle',
  finance: 'Finance',
  compare: 'Compare',
  lot: 'Lot',
  settings: 'Settings',
};

/** The document of the page at `pageUrl` (the app's index with a #/route). */
export function documentForPage(pageUrl: string): ScreenDocument {
  const hash = pageUrl.includes('#') ? pageUrl.slice(pageUrl.indexOf('#') + 1) : '';
  const path = hash.split('?')[0] ?? '';
  const [screen = 'search', segment] = path.split('/').filter(Boolean);
  const vin = segment ? normalizeVin(safeDecode(segment)) : '';
  if (isVinFormat(vin) && screen === 'vehicle') return { title: 'VIN report', suggestedName: `VIN report ${vin}.pdf` };
  if (isVinFormat(vin) && screen === 'finance') return { title: 'Deal sheet', suggestedName: `Deal sheet ${vin}.pdf` };
  const title = SCREEN_TITLES[screen] ?? 'VinDesk';
  return { title, suggestedName: title === 'VinDesk' ? 'VinDesk.pdf' : `VinDesk ${title}.pdf` };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
