import { formatCents, formatDollars, formatMiles } from '../../ui/format-money';
import type { CompareAssumptions } from './compare-assumptions';
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

const dollarsDown = (down: number) => (down > 0 ? `${formatDollars(down)} down` : 'nothing down');

/** The payment row's label states its down payment and term, so the figure reads on its own. */
function paymentLabel(assumptions: CompareAssumptions | null): string {
  return assumptions ? `Payment, ${dollarsDown(assumptions.downPayment)}, ${assumptions.term} months` : 'Payment';
}

/** The comparison's rows, top to bottom, one cell per vehicle. */
export function compareTableRows(vehicles: ComparedVehicle[], assumptions: CompareAssumptions | null): CompareRow[] {
  const miles = assumptions ? `, ${assumptions.milesPerYear.toLocaleString('en-US')} miles a year` : '';
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
      label: 'APR',
      cells: vehicles.map((vehicle) => cell(vehicle.deal.apr, (value) => `${value.toFixed(2)}%`)),
    },
    {
      label: paymentLabel(assumptions),
      cells: vehicles.map((vehicle) =>
        vehicle.deal.noLoan
          ? { text: 'No loan: the down payment covers the price', value: 0 }
          : cell(vehicle.deal.monthly, (value) => `${formatCents(value)} a month`),
      ),
    },
    {
      label: 'Out the door (price, taxes and fees)',
      cells: vehicles.map((vehicle) => cell(vehicle.deal.outTheDoor, formatCents)),
    },
    {
      label: `Five-year cost${miles}`,
      cells: vehicles.map((vehicle) => cell(vehicle.fiveYear?.fiveYearTotal, formatDollars)),
    },
    ...TCO_CATEGORIES.map((category) => ({
      label: category.label,
      category: category.key,
      cells: vehicles.map((vehicle) => cell(vehicle.fiveYear?.totals[category.key], formatDollars)),
    })),
    {
      label: 'Cost per mile',
      cells: vehicles.map((vehicle) => cell(vehicle.fiveYear?.costPerMile, (value) => `$${value.toFixed(2)}`)),
    },
  ];
}
