import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { hrefs } from '../../stores/routes';
import { lowestIndex, rowDiffers, type CompareRow } from './compare-rows';
import type { ComparedVehicle } from './use-compared-vehicles';

interface CompareTableProps {
  vehicles: ComparedVehicle[];
  rows: CompareRow[];
  onRemove: (vin: string) => void;
  /** Listings are still coming: the figures below are not all in. */
  busy?: boolean;
}

/** The vehicles side by side, one column each, the best figure of a ranked row marked. */
export function CompareTable({ vehicles, rows, onRemove, busy = false }: CompareTableProps) {
  return (
    <Card flush>
      <div
        className="table-scroll"
        // Focusable so keyboard users can scroll a wide comparison.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label="Comparison table, scrollable"
        aria-busy={busy || undefined}
      >
        <table className="data-table data-table--numbers compare-table">
          <caption className="sr-only">Vehicles compared</caption>
          <thead>
            <tr>
              <th scope="col">Vehicle</th>
              {vehicles.map((vehicle) => (
                <th key={vehicle.vin} scope="col">
                  <a href={hrefs.vehicle(vehicle.vin)} className="compare-table__name">
                    {/* Lines break between year, make and model only: "CR-V" never splits at its hyphen. */}
                    {vehicle.nameParts.map((part, partIndex) => (
                      <span key={partIndex}>
                        {partIndex > 0 && ' '}
                        <span className="compare-table__name-part">{part}</span>
                      </span>
                    ))}
                  </a>
                  <span className="mono muted compare-table__vin">{vehicle.vin}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onRemove(vehicle.vin)}
                    aria-label={`Remove ${vehicle.name} from compare`}
                  >
                    Remove
                  </Button>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const best = row.label === 'Miles' || row.ranked === false ? null : lowestIndex(row);
              return (
                <tr key={row.label}>
                  <th scope="row">{row.label}</th>
                  {row.cells.map((item, index) => (
                    <td
                      key={vehicles[index]?.vin}
                      className={best === index && rowDiffers(row) ? 'is-best' : undefined}
                    >
                      {item.tone ? (
                        <Badge tone={item.tone} dot={item.tone === 'danger'}>
                          {item.text}
                        </Badge>
                      ) : (
                        item.text
                      )}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
