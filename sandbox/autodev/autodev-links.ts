// auto.dev's listings links (docs/real-service.md #17, fixtures listings-search and
// listings-cursor-links): self, next, prev, first, last. Absolute URLs on pages 1–49 (as in
// the search example), relative ones from page 50 on (as in the cursor example), so clients
// meet both; from page 50 `next` carries a cursor; `last` is dropped when the request came
// by cursor; `next` is absent on the last page and `prev` on the first.
import { KEY_PARAMS } from './autodev-listings-query';

export const AUTODEV_CURSOR_FROM_PAGE = 50;

export interface LinksInput {
  baseUrl: string;
  /** The caller's query as sent. */
  query: URLSearchParams;
  page: number;
  /** The effective (clamped) page size. */
  limit: number;
  total: number;
  /** The cursor the request came with, if any. */
  cursor: string | null;
  /** Where the next page is, or null on the last page. */
  next: { cursor: string } | { page: number } | null;
}

export function autodevLinks(input: LinksInput): Record<string, string> {
  const rest = new URLSearchParams();
  for (const [name, value] of input.query)
    if (!['page', 'cursor', 'limit', ...KEY_PARAMS].includes(name)) rest.append(name, value);
  const root = input.page >= AUTODEV_CURSOR_FROM_PAGE ? '/listings' : `${input.baseUrl}/listings`;
  const url = (lead: [string, string] | null, withLimit = true): string => {
    const q = new URLSearchParams();
    if (lead) q.append(lead[0], lead[1]);
    if (withLimit) q.append('limit', String(input.limit));
    for (const [name, value] of rest) q.append(name, value);
    const text = q.toString();
    return text ? `${root}?${text}` : root;
  };
  const links: Record<string, string> = {
    self: url(input.cursor !== null ? ['cursor', input.cursor] : ['page', String(input.page)]),
  };
  if (input.next)
    links.next = url('cursor' in input.next ? ['cursor', input.next.cursor] : ['page', String(input.next.page)]);
  if (input.page > 1) links.prev = url(['page', String(input.page - 1)]);
  // As in the examples, `first` is the bare search: its filters, no page and no limit.
  links.first = url(null, false);
  if (input.cursor === null) links.last = url(['page', String(Math.max(1, Math.ceil(input.total / input.limit)))]);
  return links;
}
