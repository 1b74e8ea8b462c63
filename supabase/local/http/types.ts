// The small request/response shape every API module of the local server handles.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';

export interface ApiRequest {
  method: string;
  url: URL;
  /** Path below the module's prefix, e.g. "/todos" for "/rest/v1/todos". */
  path: string;
  headers: IncomingHttpHeaders;
  raw: IncomingMessage;
  /** The body, refused with 413 beyond `limit` bytes (default: the server's maxBodyBytes). */
  body(limit?: number): Promise<Buffer>;
  /** The body parsed as JSON; invalid JSON is a 400 with PostgREST's PGRST102 shape. */
  json<T = unknown>(): Promise<T>;
  /** Bearer token from Authorization, if any. */
  bearer(): string | undefined;
}

/** A node:stream Readable body is streamed to the client as it is produced. */
export type ResponseBody = string | Buffer | Uint8Array | object | null | undefined;

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  body?: ResponseBody;
}

export type ApiHandler = (req: ApiRequest) => Promise<ApiResponse>;

/** An error that becomes a response: status plus a JSON body in the module's own error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === 'string' ? body.message : `HTTP ${status}`);
  }
}

export function json(
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: body as object,
  };
}
