// `npm run backend` (API + database) and `npm start` (build the app, then API + database +
// app in one process). Prints what `supabase status` prints, and shuts down cleanly.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { projectRoot as root } from '../config.ts';
import { PortInUseError } from '../http/listen.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';
import { startLocalServer } from '../server.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts.ts';
import { shopConfigFromEnv } from './env.ts';
import { startNotificationSender } from './notifications.ts';
import { shopHost } from './shop-host.ts';
import { databaseSummary, quietDatabaseLog, stage } from './stages.ts';

async function main() {
  const [command = 'backend', ...flags] = process.argv.slice(2);
  const reset = flags.includes('--reset');
  const withApp = command === 'start';
  const { server: config, appPort, appSupabaseUrl } = shopConfigFromEnv();
  const apiUrl = `http://${config.host}:${config.apiPort}`;

  if (withApp && !flags.includes('--no-build')) {
    await stage(
      'Building the app (vite build; npm start -- --no-build reuses dist/)',
      () => 'Built the app',
      () =>
        execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
          cwd: root,
          stdio: 'inherit',
          env: {
            ...process.env,
            VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL ?? apiUrl,
            VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY ?? config.anonKey,
          },
        }),
    );
  }

  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  const server = await stage(
    `Opening the database (${where}) and starting the API${withApp ? ' and the app' : ''}`,
    (started) => databaseSummary(started.report, 'Database'),
    () =>
      startLocalServer(config, {
        reset,
        log: quietDatabaseLog((line) => console.log(`  ${line}`)),
        appHost: withApp
          ? shopHost({ appDir: path.join(root, 'dist'), appPort, supabaseUrl: appSupabaseUrl })
          : undefined,
      }),
  );

  // `npm start` sends notifications from its app host; the API alone sends them from here.
  const log = (line: string) => console.log(`  ${line}`);
  const sender = withApp
    ? undefined
    : await startNotificationSender({
        apiUrl: server.apiUrl,
        config: server.config,
        engine: server.engine,
        log,
      });

  const rows: [string, string | undefined][] = [
    ['API URL', server.apiUrl],
    ['REST URL', `${server.apiUrl}/rest/v1`],
    ['Realtime URL', `${server.apiUrl.replace('http', 'ws')}/realtime/v1/websocket`],
    ['DB URL', server.dbUrl],
    ['Database', server.engine.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'],
    ['JWT secret', config.jwtSecret],
    ['anon key', config.anonKey],
    ['service_role key', config.serviceRoleKey],
    ['Mail outbox', `${server.apiUrl}/auth/v1/outbox (sign-in codes, order messages)`],
    ['App URL', server.appUrl],
  ];
  console.log('\nMGRID local backend is running.\n');
  for (const [label, value] of rows) if (value) console.log(`${label.padStart(18)}: ${value}`);
  console.log(`\nDemo accounts (local only, password "${DEMO_PASSWORD}"):`);
  for (const [email, role] of DEMO_ACCOUNTS) console.log(`  ${email.padEnd(24)} ${role}`);
  if (server.engine.kind === 'pglite') {
    // PGlite runs one statement at a time: say so where the developer chooses the database.
    console.log(
      '\nPGlite serves one statement at a time: a slow anonymous query holds every other request' +
        '\nuntil its statement timeout (3 s) cuts it and the database reopens (several seconds).' +
        '\nFor anything shared (a demo others use, a load test, a staging shop) run PostgreSQL:' +
        '\nDATABASE_URL=postgresql://... npm start (see docs/local-server.md, "The database").',
    );
  }
  console.log('\nPress Ctrl+C to stop.');

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping, saving the database...`);
    await sender?.close();
    await server.close();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof PortInUseError) {
    console.error(
      `\n${error.message}: is another MGRID backend or a Supabase stack running? Stop it or choose another port (see README, "Configuration").\n`,
    );
  } else if (error instanceof DataDirInUseError) {
    console.error(`\n${error.message}, or set MGRID_DATA_DIR to another directory.\n`);
  } else console.error(error);
  process.exit(1);
});
