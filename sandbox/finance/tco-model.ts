// Five-year total cost of ownership in the way Edmunds' True Cost to Own counts it:
// 15,000 miles a year, 10% down, a 60-month loan; depreciation, interest, taxes and
// fees, insurance, fuel, maintenance and repairs, and any federal tax credit.
import type { UsStateCode } from '../../shared/domain/us-states';
import { interestByYear } from '../../shared/finance/loan-math';
import { combinedMpg } from '../catalog/powertrains';
import { retainedValue } from '../data/dataset-builder';
import { isPassengerCar, isTruck, marketValue, vehicleAge } from '../vehicle/vehicle-describe';
import type { VehicleProfile } from '../vehicle/vehicle-profile';
import { aprMap } from './apr-table';
import { defaultDocFee, registrationRenewal } from './fees';
import { ELECTRICITY_PER_KWH, DIESEL_PREMIUM, gasPrice, insuranceBase } from './ownership-costs';
import { saleCosts } from './sale-costs';

const MILES_PER_YEAR = 15_000;
const YEARS = 5;

interface TcoYear {
  insurance: number;
  maintenance: number;
  repairs: number;
  taxesAndFees: number;
  financeInterest: number;
  depreciation: number;
  fuel: number;
  tcoPrice: number;
  averageCostPerMile: number;
}

interface TcoTotal extends TcoYear {
  federalTaxCredit: number;
}

export interface Tco {
  total: TcoTotal;
  years: Record<'1' | '2' | '3' | '4' | '5', TcoYear>;
}

// Scheduled maintenance and expected repairs by vehicle age in years (1 = first year).
const MAINTENANCE = [
  450, 700, 900, 1_200, 1_150, 1_500, 1_350, 1_700, 1_600, 1_900, 1_800, 2_000, 2_000, 2_100, 2_100, 2_200,
];
const REPAIRS = [0, 60, 180, 420, 640, 760, 880, 980, 1_060, 1_140, 1_200, 1_260, 1_300, 1_340, 1_380, 1_420];

function retained(p: VehicleProfile, age: number): number {
  return p.spec ? retainedValue(p.spec, age) : Math.max(0.08, Math.pow(0.55, age / 5) * (age > 0 ? 0.92 : 1));
}

/**
 * The clean vehicle credits (26 U.S.C. 30D and 25E) end for vehicles acquired after
 * 30 September 2025 (Public Law 119-21, sections 70501–70502), so a purchase priced
 * today gets none; the rules before that date are kept for quotes dated earlier.
 */
const CLEAN_VEHICLE_CREDIT_LAST_DAY = new Date('2025-09-30T23:59:59Z');

/** Federal clean vehicle credit: $7,500 new EV (MSRP caps), $3,750 new PHEV, used EV up to $4,000; none after the credits ended. */
export function federalTaxCredit(p: VehicleProfile, price: number, acquiredOn: Date): number {
  if (acquiredOn > CLEAN_VEHICLE_CREDIT_LAST_DAY) return 0;
  const electric = p.fuel === 'Electric';
  const plugIn = p.fuel === 'Plug-In Hybrid';
  if (!electric && !plugIn) return 0;
  if (!p.used) {
    const cap = isPassengerCar(p) ? 55_000 : 80_000;
    if (p.msrp > cap) return 0;
    return electric ? 7_500 : 3_750;
  }
  if (price <= 25_000 && vehicleAge(p) >= 2) return Math.min(4_000, Math.round(price * 0.3));
  return 0;
}

export function computeTco(
  p: VehicleProfile,
  state: UsStateCode,
  zip: string,
  deliveryCost: number,
  acquiredOn: Date = new Date(),
): Tco {
  const price = marketValue(p);
  const age0 = vehicleAge(p) + (p.used ? 0.3 : 0);
  const maintenanceFactor = p.fuel === 'Electric' ? 0.6 : p.spec?.segment === 'luxury' ? 1.45 : isTruck(p) ? 1.1 : 1;
  const insuranceFactor =
    (0.75 + price / 90_000) *
    (p.spec?.segment === 'sports' ? 1.25 : p.spec?.segment === 'luxury' ? 1.15 : p.fuel === 'Electric' ? 1.12 : 1);
  const docFee = defaultDocFee(state);
  const sale = saleCosts({
    state,
    zip,
    price,
    docFee,
    tradeIn: 0,
    isNew: !p.used,
    isPassengerCar: isPassengerCar(p),
    combinedMpg: combinedMpg(p.powertrain),
  });
  const apr = aprMap('prime', p.used)['60'];
  const interest = interestByYear(price * 0.9, apr, 60, YEARS);
  const pt = p.powertrain;
  const years = {} as Tco['years'];
  let value = price;
  const base = retained(p, age0);
  for (let i = 1; i <= YEARS; i++) {
    const next = price * (retained(p, age0 + i) / base);
    const depreciation = Math.round(value - next);
    value = next;
    const growth = Math.pow(1.02, i - 1);
    let fuel: number;
    if (pt.fuel === 'Electric') fuel = ((MILES_PER_YEAR * 33.7) / combinedMpg(pt)) * ELECTRICITY_PER_KWH * growth;
    else {
      const gallonPrice = gasPrice(state) + (pt.fuel === 'Diesel' ? DIESEL_PREMIUM : 0);
      const electricShare = pt.fuel === 'Plug-In Hybrid' ? 0.45 : 0;
      fuel =
        ((MILES_PER_YEAR * (1 - electricShare)) / combinedMpg(pt)) * gallonPrice * growth +
        MILES_PER_YEAR * electricShare * 0.3 * ELECTRICITY_PER_KWH * growth;
    }
    const ageIndex = Math.min(MAINTENANCE.length - 1, Math.floor(age0) + i - 1);
    const year: TcoYear = {
      insurance: Math.round(insuranceBase(state) * insuranceFactor * Math.pow(1.03, i - 1)),
      maintenance: Math.round(MAINTENANCE[ageIndex]! * maintenanceFactor),
      repairs: Math.round(REPAIRS[ageIndex]! * maintenanceFactor),
      taxesAndFees: Math.round(
        i === 1 ? sale.totalTaxesAndFees + docFee + deliveryCost : registrationRenewal(state, next),
      ),
      financeInterest: Math.round(interest[i - 1] ?? 0),
      depreciation,
      fuel: Math.round(fuel),
      tcoPrice: 0,
      averageCostPerMile: 0,
    };
    year.tcoPrice =
      year.insurance +
      year.maintenance +
      year.repairs +
      year.taxesAndFees +
      year.financeInterest +
      year.depreciation +
      year.fuel;
    year.averageCostPerMile = Math.round((year.tcoPrice / MILES_PER_YEAR) * 100) / 100;
    years[String(i) as keyof Tco['years']] = year;
  }
  const list = Object.values(years);
  const sum = (key: keyof TcoYear) => list.reduce((a, y) => a + y[key], 0);
  const tcoPrice = sum('tcoPrice');
  return {
    total: {
      federalTaxCredit: federalTaxCredit(p, price, acquiredOn),
      insurance: sum('insurance'),
      maintenance: sum('maintenance'),
      repairs: sum('repairs'),
      taxesAndFees: sum('taxesAndFees'),
      financeInterest: sum('financeInterest'),
      depreciation: sum('depreciation'),
      fuel: sum('fuel'),
      tcoPrice,
      // An average, not a sum: the five-year cost over the five-year miles.
      averageCostPerMile: Math.round((tcoPrice / (MILES_PER_YEAR * YEARS)) * 100) / 100,
    },
    years,
  };
}
