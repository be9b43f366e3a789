import { formatDollars } from '../../ui/format-money';
import { TCO_CATEGORIES, type TcoView } from './tco-rows';

/** The chart's figures as a table: one row per category, one column per year, with the totals. */
export function TcoTable({ view }: { view: TcoView }) {
  const rows = view.rows;
  return (
    // Focusable so keyboard users can scroll the wide table.
    <div
      className="table-scroll"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Cost by year and category, scrollable"
    >
      <table className="data-table data-table--numbers data-table--compact">
        <caption>Cost by year and category</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            {rows.map((row) => (
              <th key={row.year} scope="col">
                {row.year}
              </th>
            ))}
            <th scope="col">Total</th>
          </tr>
        </thead>
        <tbody>
          {TCO_CATEGORIES.map((category) => (
            <tr key={category.key}>
              <th scope="row">{category.label}</th>
              {rows.map((row) => (
                <td key={row.year}>{formatDollars(row[category.key])}</td>
              ))}
              <td>{formatDollars(view.totals[category.key])}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {rows.map((row) => (
              <td key={row.year}>{formatDollars(row.total)}</td>
            ))}
            <td>{formatDollars(view.fiveYearTotal)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
