// GET /recalls/{vin} and GET /openrecalls/{vin}.
import { isVinFormat } from '../../shared/vin/vin-rule';
import { json, type HandlerResult, type RequestContext } from './handler-types';
import { manufacturerCampaignRecords, openRecallRecord, recallRecord, vinRecalls } from '../recalls/recall-records';
import { vehicleParam } from './vehicle-lookup';

export async function handleRecalls(ctx: RequestContext): Promise<HandlerResult> {
  // The spec's documented quirk: an invalid VIN answers an empty list, not a 400.
  if (!isVinFormat(ctx.params[0] ?? '')) return json({ data: [] });
  const p = await vehicleParam(ctx);
  return json({ data: vinRecalls(ctx.state, p).map((r) => recallRecord(p, r)) });
}

export async function handleOpenRecalls(ctx: RequestContext): Promise<HandlerResult> {
  const p = await vehicleParam(ctx);
  const recalls = vinRecalls(ctx.state, p);
  const open = recalls.filter((r) => r.open).map((r) => openRecallRecord(p, r));
  const campaigns = manufacturerCampaignRecords(ctx.state, p);
  const body: Record<string, unknown> = {
    status: open.length === 0 ? 'No open recalls' : `${open.length} open recall${open.length === 1 ? '' : 's'}`,
    openRecalls: open.length,
    totalRecalls: recalls.length,
    retrievedAt: new Date().toISOString(),
    data: open,
    manufacturerCampaigns: campaigns,
    manufacturerCampaignCount: campaigns.length,
  };
  if (ctx.query.get('recalls') === 'true') body.recalls = recalls.map((r) => recallRecord(p, r));
  return json(body);
}
