// Rows requested through limit/offset and the Range header, and the Content-Range and
// status of the answer (PostgREST's RangeQuery.hs and ApiRequest.getRanges).
import { invalidRange } from '../errors.ts';

/** Inclusive row range; `upper: null` means unbounded. */
export interface RowRange {
  lower: number;
  upper: number | null;
}

const ALL: RowRange = { lower: 0, upper: null };

function integer(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*-?\d+\s*$/.test(text)) return undefined;
  return Math.max(Math.min(Number(text), Number.MAX_SAFE_INTEGER), -Number.MAX_SAFE_INTEGER);
}

function intersect(a: RowRange, b: RowRange): RowRange {
  const upper =
    a.upper === null ? b.upper : b.upper === null ? a.upper : Math.min(a.upper, b.upper);
  return { lower: Math.max(a.lower, b.lower), upper };
}

function isEmpty(r: RowRange): boolean {
  return r.upper !== null && r.upper < r.lower;
}

function headerRange(header: string | undefined): RowRange {
  const match = header ? /^(\d+)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return ALL;
  return { lower: Number(match[1]), upper: match[2] ? Number(match[2]) : null };
}

/** The top-level range of a request, or 416 PGRST103 when it cannot be satisfied. */
export function requestedRange(
  method: string,
  rangeHeader: string | undefined,
  limitParam: string | undefined,
  offsetParam: string | undefined,
): RowRange {
  const limit = integer(limitParam);
  const offset = integer(offsetParam);
  const lower = offset ?? 0;
  const limitRange: RowRange =
    limit === undefined ? { lower, upper: null } : { lower, upper: lower + limit - 1 };
  // limit=0 (without offset) is the one empty range PostgREST allows.
  if (limitRange.upper === -1) return { lower: 0, upper: -1 };
  const header = method === 'GET' ? headerRange(rangeHeader) : ALL;
  const range = intersect(header, limitRange);
  if (isEmpty(range)) {
    throw invalidRange(
      isEmpty(header)
        ? 'The lower boundary must be lower than or equal to the upper boundary in the Range header.'
        : 'Limit should be greater than or equal to zero.',
    );
  }
  return range;
}

export function contentRange(lower: number, upper: number, total: number | null): string {
  const range = total !== 0 && lower <= upper ? `${lower}-${upper}` : '*';
  return `${range}/${total ?? '*'}`;
}

/** Status and Content-Range of a read: 206 when partial, 416 when the offset is past the end. */
export function readRangeStatus(
  range: RowRange,
  pageTotal: number,
  total: number | null,
): { status: number; contentRange: string } {
  const lower = range.lower;
  const upper = lower + pageTotal - 1;
  let status = 200;
  if (total !== null) {
    if (lower > total) status = 416;
    else if (1 + upper - lower < total) status = 206;
  }
  return { status, contentRange: contentRange(lower, upper, total) };
}
