// Hardening finding 13 (bench/attack-list.ts): the fuzz. Every exposed table and function (read
// from the catalogue, so a new one is fuzzed too), every auth route and the storage routes get bad
// input as a visitor and as an admin (auth's admin routes as service_role): not one answer is a
// 5xx.
import { describe, expect, it } from 'vitest';
import { withAdminServer, type Caller } from '../../support/admin-server.ts';
import {
  authCases,
  exposedFunctions,
  exposedTables,
  restCases,
  storageCases,
  type FuzzCase,
} from './fuzz-cases.ts';

interface Failure {
  label: string;
  as: string;
  status: number;
  body: string;
}

describe('fuzz: bad input never answers 5xx', () => {
  const server = withAdminServer();

  /** Runs the cases a few at a time; collects every 5xx (and anything that did not answer). */
  const fuzz = async (cases: FuzzCase[], as: Caller): Promise<Failure[]> => {
    const failures: Failure[] = [];
    const queue = [...cases];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { label, method, path, headers, body } = next;
        try {
          const response = await fetch(`${server.url}${path}`, {
            method,
            headers: { ...server.headersAs(as), ...headers },
            body,
            redirect: 'manual',
          });
          const text = await response.text();
          if (response.status >= 500) {
            failures.push({ label, as, status: response.status, body: text.slice(0, 300) });
          }
        } catch (error) {
          failures.push({ label, as, status: 0, body: String(error) });
        }
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    return failures;
  };

  it('REST tables and RPC: everything as a visitor, writes and RPC as an admin too', async () => {
    const { reads, writes } = restCases(
      await exposedTables(server.engine),
      await exposedFunctions(server.engine),
    );
    expect(reads.length + writes.length).toBeGreaterThan(1000);
    const failures = [
      ...(await fuzz([...reads, ...writes], 'anon')),
      ...(await fuzz(writes, 'admin')),
    ];
    expect(failures).toEqual([]);
  }, 600_000);

  it('auth and storage routes: as a visitor, with a session where one is needed, as service_role', async () => {
    const auth = authCases();
    const storage = storageCases();
    const withSession = auth.filter((c) =>
      /^\/auth\/v1\/(user|factors|logout|reauth)/.test(c.path),
    );
    const admin = auth.filter((c) => c.path.startsWith('/auth/v1/admin/'));
    const failures = [
      ...(await fuzz([...auth, ...storage], 'anon')),
      ...(await fuzz([...withSession, ...storage], 'admin')),
      ...(await fuzz(admin, 'service_role')),
    ];
    expect(failures).toEqual([]);
  }, 600_000);

  it('admin rpc/update_lead_status with an unknown lead answers 404, nothing stored', async () => {
    const before = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from public.lead_status_changes',
    );
    const response = await fetch(`${server.url}/rest/v1/rpc/update_lead_status`, {
      method: 'POST',
      headers: { ...server.headersAs('admin'), 'content-type': 'application/json' },
      body: JSON.stringify({
        lead_id: '00000000-0000-4000-8000-00000000dead',
        new_status: 'contacted',
      }),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'PT404',
      message: 'Lead not found',
      details: null,
      hint: null,
    });
    const after = await server.engine.query<{ n: number }>(
      'select count(*)::int as n from public.lead_status_changes',
    );
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
