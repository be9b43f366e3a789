import { useClickToLoad } from '../../api/use-click-to-load';
import { vehicleQueries } from '../../api/vehicle-queries';
import { CallPriceNote } from '../../ui/call-price-note';
import { LoadOnClick } from '../../ui/load-on-click';
import { Card } from '../../ui/card';
import { StaleNote } from '../../ui/stale-note';
import { formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { MissingValue } from '../../ui/missing-value';

/**
 * The factory build: colors as swatches, the options with their codes, and their MSRP total.
 * The dearest lookup of a VIN page ($0.10 on Growth, docs/real-service.md row 26): past the
 * click-to-load price it waits for a click that names the price (use-click-to-load.ts).
 */
export function BuildPanel({ vin }: { vin: string }) {
  const gate = useEndpointAccess('build');
  const {
    query: build,
    held,
    priceMicros,
    price,
    load,
  } = useClickToLoad('build', (how) => vehicleQueries.build(vin, how), gate.state === 'open');
  return (
    <Card
      title="Build sheet"
      className="build-card"
      actions={
        <>
          {gate.state === 'open' && <CallPriceNote price={price} />}
          {build.data && <StaleNote stale={build.data.stale} fetchedAt={build.data.fetchedAt} />}
        </>
      }
    >
      <PanelBody
        feature="The build sheet"
        gate={gate}
        query={build}
        lines={6}
        held={
          held && (
            <LoadOnClick what="build sheet" priceMicros={priceMicros} negotiated={price.negotiated} onLoad={load} />
          )
        }
      >
        {({ data }) => {
          const options = Object.entries(data.options ?? {});
          return (
            <div className="stack">
              <dl className="facts facts--3">
                <Fact label="Series" value={data.series} />
                <Fact label="Style" value={data.style} />
                <Fact label="Drivetrain" value={data.drivetrain} />
                <Fact label="Engine" value={data.engine} />
                <Fact label="Transmission" value={data.transmission} />
                <Fact
                  label="Options MSRP"
                  value={data.optionsMsrp === undefined ? undefined : formatDollars(data.optionsMsrp)}
                />
              </dl>
              <div className="grid-2">
                <Swatches title="Exterior color" colors={data.exteriorColor} />
                <Swatches title="Interior color" colors={data.interiorColor} />
              </div>
              <div className="build-options">
                <h3>Options ({options.length})</h3>
                {options.length === 0 ? (
                  <p className="muted">No factory options recorded.</p>
                ) : (
                  <table className="data-table">
                    <thead>
                      <tr>
                        <th scope="col">Code</th>
                        <th scope="col">Description</th>
                      </tr>
                    </thead>
                    <tbody>
                      {options.map(([code, description]) => (
                        <tr key={code}>
                          <td className="mono">{code}</td>
                          <td>{description}</td>
                        </tr>
                      ))}
                    </tbody>
                    {data.optionsMsrp !== undefined && (
                      <tfoot>
                        <tr>
                          <th scope="row">Total</th>
                          <td>{formatDollars(data.optionsMsrp)}</td>
                        </tr>
                      </tfoot>
                    )}
                  </table>
                )}
              </div>
            </div>
          );
        }}
      </PanelBody>
    </Card>
  );
}

function Swatches({ title, colors }: { title: string; colors: Record<string, string> | undefined }) {
  const entries = Object.entries(colors ?? {});
  return (
    <div>
      <h3>{title}</h3>
      {entries.length === 0 ? (
        <p className="muted">Not recorded</p>
      ) : (
        <ul className="swatches">
          {entries.map(([name, hex]) => (
            <li key={name}>
              <span
                className="swatch"
                style={{ background: /^#[0-9a-f]{3,8}$/i.test(hex) ? hex : 'transparent' }}
                aria-hidden="true"
              />
              {name} <span className="muted mono">{hex}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value || <MissingValue />}</dd>
    </div>
  );
}
