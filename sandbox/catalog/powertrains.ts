// Engines and drive units of the catalog's models, with EPA-style ratings.
// Figures are typical published values for these engines (rounded); see README.

export type FuelType = 'Gasoline' | 'Hybrid' | 'Electric' | 'Plug-In Hybrid' | 'Diesel';

export interface Powertrain {
  /** Listing's vehicle.engine, e.g. "2.5L I4". */
  engine: string;
  /** Displacement in litres; 0 for a battery-electric drive unit. */
  liters: number;
  cylinders: number;
  hp: number;
  torque: number;
  fuel: FuelType;
  mpgCity: number;
  mpgHwy: number;
  transmission: string;
  /** Fuel tank in gallons; battery kWh for an EV. */
  tank: number;
  turbo: boolean;
  /** EV range in miles (EVs and the electric range of plug-in hybrids). */
  evRange?: number;
}

function ice(
  liters: number,
  layout: 'I' | 'V' | 'H',
  cylinders: number,
  hp: number,
  torque: number,
  city: number,
  hwy: number,
  transmission: string,
  tank: number,
  turbo = false,
  fuel: FuelType = 'Gasoline',
  evRange?: number,
): Powertrain {
  const suffix =
    fuel === 'Hybrid'
      ? ' Hybrid'
      : fuel === 'Plug-In Hybrid'
        ? ' Plug-In Hybrid'
        : fuel === 'Diesel'
          ? ' Diesel'
          : turbo
            ? ' Turbo'
            : '';
  return {
    engine: `${liters.toFixed(1)}L ${layout}${cylinders}${suffix}`,
    liters,
    cylinders,
    hp,
    torque,
    fuel,
    mpgCity: city,
    mpgHwy: hwy,
    transmission,
    tank,
    turbo,
    ...(evRange ? { evRange } : {}),
  };
}

function ev(hp: number, torque: number, mpgeCity: number, mpgeHwy: number, kwh: number, range: number): Powertrain {
  return {
    engine: 'Electric Motor',
    liters: 0,
    cylinders: 0,
    hp,
    torque,
    fuel: 'Electric',
    mpgCity: mpgeCity,
    mpgHwy: mpgeHwy,
    transmission: '1-Speed Automatic',
    tank: kwh,
    turbo: false,
    evRange: range,
  };
}

const A6 = '6-Speed Automatic';
const A8 = '8-Speed Automatic';
const A9 = '9-Speed Automatic';
const A10 = '10-Speed Automatic';
const CVT = 'CVT';
const ECVT = 'eCVT';
const DCT7 = '7-Speed Dual-Clutch';
const M6 = '6-Speed Manual';

export const POWERTRAINS = {
  i4_15t: ice(1.5, 'I', 4, 192, 192, 30, 38, CVT, 14.8, true),
  i4_15: ice(1.5, 'I', 4, 141, 145, 29, 34, CVT, 12.3),
  i4_16: ice(1.6, 'I', 4, 120, 113, 30, 39, CVT, 11.9),
  i4_18: ice(1.8, 'I', 4, 139, 126, 30, 38, CVT, 13.2),
  i4_18h: ice(1.8, 'I', 4, 121, 105, 53, 46, ECVT, 11.3, false, 'Hybrid'),
  i4_20: ice(2.0, 'I', 4, 158, 138, 31, 40, CVT, 12.4),
  i4_20t: ice(2.0, 'I', 4, 255, 273, 23, 32, A8, 15.9, true),
  i4_20t_lux: ice(2.0, 'I', 4, 255, 295, 25, 34, A9, 17.4, true),
  i4_20h: ice(2.0, 'I', 4, 204, 247, 48, 47, ECVT, 10.6, false, 'Hybrid'),
  i4_24t: ice(2.4, 'I', 4, 265, 310, 21, 28, A8, 17.9, true),
  i4_25: ice(2.5, 'I', 4, 203, 184, 28, 39, A8, 15.8),
  i4_25_suv: ice(2.5, 'I', 4, 187, 178, 26, 33, CVT, 16.6),
  i4_25h: ice(2.5, 'I', 4, 219, 163, 41, 38, ECVT, 14.5, false, 'Hybrid'),
  i4_25p: ice(2.5, 'I', 4, 302, 167, 40, 36, ECVT, 14.5, false, 'Plug-In Hybrid', 42),
  i4_27: ice(2.7, 'I', 4, 159, 180, 20, 23, A6, 21.1),
  i4_16t: ice(1.6, 'I', 4, 180, 195, 25, 32, DCT7, 14.3, true),
  v6_30t: ice(3.0, 'I', 6, 335, 330, 21, 26, A8, 21.9, true),
  v6_35: ice(3.5, 'V', 6, 290, 262, 20, 27, A9, 19.5),
  v6_35tt: ice(3.5, 'V', 6, 400, 500, 18, 24, A10, 26.0, true),
  v6_36: ice(3.6, 'V', 6, 293, 260, 19, 26, A8, 24.6),
  v6_40: ice(4.0, 'V', 6, 270, 278, 16, 19, '5-Speed Automatic', 23.0),
  v6_27t: ice(2.7, 'V', 6, 325, 400, 19, 24, A10, 23.0, true),
  v6_38: ice(3.8, 'V', 6, 291, 262, 19, 24, A8, 18.8),
  v8_50: ice(5.0, 'V', 8, 400, 410, 17, 23, A10, 26.0),
  v8_53: ice(5.3, 'V', 8, 355, 383, 16, 21, A10, 24.0),
  v8_57: ice(5.7, 'V', 8, 381, 401, 13, 17, A6, 26.4),
  v8_62: ice(6.2, 'V', 8, 420, 460, 15, 20, A10, 24.0),
  v8_64: ice(6.4, 'V', 8, 485, 475, 15, 24, A8, 18.5),
  i4_30d: ice(3.0, 'I', 6, 277, 460, 23, 33, A10, 24.0, true, 'Diesel'),
  i4_28d: ice(2.8, 'I', 4, 181, 369, 20, 30, A8, 21.0, true, 'Diesel'),
  i4_25t_subaru: ice(2.5, 'H', 4, 182, 176, 26, 33, CVT, 18.5),
  h4_20: ice(2.0, 'H', 4, 152, 145, 27, 34, CVT, 16.6),
  m6_20: ice(2.0, 'I', 4, 158, 138, 26, 35, M6, 12.4),
  v8_62_vette: ice(6.2, 'V', 8, 490, 465, 16, 24, '8-Speed Dual-Clutch', 18.5),
  i4_16p: ice(1.6, 'I', 4, 180, 195, 48, 44, A6, 11.4, true, 'Plug-In Hybrid', 33),
  i4_36p: ice(3.6, 'V', 6, 260, 230, 30, 30, ECVT, 16.5, false, 'Plug-In Hybrid', 32),
  i4_20p_jeep: ice(2.0, 'I', 4, 375, 470, 20, 20, A8, 17.2, true, 'Plug-In Hybrid', 21),
  ev_small: ev(200, 266, 131, 109, 65, 259),
  ev_mid: ev(283, 330, 134, 126, 75, 310),
  ev_large: ev(320, 446, 114, 94, 77, 270),
  ev_perf: ev(670, 723, 124, 115, 100, 405),
  ev_leaf: ev(147, 236, 123, 99, 40, 149),
  ev_truck: ev(452, 775, 76, 61, 131, 320),
  i4_24: ice(2.4, 'I', 4, 185, 181, 26, 34, A6, 15.8),
  i4_16h: ice(1.6, 'I', 4, 139, 195, 51, 49, '6-Speed Dual-Clutch', 11.9, false, 'Hybrid'),
  i4_20h_toyota: ice(2.0, 'I', 4, 194, 139, 57, 56, ECVT, 10.6, false, 'Hybrid'),
  i4_18p: ice(1.8, 'I', 4, 121, 105, 55, 53, ECVT, 11.3, false, 'Plug-In Hybrid', 25),
  i4_20p_toyota: ice(2.0, 'I', 4, 220, 139, 52, 52, ECVT, 11.4, false, 'Plug-In Hybrid', 44),
  // GM's heavy-duty 6.6L gas V8 and 6.6L Duramax diesel V8 (2500HD/3500HD, MY2020 on).
  v8_66: ice(6.6, 'V', 8, 401, 464, 13, 16, A10, 36.0),
  v8_66d: ice(6.6, 'V', 8, 470, 975, 14, 19, A10, 36.0, true, 'Diesel'),
  i6_30p: ice(3.0, 'I', 6, 483, 516, 20, 23, A8, 18.5, true, 'Plug-In Hybrid', 40),
} as const satisfies Record<string, Powertrain>;

export type PowertrainId = keyof typeof POWERTRAINS;

export function combinedMpg(p: Powertrain): number {
  // EPA weights city 55%, highway 45%, harmonically.
  return Math.round(1 / (0.55 / p.mpgCity + 0.45 / p.mpgHwy));
}
