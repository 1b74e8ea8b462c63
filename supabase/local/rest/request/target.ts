// What a /rest/v1 request names (PostgREST's ApiRequest resource and profile): a table or
// view, a function under /rpc/, or the root; and the schema it works in.
import type { ApiRequest } from '../../http/types.ts';
import { invalidPath, unacceptableSchema } from '../errors.ts';

export type Target =
  { kind: 'table'; name: string } | { kind: 'rpc'; name: string } | { kind: 'root' };

export function targetOf(path: string): Target {
  const segments = path
    .split('/')
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  if (segments.length === 0) return { kind: 'root' };
  if (segments.length === 1) return { kind: 'table', name: segments[0]! };
  if (segments.length === 2 && segments[0] === 'rpc') return { kind: 'rpc', name: segments[1]! };
  throw invalidPath();
}

/**
 * The schema a request works in: Accept-Profile (reads) or Content-Profile (writes), which may
 * only name an exposed schema, else the first exposed one. Answers carry Content-Profile when
 * more than one schema is exposed, as PostgREST's do.
 */
export function profile(
  req: ApiRequest,
  exposed: string[],
): { schema: string; headers: Record<string, string> } {
  const header = ['GET', 'HEAD'].includes(req.method) ? 'accept-profile' : 'content-profile';
  const asked = req.headers[header];
  if (typeof asked === 'string' && !exposed.includes(asked))
    throw unacceptableSchema(asked, exposed);
  const schema = typeof asked === 'string' ? asked : exposed[0]!;
  return { schema, headers: exposed.length > 1 ? { 'content-profile': schema } : {} };
}
