// A test server for a describe block with the demo admin signed in, for suites that call the
// API by hand (the hardening suites): the admin's token and the headers of a raw call as a
// visitor, as that admin or as service_role.
import { DEMO } from './db-actors.ts';
import { startTestServer, type TestServer } from './local-server.ts';
import { suiteValue } from './suite-value.ts';

/** Who a raw call is made as. */
export type Caller = 'anon' | 'admin' | 'service_role';

export interface AdminServer extends TestServer {
  /** The demo admin's access token (supabase/seed.sql, password mgrid-demo). */
  adminToken: string;
  /** The apikey and authorization headers of a call as `caller`. */
  headersAs(caller: Caller): { apikey: string; authorization: string };
}

/** A PGlite server started before the block's first test and stopped after its last. */
export function withAdminServer(): AdminServer {
  return suiteValue(
    'The test server',
    async () => {
      const server = await startTestServer('pglite');
      try {
        const { data, error } = await server
          .client()
          .auth.signInWithPassword({ email: DEMO.admin.email, password: 'mgrid-demo' });
        if (error) throw error;
        const adminToken = data.session.access_token;
        const bearer: Record<Caller, string> = {
          anon: server.anonKey,
          admin: adminToken,
          service_role: server.serviceRoleKey,
        };
        return {
          ...server,
          adminToken,
          headersAs: (caller: Caller) => ({
            apikey: caller === 'service_role' ? server.serviceRoleKey : server.anonKey,
            authorization: `Bearer ${bearer[caller]}`,
          }),
        };
      } catch (error) {
        await server.stop();
        throw error;
      }
    },
    (server) => server.stop(),
  );
}
