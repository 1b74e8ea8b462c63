// Safe defaults off loopback. On 127.0.0.1 the server keeps the Supabase CLI's demo JWT
// secret and keys (every local tool knows them) and says so; listening on any other address
// it refuses to start with them, since anyone who can reach it could mint a service_role
// token with the public demo secret.
import {
  DEMO_ANON_KEY,
  DEMO_JWT_SECRET,
  DEMO_SERVICE_ROLE_KEY,
  type LocalConfig,
} from './config.ts';

export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** What is unsafe about serving `config` beyond this machine (empty: nothing). */
export function unsafeOffLoopback(config: LocalConfig): string[] {
  const problems: string[] = [];
  if (config.jwtSecret === DEMO_JWT_SECRET || config.jwtSecret.length < 32) {
    problems.push('JWT_SECRET must be set to your own secret of at least 32 characters');
  }
  if (config.anonKey === DEMO_ANON_KEY || config.serviceRoleKey === DEMO_SERVICE_ROLE_KEY) {
    problems.push('SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY must be keys signed with it');
  }
  if (config.databaseUrl) {
    let password = '';
    try {
      password = decodeURIComponent(new URL(config.databaseUrl).password);
    } catch {
      // reported below as a missing password
    }
    if (password === '' || password === 'postgres') {
      problems.push('DATABASE_URL must carry a real database password');
    }
  }
  return problems;
}

/** Throws when listening off loopback with demo secrets; returns the notice to print otherwise. */
export function checkExposure(config: LocalConfig): string | undefined {
  if (isLoopbackHost(config.host)) {
    return config.jwtSecret === DEMO_JWT_SECRET
      ? `Using the Supabase CLI's demo JWT secret and keys: fine on ${config.host}, never off this machine.`
      : undefined;
  }
  const problems = unsafeOffLoopback(config);
  if (problems.length) {
    throw new Error(
      `Refusing to listen on ${config.host} with demo credentials:\n  - ${problems.join('\n  - ')}`,
    );
  }
  return undefined;
}
