// The model years in which each model was sold in the U.S. with each of its powertrains,
// so the demo data never lists, say, a 2017 CR-V Hybrid (the CR-V Hybrid came for MY2020).
// Source: the EPA/DOE model-year listings on fueleconomy.gov ("Find a Car", by make, model
// and year) and the makers' U.S. press releases announcing each powertrain. Where a year
// was uncertain the range was narrowed: a missing year teaches nothing wrong, an invented one does.
// A powertrain not named here is sold in every year of its model (see model-catalog.ts).
import type { ModelSpec } from './model-catalog';
import type { PowertrainId } from './powertrains';

export interface PowertrainYears {
  from: number;
  to: number;
  /** Trims sold only with this powertrain (e.g. the Charger Daytona's); others never get it. */
  trims?: readonly string[];
}

type History = Readonly<Partial<Record<PowertrainId, PowertrainYears>>>;

const y = (from: number, to: number, trims?: readonly string[]): PowertrainYears => ({
  from,
  to,
  ...(trims ? { trims } : {}),
});

const POWERTRAIN_HISTORY: Readonly<Record<string, History>> = {
  // Camry: hybrid since MY2007; the 2025 redesign is hybrid-only.
  'Toyota|Camry': { i4_25: y(2015, 2024), v6_35: y(2015, 2024), i4_25h: y(2015, 2026) },
  // Corolla Hybrid (U.S.) from MY2020; the sedan's 1.8 gave way to the 2.0 for MY2023.
  'Toyota|Corolla': { i4_18: y(2015, 2022), i4_20: y(2020, 2026), i4_18h: y(2020, 2026) },
  // RAV4 Hybrid from MY2016; the 2026 redesign is hybrid-only. The plug-in is its own vPIC model.
  'Toyota|RAV4': { i4_25_suv: y(2015, 2025), i4_25h: y(2016, 2026) },
  'Toyota|RAV4 Prime (PHEV)': { i4_25p: y(2021, 2026) },
  // Highlander: 2.5 hybrid from MY2020 (earlier hybrids used a V6), 2.4 turbo from MY2023.
  'Toyota|Highlander': { v6_35: y(2015, 2022), i4_24t: y(2023, 2026), i4_25h: y(2020, 2026) },
  'Toyota|Tacoma': { i4_27: y(2015, 2023), v6_35: y(2016, 2023), i4_24t: y(2024, 2026) },
  'Toyota|Tundra': { v8_57: y(2015, 2021), v6_35tt: y(2022, 2026) },
  // Prius: 1.8 hybrid through MY2022, 2.0 hybrid from the MY2023 redesign.
  'Toyota|Prius': { i4_18h: y(2015, 2022), i4_20h_toyota: y(2023, 2026) },
  // Prius Prime from MY2017 (1.8 plug-in), 2.0 plug-in from MY2023.
  'Toyota|Prius Prime (PHEV)': { i4_18p: y(2017, 2022), i4_20p_toyota: y(2023, 2026) },
  'Toyota|4Runner': { v6_40: y(2015, 2024), i4_24t: y(2025, 2026) },
  // Sienna: V6 through MY2020, hybrid-only from the MY2021 redesign.
  'Toyota|Sienna': { v6_35: y(2015, 2020), i4_25h: y(2021, 2026) },
  'Honda|Civic': { i4_18: y(2015, 2015), i4_20: y(2016, 2026), i4_15t: y(2016, 2026) },
  // Accord: 2.4/V6 through MY2017, 1.5T/2.0T from MY2018 (2.0T to MY2022); Hybrid MY2017 on.
  'Honda|Accord': {
    i4_24: y(2015, 2017),
    v6_35: y(2015, 2017),
    i4_15t: y(2018, 2026),
    i4_20t: y(2018, 2022),
    i4_20h: y(2017, 2026),
  },
  // CR-V: 2.4 through MY2016 (1.5T from MY2017); the CR-V Hybrid came to the U.S. for MY2020.
  'Honda|CR-V': { i4_24: y(2015, 2016), i4_15t: y(2017, 2026), i4_20h: y(2020, 2026) },
  'Honda|HR-V': { i4_18: y(2016, 2022), i4_20: y(2023, 2026) },
  // The F-150 Lightning (MY2022 to MY2025), Blazer EV and Equinox EV (MY2024 on) are models of
  // their own in model-catalog.ts, whose years are theirs.
  // Escape: 1.5T from MY2017, 2.0T to MY2022, hybrid back from MY2020.
  'Ford|Escape': { i4_15t: y(2017, 2026), i4_20t: y(2015, 2022), i4_25h: y(2020, 2026) },
  'Ford|Maverick': { i4_25h: y(2022, 2026), i4_20t: y(2022, 2026) },
  // Silverado/Sierra 1500: 2.7 turbo from MY2019, 3.0 Duramax diesel from MY2020.
  'Chevrolet|Silverado': { i4_27: y(2019, 2026), i4_30d: y(2020, 2026) },
  'GMC|Sierra': { i4_27: y(2019, 2026), i4_30d: y(2020, 2026) },
  // Equinox: 2.4 through MY2017, 1.5T from MY2018.
  'Chevrolet|Equinox': { i4_24: y(2015, 2017), i4_15t: y(2018, 2026) },
  'Chevrolet|Malibu': { i4_25: y(2015, 2015), i4_15t: y(2016, 2025), i4_20t: y(2016, 2022) },
  // Full-size SUVs: 3.0 Duramax from MY2021.
  'Chevrolet|Tahoe': { i4_30d: y(2021, 2026) },
  'Chevrolet|Suburban': { i4_30d: y(2021, 2026) },
  'GMC|Yukon': { i4_30d: y(2021, 2026) },
  'Cadillac|Escalade': { i4_30d: y(2021, 2026) },
  // Colorado: 2.8 diesel MY2016 to MY2022; 2.7 turbo only from the MY2023 redesign.
  'Chevrolet|Colorado': {
    i4_25: y(2015, 2022),
    v6_36: y(2015, 2022),
    i4_28d: y(2016, 2022),
    i4_27: y(2023, 2026),
  },
  // Ram 1500 EcoDiesel: MY2014 to MY2023.
  'Ram|1500': { i4_30d: y(2015, 2023) },
  // Wrangler: 2.0 turbo from the MY2018 JL, 4xe plug-in from MY2021.
  'Jeep|Wrangler': { i4_20t: y(2018, 2026), i4_20p_jeep: y(2021, 2026) },
  // Grand Cherokee 4xe from MY2022.
  'Jeep|Grand Cherokee': { i4_20p_jeep: y(2022, 2026) },
  'Jeep|Compass': { i4_25_suv: y(2015, 2022), i4_20t: y(2023, 2026) },
  // Pacifica Hybrid (plug-in) from the model's first year, MY2017.
  'Chrysler|Pacifica': { i4_36p: y(2017, 2026) },
  // Charger: the LX sedan ended with MY2023; the Daytona EV from MY2024, the Sixpack I6 from MY2025.
  'Dodge|Charger': {
    v6_36: y(2015, 2023),
    v8_57: y(2015, 2023),
    v8_64: y(2015, 2023),
    ev_perf: y(2024, 2026, ['Daytona R/T', 'Daytona Scat Pack']),
    v6_30t: y(2025, 2026, ['Sixpack R/T', 'Sixpack Scat Pack']),
  },
  'Nissan|Altima': { i4_20t: y(2019, 2022) },
  'Nissan|Rogue': { i4_25_suv: y(2015, 2022), i4_15t: y(2022, 2026) },
  'Nissan|Sentra': { i4_18: y(2015, 2019), i4_20: y(2020, 2026) },
  'Nissan|Frontier': { v6_40: y(2015, 2019), i4_25: y(2015, 2021), v6_38: y(2020, 2026) },
  // Elantra Hybrid from MY2021; there has never been a plug-in Elantra.
  'Hyundai|Elantra': { i4_18: y(2015, 2016), i4_20: y(2017, 2026), i4_16t: y(2017, 2026), i4_16h: y(2021, 2026) },
  'Hyundai|Sonata': { i4_24: y(2015, 2019), i4_25: y(2020, 2026), i4_16t: y(2015, 2026), i4_20h: y(2015, 2026) },
  // Tucson Hybrid and Plug-in Hybrid from the MY2022 redesign.
  'Hyundai|Tucson': {
    i4_20: y(2015, 2021),
    i4_16t: y(2016, 2018),
    i4_25_suv: y(2022, 2026),
    i4_16h: y(2022, 2026),
    i4_16p: y(2022, 2026),
  },
  // Kona Electric from MY2019 (vPIC: "Kona").
  'Hyundai|Kona': { ev_small: y(2019, 2026) },
  // Sportage Hybrid and Plug-in Hybrid from the MY2023 redesign.
  'Kia|Sportage': { i4_24: y(2015, 2022), i4_25_suv: y(2023, 2026), i4_16h: y(2023, 2026), i4_16p: y(2023, 2026) },
  // Sorento Hybrid from MY2021, Plug-in Hybrid from MY2022.
  'Kia|Sorento': { i4_16h: y(2021, 2026), i4_16p: y(2022, 2026) },
  // Niro: hybrid from MY2017, plug-in from MY2018, Niro EV from MY2019 (vPIC: "Niro").
  'Kia|Niro': { i4_16h: y(2017, 2026), i4_16p: y(2018, 2026), ev_small: y(2019, 2026) },
  // X5: the xDrive50e plug-in from MY2024, the M60i V8 from MY2024.
  'BMW|X5': { i6_30p: y(2024, 2026, ['xDrive50e']), v8_62: y(2024, 2026, ['M60i']) },
  // RX: the V6 through MY2022; the 2.4 turbo and the 2.5 hybrid (RX 350h) from MY2023.
  'Lexus|RX': { v6_35: y(2015, 2022), i4_24t: y(2023, 2026), i4_25h: y(2023, 2026) },
  'Lexus|ES': { i4_25: y(2019, 2026), v6_35: y(2015, 2025) },
  // NX: 2.0 turbo through MY2021; NX 250/350 and the NX 450h+ plug-in from MY2022.
  'Lexus|NX': {
    i4_20t_lux: y(2015, 2021),
    i4_25_suv: y(2022, 2026),
    i4_24t: y(2022, 2026),
    i4_25p: y(2022, 2026),
  },
  'Acura|MDX': { v6_30t: y(2022, 2026) },
  'Acura|RDX': { v6_35: y(2015, 2018), i4_20t: y(2019, 2026) },
  'Buick|Enclave': { v6_36: y(2015, 2024), i4_25: y(2025, 2026) },
};

const key = (spec: ModelSpec) => `${spec.make}|${spec.model}`;

/** The years a model was sold with a powertrain: the table's, within the model's own years. */
export function powertrainYears(spec: ModelSpec, id: PowertrainId): PowertrainYears {
  const entry = POWERTRAIN_HISTORY[key(spec)]?.[id];
  return {
    from: Math.max(spec.from, entry?.from ?? spec.from),
    to: Math.min(spec.to, entry?.to ?? spec.to),
    ...(entry?.trims ? { trims: entry.trims } : {}),
  };
}

/** The model's powertrains sold in a model year, volume engine first as listed. */
export function powertrainsInYear(spec: ModelSpec, year: number): PowertrainId[] {
  return spec.powertrains.filter((id) => {
    const years = powertrainYears(spec, id);
    return year >= years.from && year <= years.to;
  });
}

/** The trims a powertrain is sold in: its own when it has some, else those no powertrain owns. */
export function trimsOf(spec: ModelSpec, id: PowertrainId): readonly string[] {
  const own = powertrainYears(spec, id).trims;
  if (own) return own;
  const owned = new Set(spec.powertrains.flatMap((p) => powertrainYears(spec, p).trims ?? []));
  return spec.trims.filter((t) => !owned.has(t));
}
