import type { ServiceUsage } from '../../../shared/ipc/spend-channels';
import { Card } from '../../ui/card';
import { formatCount } from '../../ui/format-money';

const resetWords = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** The service's /usage answer beside VinDesk's own count; its shape is not documented (docs/real-service.md row 27), so each figure may be missing. */
export function ServiceUsageCard({ usage }: { usage: ServiceUsage }) {
  return (
    <Card title="The service’s own count" description="What the vehicle data service reports for your key.">
      {usage.available ? <ServiceFigures usage={usage} /> : <p>The service did not say how much your key has used.</p>}
    </Card>
  );
}

function ServiceFigures({ usage }: { usage: Extract<ServiceUsage, { available: true }> }) {
  const resets = usage.resetsAt ? new Date(usage.resetsAt) : null;
  const facts = [
    usage.used !== undefined && { term: 'Calls counted', value: formatCount(usage.used) },
    usage.limit !== undefined && { term: 'Calls allowed', value: formatCount(usage.limit) },
    resets && !Number.isNaN(resets.getTime()) && { term: 'Starts again', value: resetWords.format(resets) },
  ].filter((fact) => fact !== false && fact !== null);
  if (facts.length === 0) return <p>The service answered, but gave no figures VinDesk can read.</p>;
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <div key={fact.term}>
          <dt>{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
