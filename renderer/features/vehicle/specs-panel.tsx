import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { vehicleQueries } from '../../api/vehicle-queries';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { StaleNote } from '../../ui/stale-note';
import { featureLabel } from './feature-label';
import { FeatureValue } from './feature-value';
import { formatDollars } from '../../ui/format-money';
import { PanelBody } from '../../ui/panel-body';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { MissingValue } from '../../ui/missing-value';

type Features = Record<string, string | number | boolean>;

/** Factory specs: price, seating, colors, every feature group and the ordered feature list. */
export function SpecsPanel({ vin }: { vin: string }) {
  const gate = useEndpointAccess('specs');
  const specs = useQuery({ ...vehicleQueries.specs(vin), enabled: gate.state === 'open' });
  return (
    <Card
      title="Specifications"
      className="specs-card"
      actions={specs.data && <StaleNote stale={specs.data.stale} fetchedAt={specs.data.fetchedAt} />}
    >
      <PanelBody feature="Specifications" gate={gate} query={specs} lines={6}>
        {({ data }) => {
          const { specs: s } = data;
          const attributes = s.styleAttributes ?? {};
          return (
            <div className="stack">
              <dl className="facts facts--3">
                <div>
                  <dt>Style</dt>
                  <dd>{s.name ?? <MissingValue />}</dd>
                </div>
                <div>
                  <dt>Base MSRP</dt>
                  <dd>{formatDollars(s.price?.baseMsrp)}</dd>
                </div>
                <div>
                  <dt>Base invoice</dt>
                  <dd>{formatDollars(s.price?.baseInvoice)}</dd>
                </div>
                <div>
                  <dt>Seating</dt>
                  <dd>{s.totalSeating ?? <MissingValue />}</dd>
                </div>
                <div>
                  <dt>Type</dt>
                  <dd className="row">
                    {attributes.electric && <Badge tone="success">Electric</Badge>}
                    {attributes.pluginElectric && <Badge tone="success">Plug-in hybrid</Badge>}
                    {attributes.truck && <Badge>Truck</Badge>}
                    {!attributes.electric && !attributes.pluginElectric && !attributes.truck && 'Passenger vehicle'}
                  </dd>
                </div>
              </dl>
              <div className="grid-2">
                <ColorList title="Exterior colors" colors={s.color?.exterior} />
                <ColorList title="Interior colors" colors={s.color?.interior} />
              </div>
              {Object.entries(s.features ?? {}).length > 0 && (
                <div className="spec-groups">
                  {Object.entries(s.features ?? {}).map(([group, features]) => (
                    <FeatureTable key={group} title={featureLabel(group)} features={features} />
                  ))}
                </div>
              )}
              {(s.orderedFeatures ?? []).length > 0 && <AllFeatures key={vin} categories={s.orderedFeatures!} />}
            </div>
          );
        }}
      </PanelBody>
    </Card>
  );
}

type Category = { categoryGroup?: string | undefined; category: string; features: Features };

/**
 * Every feature by category, behind a disclosure. Its tables are built when it is first
 * opened: closed, they would be most of the VIN page's elements, made on every visit for
 * a list most visits never open.
 */
function AllFeatures({ categories }: { categories: readonly Category[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>All features by category ({categories.length} categories)</summary>
      {opened && (
        <div className="spec-groups">
          {categories.map((category) => (
            <FeatureTable
              key={`${category.categoryGroup ?? ''}/${category.category}`}
              title={category.categoryGroup ? `${category.categoryGroup} · ${category.category}` : category.category}
              features={category.features}
            />
          ))}
        </div>
      )}
    </details>
  );
}

function FeatureTable({ title, features }: { title: string; features: Features }) {
  return (
    <table className="data-table spec-table">
      <caption>{title}</caption>
      <tbody>
        {Object.entries(features).map(([name, value]) => (
          <tr key={name}>
            <th scope="row">{featureLabel(name)}</th>
            <td>
              <FeatureValue value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function ColorList({ title, colors }: { title: string; colors: { name: string; rgb: string }[] | undefined }) {
  return (
    <div>
      <h3>{title}</h3>
      {!colors || colors.length === 0 ? (
        <p className="muted">Not listed</p>
      ) : (
        <ul className="swatches">
          {colors.map((color) => (
            <li key={color.name}>
              <span
                className="swatch"
                style={{
                  background: /^\d{1,3},\d{1,3},\d{1,3}$/.test(color.rgb.replace(/\s/g, ''))
                    ? `rgb(${color.rgb})`
                    : 'transparent',
                }}
                aria-hidden="true"
              />
              {color.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
