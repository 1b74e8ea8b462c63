// Per-request limits of the REST API, kept apart from the request logic: a cap on the rows
// one write carries (as a gateway or PostgREST's max-affected would), and on how deeply a
// query-string value nests, so no request costs the server more than a bounded amount.
import { MAX_PAREN_DEPTH, parenDepth } from '../../http/nesting.ts';
import type { JwtClaims } from '../../db/request.ts';
import { pgrstError } from '../errors.ts';
import type { Payload } from '../request/payload.ts';

/** 413 when an anon or authenticated write sends more rows than `maxRows`. */
export function checkWriteRows(claims: JwtClaims, payload: Payload, maxRows: number): void {
  if (claims.role === 'service_role' || !Array.isArray(payload.value)) return;
  const rows = payload.value.length;
  if (rows <= maxRows) return;
  throw pgrstError(
    413,
    'PGRST413',
    `Too many rows in one request: at most ${maxRows} rows per write, got ${rows}`,
    null,
    'Send the rows in smaller batches.',
  );
}

/** 400 when a query-string value (a filter, `or=(...)`, `select=`) nests too deeply. */
export function checkQueryDepth(search: string): void {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return; // the query parser reports malformed strings itself
  }
  for (const [key, value] of params) {
    if (parenDepth(value) > MAX_PAREN_DEPTH) {
      throw pgrstError(
        400,
        'PGRST100',
        `"${key}" is nested too deeply: at most ${MAX_PAREN_DEPTH} levels of parentheses`,
      );
    }
  }
}
