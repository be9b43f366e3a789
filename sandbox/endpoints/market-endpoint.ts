// The sandbox's own control of simulated days (sandbox/market/): GET/POST /_sandbox/clock and
// GET /_sandbox/market/moves. Not part of either service: no key, never billed.
import { MAX_DAY } from '../market/market-calendar';
import { invalidParameter } from './api-error';
import { json, type HandlerResult, type RequestContext } from './handler-types';

function clockBody(ctx: RequestContext): { day: number; date: string } {
  return { day: ctx.state.day, date: ctx.state.calendar.dateOf(ctx.state.day) };
}

function dayOf(value: unknown, name: string): number {
  const day = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof day !== 'number' || !Number.isInteger(day) || day < 0 || day > MAX_DAY)
    throw invalidParameter(`${name} must be a whole number from 0 to ${MAX_DAY}`);
  return day;
}

/** GET: the day shown and its simulated date. POST {"day": n}: shows day n from the next request on. */
export function handleClock(ctx: RequestContext): HandlerResult {
  if (ctx.body !== undefined) {
    const body = ctx.body;
    const day = body !== null && typeof body === 'object' && 'day' in body ? body.day : undefined;
    ctx.state.setDay(dayOf(day, 'day'));
  }
  return json(clockBody(ctx));
}

/** Listings whose price changed, that sold or that appeared after day `from` through day `to`. */
export function handleMoves(ctx: RequestContext): HandlerResult {
  const from = dayOf(ctx.query.get('from') ?? '0', 'from');
  const to = dayOf(ctx.query.get('to') ?? String(Math.max(1, ctx.state.day)), 'to');
  if (to <= from) throw invalidParameter('to must be after from');
  return json(ctx.state.calendar.moves(from, to));
}
