import type { LoanTermMonths } from '../../../shared/finance/quote-form';
import { formatCents, formatDollars, formatMiles } from '../../ui/format-money';
import { openRecallCell, type CompareCell, type CompareRow } from './compare-rows';
import { TCO_CATEGORIES } from './tco-rows';
import type { ComparedVehicle } from './use-compared-vehicles';

/** A figure's cell: a dash while it is unknown. */
function cell(value: number | null | undefined, format: (value: number) => string): CompareCell {
  return {
    text: value === null || value === undefined ? '—' : format(value),
    value: value ?? null,
  };
}

/** The comparison's rows, top to bottom, one cell per vehicle. */
export function compareTableRows(vehicles: ComparedVehicle[], term: LoanTermMonths): CompareRow[] {
  return [
    {
      label: 'Trim',
      ranked: false,
      cells: vehicles.map((vehicle): CompareCell => {
        const trim = vehicle.listing?.vehicle.trim;
        return trim ? { text: trim, value: trim } : { text: '—', value: null };
      }),
    },
    {
      label: 'Open recalls',
      ranked: false,
      cells: vehicles.map((vehicle) => openRecallCell(vehicle.recalls)),
    },
    {
      label: 'Price',
      cells: vehicles.map((vehicle) => cell(vehicle.listing?.retailListing.price, formatDollars)),
    },
    {
      label: 'Miles',
      cells: vehicles.map((vehicle) => cell(vehicle.listing?.retailListing.miles, formatMiles)),
    },
    {
      label: `Payment, ${term} months`,
      cells: vehicles.map((vehicle) => cell(vehicle.monthlyPayment, (value) => formatCents(value))),
    },
    {
      label: 'Five-year cost',
      cells: vehicles.map((vehicle) => cell(vehicle.tco?.tcoPrice, formatDollars)),
    },
    ...TCO_CATEGORIES.map((category) => ({
      label: category.label,
      category: category.key,
      cells: vehicles.map((vehicle) => cell(vehicle.tco?.[category.key], formatDollars)),
    })),
    {
      label: 'Cost per mile',
      cells: vehicles.map((vehicle) => cell(vehicle.tco?.averageCostPerMile, (value) => `$${value.toFixed(2)}`)),
    },
  ];
}
