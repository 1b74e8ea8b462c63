// PostgREST's error responses (Error.hs, v13): `{code, message, details, hint}` bodies,
// PGRSTxxx codes for request errors, and the SQLSTATE -> HTTP status mapping for errors
// raised by Postgres itself.
import { HttpError } from '../http/types.ts';
import { isPgError } from '../db/engine.ts';
import { GrammarError, NestingError } from './request/grammar.ts';

type Json = string | null | Record<string, string>[];

export function pgrstError(
  status: number,
  code: string,
  message: string,
  details: Json = null,
  hint: Json = null,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(
    status,
    { code, details, hint, message },
    { 'proxy-status': `PostgREST; error=${code}`, ...headers },
  );
}

export function parseError(error: GrammarError): HttpError {
  return pgrstError(400, 'PGRST100', error.message, error.details);
}

export function notEmbedded(resource: string): HttpError {
  return pgrstError(
    400,
    'PGRST108',
    `'${resource}' is not an embedded resource in this request`,
    null,
    `Verify that '${resource}' is included in the 'select' query parameter.`,
  );
}

export function aggregatesNotAllowed(): HttpError {
  return pgrstError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

/** Prefer: max-affected=N with handling=strict; thrown inside the transaction, so nothing changes. */
export function checkMaxAffected(affected: number, max: string): void {
  if (affected > Number(max)) {
    throw pgrstError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

export function notImplemented(details: string): HttpError {
  return pgrstError(400, 'PGRST127', 'Feature not implemented', details);
}

export function tableNotFound(schema: string, name: string, suggestion?: string): HttpError {
  return pgrstError(
    404,
    'PGRST205',
    `Could not find the table '${schema}.${name}' in the schema cache`,
    null,
    suggestion ? `Perhaps you meant the table '${schema}.${suggestion}'` : null,
  );
}

export function columnNotFound(table: string, column: string): HttpError {
  return pgrstError(
    400,
    'PGRST204',
    `Could not find the '${column}' column of '${table}' in the schema cache`,
  );
}

export function singularityError(rows: number): HttpError {
  return pgrstError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${rows} rows`,
  );
}

export function mediaTypeError(accepted: string[]): HttpError {
  return pgrstError(
    406,
    'PGRST107',
    `None of these media types are available: ${accepted.join(', ')}`,
  );
}

export function unacceptableSchema(schema: string, exposed: string[]): HttpError {
  return pgrstError(
    406,
    'PGRST106',
    `Invalid schema: ${schema}`,
    null,
    `Only the following schemas are exposed: ${exposed.join(', ')}`,
  );
}

export function invalidRange(details: string): HttpError {
  return pgrstError(416, 'PGRST103', 'Requested range not satisfiable', details);
}

export function invalidBody(message: string): HttpError {
  return pgrstError(400, 'PGRST102', message);
}

export function invalidRpcMethod(method: string): HttpError {
  return pgrstError(405, 'PGRST101', `Cannot use the ${method} method on RPC`);
}

export function unsupportedMethod(method: string): HttpError {
  return pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
}

export function invalidPath(): HttpError {
  return pgrstError(404, 'PGRST125', 'Invalid path specified in request URL');
}

/** program_limit_exceeded, too_many_columns, too_many_arguments. */
const REQUEST_SHAPE_LIMITS = new Set(['54000', '54011', '54023']);

/** HTTP status PostgREST gives a Postgres error (Error.hs pgErrorStatus). */
export function statusForSqlState(code: string, message: string, authenticated: boolean): number {
  const exact: Record<string, number> = {
    '23503': 409,
    '23505': 409,
    '25006': 405,
    '53400': 500,
    '57P01': 503,
    P0001: 400,
    '42P01': 404,
    '42P17': 500,
  };
  if (code in exact) return exact[code]!;
  // Limits a request's own shape exceeds (7-dimension arrays, 1,700 select columns, too many
  // arguments): the client's doing, so 400 rather than PostgREST's 500.
  if (REQUEST_SHAPE_LIMITS.has(code)) return 400;
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '42883') return message.startsWith('function xmlagg(') ? 406 : 404;
  if (code === '21000') return message.endsWith('requires a WHERE clause') ? 400 : 500;
  if (code === '22023') return /^role .* does not exist$/.test(message) ? 401 : 400;
  const byPrefix: [string, number][] = [
    ['08', 503],
    ['09', 500],
    ['0L', 403],
    ['0P', 403],
    ['25', 500],
    ['28', 403],
    ['2D', 500],
    ['38', 500],
    ['39', 500],
    ['3B', 500],
    ['40', 500],
    ['53', 503],
    ['54', 500],
    ['55', 500],
    ['57', 500],
    ['58', 500],
    ['F0', 500],
    ['HV', 500],
    ['P0', 500],
    ['XX', 500],
  ];
  const match = byPrefix.find(([prefix]) => code.startsWith(prefix));
  if (match) return match[1];
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  return 400;
}

const SYNTAX_ERROR = '42601';

/**
 * Security: Postgres names the part of the statement it could not read ("syntax error at or
 * near ..."), which is SQL this server generated; the client learns only which of its inputs
 * reach the statement unquoted (casts and JSON path steps).
 */
function syntaxError(): HttpError {
  return pgrstError(
    400,
    SYNTAX_ERROR,
    'syntax error in the statement built from this request',
    null,
    'Check the casts (::type) and JSON paths (->key, ->>0) in select, order and filters.',
  );
}

/** Turns anything thrown while serving a request into PostgREST's response. */
export function toHttpError(error: unknown, authenticated: boolean): unknown {
  if (error instanceof HttpError) return error;
  if (error instanceof GrammarError) return parseError(error);
  if (error instanceof NestingError) return pgrstError(400, 'PGRST100', error.message);
  if (isPgError(error)) {
    const code = error.code!;
    if (code === SYNTAX_ERROR) return syntaxError();
    const status = statusForSqlState(code, error.message, authenticated);
    const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
    return pgrstError(
      status,
      code,
      error.message,
      error.detail ?? null,
      error.hint ?? null,
      headers,
    );
  }
  // PGlite serializes bound values itself and refuses a non-boolean string for a boolean.
  if (error instanceof Error && /^Invalid input for (\w+) type$/.test(error.message)) {
    const type = /^Invalid input for (\w+) type$/.exec(error.message)![1];
    return pgrstError(400, '22P02', `invalid input syntax for type ${type}`);
  }
  return error;
}
