// Small HTML pages behind retailListing.vdp and historyReportUrl, so those links open.
import { ApiError } from './api-error';
import type { HandlerResult, RequestContext } from './handler-types';
import { hashUnit } from '../random/rng';
import { profileOfRow } from '../vehicle/vehicle-profile';

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, lines: string[]): HandlerResult {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head><body><h1>${escape(title)}</h1><ul>${lines.map((l) => `<li>${escape(l)}</li>`).join('')}</ul><p>Sandbox data: not a real vehicle.</p></body></html>`;
  return { kind: 'raw', body: Buffer.from(html, 'utf8'), contentType: 'text/html; charset=utf-8' };
}

function listed(ctx: RequestContext): number {
  const row = ctx.state.listedRow(ctx.params[0] ?? '');
  if (row === undefined)
    throw new ApiError(404, 'RESOURCE_NOT_FOUND', `No listing found for VIN ${ctx.params[0] ?? ''}`);
  return row;
}

export function handleVdpPage(ctx: RequestContext): HandlerResult {
  const p = profileOfRow(ctx.state.dataset, listed(ctx));
  return page(`${p.year} ${p.make} ${p.model} ${p.trim}`, [
    `VIN ${p.vin}`,
    p.price === null || p.price === 0 ? 'Call for price' : `Price $${p.price.toLocaleString('en-US')}`,
    `${p.miles.toLocaleString('en-US')} miles`,
    `${p.exteriorColor} exterior, ${p.interiorColor} interior`,
    `${p.dealer?.name ?? ''}, ${p.dealer?.city ?? ''}, ${p.dealer?.state ?? ''} ${p.dealer?.zip ?? ''}`,
  ]);
}

export function handleHistoryPage(ctx: RequestContext): HandlerResult {
  const p = profileOfRow(ctx.state.dataset, listed(ctx));
  const owners = p.used ? 1 + Math.floor(hashUnit(p.vin, 81) * Math.min(4, 1 + (2026 - p.year) / 3)) : 0;
  return page(`Vehicle history report: ${p.year} ${p.make} ${p.model}`, [
    `VIN ${p.vin}`,
    `Owners: ${owners}`,
    `Accidents reported: ${hashUnit(p.vin, 83) < 0.18 ? 1 : 0}`,
    `Title: clean`,
    `Last reported odometer: ${p.miles.toLocaleString('en-US')} miles`,
  ]);
}
