// Hardening finding 8 (bench/attack-list.ts): refresh tokens never fork. A rotated token used again
// within the reuse interval gets the same child back, even after that child was rotated on, and no
// second branch of the session is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { authFetch, signedUpClient } from '../auth/helpers.ts';

describe('refresh token reuse within the interval', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  const refresh = (token: string) =>
    authFetch(server, '/token?grant_type=refresh_token', {
      method: 'POST',
      body: JSON.stringify({ refresh_token: token }),
    });

  it('returns the same child, never a second branch', async () => {
    const { session } = await signedUpClient(server);
    const a = session.refresh_token;
    const b = (await refresh(a)).body.refresh_token as string;
    const c = (await refresh(b)).body.refresh_token as string;
    expect(new Set([a, b, c]).size).toBe(3);

    const again = await refresh(a);
    expect(again.status).toBe(200);
    expect(again.body.refresh_token).toBe(b);
    const againB = await refresh(b);
    expect(againB.body.refresh_token).toBe(c);

    const { rows } = await server.engine.query<{ tokens: number; active: string[] }>(
      `select count(*)::int as tokens,
              array_agg(token) filter (where not revoked) as active
       from auth.refresh_tokens
       where session_id = (select session_id from auth.refresh_tokens where token = $1)`,
      [a],
    );
    expect(rows).toEqual([{ tokens: 3, active: [c] }]);
  });
});
