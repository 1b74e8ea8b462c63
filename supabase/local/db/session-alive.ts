// Whether the sign-in session an access token was issued for still exists. GoTrue puts the
// session's id in the token (`session_id`); after logout (or a refresh-token reuse that ends
// the session) the token would otherwise work on REST and realtime until it expires.
import type { Queryable } from './engine.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when the token names a session that no longer exists (tokens without one pass). */
export async function sessionEnded(
  db: Queryable,
  claims: Record<string, unknown>,
): Promise<boolean> {
  const id = claims.session_id;
  if (typeof id !== 'string' || !UUID.test(id) || /^0{8}-/.test(id)) return false;
  const { rows } = await db.query('select 1 from auth.sessions where id = $1', [id]);
  return rows.length === 0;
}
