// Reading the errors that come back from Supabase and RxDB: what to tell a person, and
// whether trying again could ever help.

export interface ServerError {
  message?: string;
  code?: string;
  status?: number;
  name?: string;
}

/** The first underlying error of an RxDB replication error (RC_PULL / RC_PUSH), or itself. */
export function rootError(error: unknown): ServerError {
  const wrapped = error as { parameters?: { errors?: ServerError[] } } | null;
  const inner = wrapped?.parameters?.errors?.[0];
  return (inner ?? (error as ServerError | null) ?? {}) as ServerError;
}

/** A request that never got an HTTP answer (offline, DNS, refused connection). */
export function isNetworkFailure(error: ServerError): boolean {
  const message = error.message ?? '';
  return (
    (error.status === 0 || error.status === undefined) &&
    (!error.code || error.code === '') &&
    /fetch|network|ECONNREFUSED|Failed to|Load failed|socket/i.test(message)
  );
}

const TRANSIENT_CODES = new Set([
  '40001', // serialization failure
  '40P01', // deadlock
  '53300', // too many connections
  '57P01', // admin shutdown
  '08006', // connection failure
  '42P01', // table missing: the backend is not migrated yet
  'PGRST205', // table not in the schema cache (same)
  'PGRST301', // JWT problems: the session is refreshed, then it works
  'PGRST302',
  'PGRST303',
]);

/**
 * The server looked at the row and refused it (invalid data, not allowed): sending it again
 * unchanged cannot succeed. Network failures, 5xx, rate limits and expired tokens can.
 */
export function isPermanentRejection(error: ServerError): boolean {
  if (isNetworkFailure(error)) return false;
  const code = error.code ?? '';
  if (TRANSIENT_CODES.has(code)) return false;
  if (/^(22|23)/.test(code) || code === '42501' || code === 'P0001' || code === '42703') {
    return true;
  }
  if (code === 'PGRST204' || code === 'PGRST102') return true; // unknown column, bad body
  const status = error.status ?? 0;
  return status === 400 || status === 403 || status === 409 || status === 422;
}

/** A short text for the status: the server's message, or the network one. */
export function describeError(error: unknown, networkMessage: string): string {
  const root = rootError(error);
  if (isNetworkFailure(root) || !root.message) return networkMessage;
  return root.message;
}
