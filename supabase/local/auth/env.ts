// What every auth handler is given, and how request bodies become typed parameters.
import { z } from 'zod';
import type { ServerContext } from '../context.ts';
import { clientAddress } from '../http/client-address.ts';
import { containsNul, jsonDepth, MAX_JSON_DEPTH } from '../http/nesting.ts';
import { HttpError, type ApiRequest } from '../http/types.ts';
import { AuthError, badRequest } from './errors.ts';

export interface AuthEnv {
  ctx: ServerContext;
  req: ApiRequest;
  /** The API's own URL, e.g. http://127.0.0.1:54321: links in mail and the token issuer. */
  apiUrl: string;
  /** Path parameters of the route, e.g. `factorId`. */
  params: Record<string, string>;
}

/**
 * The API URL from the configured host and the port this request arrived on.
 * Security: never from the Host header, which a caller controls: a forged Host would
 * otherwise point a victim's password-reset link at the attacker's server.
 */
export function apiUrlOf(ctx: ServerContext, req: ApiRequest): string {
  const configured = ctx.config.host;
  const host = configured === '0.0.0.0' || configured === '::' ? '127.0.0.1' : configured;
  const port = req.raw.socket.localPort ?? ctx.config.apiPort;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export function issuerOf(env: AuthEnv): string {
  return `${env.apiUrl}/auth/v1`;
}

export interface ClientInfo {
  userAgent: string | null;
  ip: string;
}

export function clientInfo(env: AuthEnv): ClientInfo {
  const agent = env.req.headers['user-agent'];
  return {
    userAgent: typeof agent === 'string' && agent !== '' ? agent : null,
    ip: clientAddress(env.req, env.ctx.config.trustedProxies),
  };
}

/** An optional string field; null and absent both read as "" (Go's zero value). */
export const text = z
  .string()
  .nullish()
  .transform((v) => v ?? '');
/** An optional JSON object field (user_metadata, data). */
export const jsonObject = z.record(z.string(), z.unknown()).nullish();

/**
 * The JSON body parsed by `schema`: GoTrue's 400 bad_json when it is not JSON or a field
 * has the wrong type; unknown fields are ignored; an empty body reads as `{}`.
 */
export async function readParams<S extends z.ZodType>(req: ApiRequest, schema: S) {
  let raw: Buffer;
  try {
    raw = await req.body();
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) {
      throw new AuthError(413, 'request_entity_too_large', error.message);
    }
    throw error;
  }
  const source = raw.toString('utf8');
  let value: unknown = {};
  if (source.trim() !== '') {
    if (jsonDepth(source) > MAX_JSON_DEPTH) {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: nested deeper than ${MAX_JSON_DEPTH} levels`,
      );
    }
    try {
      value = JSON.parse(source);
    } catch (error) {
      throw badRequest(
        'bad_json',
        `Could not parse request body as JSON: ${error instanceof Error ? error.message : ''}`,
      );
    }
  }
  // Postgres text cannot hold NUL: refused here rather than failing in a query (a 500).
  if (containsNul(value)) {
    throw badRequest('validation_failed', 'Request body contains a NUL character');
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    throw badRequest(
      'bad_json',
      `Could not parse request body as JSON: ${where}${issue?.message ?? 'invalid'}`,
    );
  }
  return result.data as z.infer<S>;
}
