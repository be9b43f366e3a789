import { useQuery } from '@tanstack/react-query';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { VinDecode } from '../../../shared/schemas/vin-decode-schema';
import { appQueries } from '../../api/app-queries';
import { useClickToLoad } from '../../api/use-click-to-load';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { useSourceWords } from '../../api/use-source-words';
import { vehicleQueries } from '../../api/vehicle-queries';
import { formatDollars } from '../../ui/format-money';
import { Code39Barcode } from './code39-barcode';
import type { useRecallData } from './use-recall-data';
import { formatReportTime, useReportTime } from './use-report-time';
import { VinReportListing } from './vin-report-listing';
import { VinReportRecalls } from './vin-report-recalls';

export interface VinReportProps {
  vin: string;
  name: string;
  listing: Listing | null;
  decode: VinDecode | undefined;
  recalls: ReturnType<typeof useRecallData>;
}

/**
 * The VIN report as printed (Print, Save VIN report, the menu's Save as PDF): one sheet
 * with the VIN as a Code 39 barcode, the recalls with status and remedy, key specs and
 * the build options. Hidden on screen, where the panels show the same data.
 */
export function VinReport({ vin, name, listing, decode, recalls }: VinReportProps) {
  const madeAt = useReportTime();
  const source = useSourceWords();
  const demo = useQuery(appQueries.info()).data?.mode === 'demo';
  const buildGate = useEndpointAccess('build');
  const specsGate = useEndpointAccess('specs');
  // The page's own build answer: asked as its panel asks it (cached-only while the panel waits
  // for a click), so printing never spends on its own (docs/real-service.md row 26).
  const { query: buildQuery, held: buildHeld } = useClickToLoad(
    'build',
    (how) => vehicleQueries.build(vin, how),
    buildGate.state === 'open',
  );
  const build = buildQuery.data?.data;
  const specs = useQuery({ ...vehicleQueries.specs(vin), enabled: specsGate.state === 'open' }).data?.data.specs;
  const options = Object.entries(build?.options ?? {});

  const keySpecs: [string, string | number | null | undefined][] = [
    ['Style', specs?.name ?? build?.style ?? decode?.style],
    ['Engine', build?.engine ?? listing?.vehicle.engine],
    ['Transmission', build?.transmission ?? listing?.vehicle.transmission],
    ['Drivetrain', build?.drivetrain ?? listing?.vehicle.drivetrain],
    ['Fuel', listing?.vehicle.fuel],
    ['Seating', specs?.totalSeating],
    ['Base MSRP', specs?.price?.baseMsrp === undefined ? undefined : formatDollars(specs.price.baseMsrp)],
    ['Made in', decode?.origin],
  ];

  return (
    <article className="vin-report" aria-label="VIN report">
      <header className="vin-report__head">
        <div>
          <p className="vin-report__eyebrow">VIN report</p>
          <h2 className="vin-report__title">{name}</h2>
          <p className="mono vin-report__vin">VIN {vin}</p>
          <p className="vin-report__made">
            Report made {formatReportTime(madeAt)} · {source.data}
          </p>
        </div>
        <div className="vin-report__code">
          <Code39Barcode value={vin} className="vin-report__barcode" />
          {demo && <p className="vin-report__stamp">Demo data</p>}
        </div>
      </header>

      {listing && <VinReportListing vin={vin} name={name} listing={listing} />}

      <section className="vin-report__section">
        <h3>Recalls</h3>
        <VinReportRecalls recalls={recalls} />
      </section>

      <section className="vin-report__section">
        <h3>Key specs</h3>
        <dl className="vin-report__facts">
          {keySpecs.map(([label, value]) => (
            <ReportFact key={label} label={label} value={value} />
          ))}
        </dl>
      </section>

      <section className="vin-report__section">
        <h3>Build options{build ? ` (${options.length})` : ''}</h3>
        {buildGate.state === 'locked' ? (
          <p>The build sheet was not read: it needs the {PLAN_LABELS[buildGate.plan]} plan.</p>
        ) : !build ? (
          <p>
            {buildHeld
              ? 'The build sheet was not loaded: it has a fee, and loads on the page when you ask.'
              : buildQuery.isError
                ? 'The build sheet could not be read.'
                : 'The build sheet is still loading.'}
          </p>
        ) : options.length === 0 ? (
          <p>No factory options recorded.</p>
        ) : (
          <ul className="vin-report__options">
            {options.map(([code, description]) => (
              <li key={code}>
                <span className="mono">{code}</span> {description}
              </li>
            ))}
          </ul>
        )}
        {build?.optionsMsrp !== undefined && <p>Options MSRP total: {formatDollars(build.optionsMsrp)}</p>}
      </section>
    </article>
  );
}

function ReportFact({ label, value }: { label: string; value: string | number | null | undefined }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{value === null || value === undefined || value === '' ? 'Not stated' : value}</dd>
    </div>
  );
}
