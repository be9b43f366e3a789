import type { Handler } from '../../platform/ipc/router';
import { buildSpendReport, type SpendReportDeps } from './spend-report';

export function createSpendHandlers(deps: SpendReportDeps): { 'spend.summary': Handler<'spend.summary'> } {
  return { 'spend.summary': () => buildSpendReport(deps) };
}
