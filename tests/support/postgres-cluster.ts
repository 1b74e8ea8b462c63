// A throwaway PostgreSQL cluster for tests: Debian's postgresql binaries, an unprivileged
// cluster in a temp folder, on a free loopback port, fsync off. Stopped and removed after.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, chownSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface PostgresCluster {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The newest installed PostgreSQL's bin folder (initdb, postgres, pg_dump of one version). */
export function findBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions[0]) {
    throw new Error(
      "PostgreSQL server binaries not found under /usr/lib/postgresql. Run `bash scripts/install-test-deps.sh` (installs Debian's postgresql).",
    );
  }
  return path.join(root, versions[0], 'bin');
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** initdb refuses to run as root; as root the cluster belongs to the `postgres` system user. */
function clusterUser(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** maxConnections: 200 unless asked (bench/orders.ts races 200 buyers on their own connections). */
export async function startPostgresCluster(maxConnections = 200): Promise<PostgresCluster> {
  const bin = findBinDir();
  const dir = mkdtempSync(path.join(tmpdir(), 'mgrid-pg-'));
  const dataDir = path.join(dir, 'data');
  const user = clusterUser();
  if ('uid' in user) chownSync(dir, user.uid, user.gid);
  execFileSync(
    path.join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { stdio: 'pipe', cwd: dir, ...user },
  );

  const port = await freePort();
  const child: ChildProcess = spawn(
    path.join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      `max_connections=${maxConnections}`,
      // Like a Supabase database: timestamptz prints as +00:00 whatever the host's zone.
      '-c',
      'timezone=UTC',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: dir, ...user },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));

  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      execFileSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], {
        stdio: 'ignore',
      });
      break;
    } catch {
      if (child.exitCode !== null || Date.now() > deadline) {
        throw new Error(`PostgreSQL did not start: ${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    url,
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGINT');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
