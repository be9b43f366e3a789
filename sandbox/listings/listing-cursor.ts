// Opaque cursor of links.next from page 50 on: where the next page starts in the
// sort order, how many rows came before, the page number, and a hash of the query
// it belongs to (a cursor replayed with other filters is refused).
import { accepted, refused, type Result } from '../result/result';

export interface CursorState {
  /** Position in the sort permutation where the next page starts. */
  position: number;
  /** Matching rows before the next page. */
  offset: number;
  page: number;
  queryHash: number;
}

export function encodeCursor(state: CursorState): string {
  return Buffer.from(JSON.stringify([1, state.position, state.offset, state.page, state.queryHash])).toString(
    'base64url',
  );
}

export function decodeCursor(token: string): Result<CursorState> {
  try {
    const value: unknown = JSON.parse(Buffer.from(token, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 5 &&
      value[0] === 1 &&
      value.slice(1).every((n) => Number.isInteger(n) && n >= 0)
    ) {
      const [, position, offset, page, queryHash] = value as number[];
      return accepted({ position: position!, offset: offset!, page: page!, queryHash: queryHash! });
    }
  } catch {
    // Falls through to the error below.
  }
  return refused('invalid-parameter', 'cursor is not valid: follow the URL given in links.next');
}
