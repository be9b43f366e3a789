import { useQuery } from '@tanstack/react-query';
import type { AppErrorKind } from '../../../shared/ipc/app-error';
import type { VinDecode } from '../../../shared/schemas/vin-decode-schema';
import { appErrorOf } from '../../api/app-error-of';
import { vehicleQueries } from '../../api/vehicle-queries';
import { Badge } from '../../ui/badge';
import { Card } from '../../ui/card';
import { StaleNote } from '../../ui/stale-note';
import { PanelBody } from '../../ui/panel-body';
import { useEndpointAccess } from '../../api/use-endpoint-access';
import { vinAnatomy } from './vin-anatomy';
import { modelYearLabel } from '../../../shared/domain/model-year-label';
import { MissingValue } from '../../ui/missing-value';
import { decodeBody } from '../../../shared/vin/decode-body';
import { manufacturerName } from '../../../shared/vin/manufacturer-name';

/** The service's decode with each field named for a person; the VIN's own anatomy beside it. */
export function DecodePanel({ vin }: { vin: string }) {
  const gate = useEndpointAccess('vin');
  const decode = useQuery({ ...vehicleQueries.decode(vin), enabled: gate.state === 'open' });
  // When the service cannot decode (or cannot be reached), vPIC on this computer can.
  const serviceFailed = decode.isError && OFFLINE_FALLBACK_KINDS.has(appErrorOf(decode.error).kind);
  const offline = useQuery({ ...vehicleQueries.offlineDecode(vin), enabled: serviceFailed });
  if (serviceFailed && offline.data?.decode) {
    return (
      <Card title="Decode" actions={<Badge tone="warning">Offline vPIC decode</Badge>}>
        <div className="stack">
          <p className="muted">
            The service could not decode this VIN ({appErrorOf(decode.error).message.replace(/\.$/, '')}). This is
            NHTSA’s vPIC decode, made on this computer.
          </p>
          <DecodeFacts vin={vin} data={offline.data.decode} />
        </div>
      </Card>
    );
  }
  return (
    <Card
      title="Decode"
      actions={decode.data && <StaleNote stale={decode.data.stale} fetchedAt={decode.data.fetchedAt} />}
    >
      <div className="stack">
        <PanelBody feature="The VIN decode" gate={gate} query={decode} lines={5}>
          {({ data }) => <DecodeFacts vin={vin} data={data} />}
        </PanelBody>
        <VinAnatomyDetails vin={vin} />
      </div>
    </Card>
  );
}

const OFFLINE_FALLBACK_KINDS: ReadonlySet<AppErrorKind> = new Set([
  'not-found',
  'network',
  'timeout',
  'unavailable',
  'bad-response',
]);

function DecodeFacts({ vin, data }: { vin: string; data: VinDecode }) {
  const anatomy = vinAnatomy(vin);
  return (
    <dl className="facts facts--3">
      <Fact label="Make" value={data.make ?? data.vehicle?.make} />
      <Fact label="Model" value={data.model ?? data.vehicle?.model} />
      <Fact
        label="Model year"
        value={modelYearLabel(data.vehicle?.year, data.vehicle?.yearTo) ?? anatomy.modelYear?.toString()}
      />
      <Fact label="Trim" value={data.trim} />
      {/* The body alone: the whole style line repeats the build sheet. */}
      <Fact label="Body style" value={decodeBody(data)} />
      <Fact label="Vehicle type" value={data.type} />
      <Fact label="Manufacturer code (WMI)" value={data.wmi ?? vin.slice(0, 3)} mono />
      <Fact label="Made in" value={data.origin} />
      <Fact label="Manufacturer" value={manufacturerName(data.vehicle?.manufacturer)} />
      <div>
        <dt>Check digit</dt>
        <dd>
          <span className="mono">{data.checkDigit ?? vin[8]}</span>{' '}
          {(data.checksum ?? anatomy.checkDigitOk) ? (
            <span className="muted">Valid</span>
          ) : (
            <strong className="decode-check--bad">Does not match: a character may be mistyped</strong>
          )}
        </dd>
      </div>
    </dl>
  );
}

function VinAnatomyDetails({ vin }: { vin: string }) {
  const anatomy = vinAnatomy(vin);
  return (
    <details className="vin-anatomy">
      <summary>What each part of the VIN means</summary>
      <dl className="facts facts--3">
        {anatomy.parts.map((part) => (
          <div key={part.label}>
            <dt>{part.label}</dt>
            <dd>
              <span className="mono">{part.value}</span> <span className="muted">{part.description}</span>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

function Fact({ label, value, mono = false }: { label: string; value: string | null | undefined; mono?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? 'mono' : undefined}>{value || <MissingValue />}</dd>
    </div>
  );
}
