import type { UseQueryResult } from '@tanstack/react-query';
import type { LoanTermMonths } from '../../../shared/finance/quote-form';
import type { ChannelOutput } from '../../../shared/ipc/contract';
import type { EndpointGate } from '../../api/use-endpoint-access';
import { Card } from '../../ui/card';
import { PanelBody } from '../../ui/panel-body';
import { AprChart, type AprByTerm } from './apr-chart';

interface AprCardProps {
  gate: EndpointGate;
  query: UseQueryResult<ChannelOutput<'finance.apr'>>;
  /** false while the deal is incomplete, so nothing has been asked. */
  asked: boolean;
  byTerm: AprByTerm;
  term: LoanTermMonths;
}

/** The service's rate for each term, the chosen one highlighted. */
export function AprCard({ gate, query, asked, byTerm, term }: AprCardProps) {
  return (
    <Card title="APR by term" className="apr-card">
      {!asked && gate.state === 'open' && !query.data ? (
        // Nothing is asked until the deal is complete: say so rather than load forever.
        <p className="muted">Rates appear once the deal’s fields are filled in.</p>
      ) : (
        <PanelBody feature="Rates by term" gate={gate} query={query} lines={3} context="finance">
          {() => <AprChart apr={byTerm} term={term} />}
        </PanelBody>
      )}
    </Card>
  );
}
