// `npm run bench -- compat`: the project's own compatibility checks of the local server, as
// pass counts per client (auth, storage, postgrest, realtime): the integration suites that
// drive it through supabase-js on PGlite and PostgreSQL. `COMPAT=auth,storage` runs only
// those. Heavy: run it alone (`flock /tmp/heavy.lock npm run bench -- compat`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SUITES: Record<string, string> = {
  auth: 'tests/integration/auth',
  storage: 'tests/integration/storage',
  postgrest: 'tests/integration/rest',
  realtime: 'tests/integration/realtime',
};

interface JsonReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTotalTests: number;
}

export async function run(): Promise<void> {
  const wanted = process.env.COMPAT?.split(',').map((s) => s.trim()) ?? Object.keys(SUITES);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mgrid-compat-'));
  const root = path.resolve(import.meta.dirname, '..');
  try {
    for (const client of wanted) {
      const folder = SUITES[client];
      if (!folder) {
        console.log(`${client}: unknown (one of ${Object.keys(SUITES).join(', ')})`);
        continue;
      }
      const out = path.join(dir, `${client}.json`);
      try {
        execFileSync(
          'npx',
          [
            'vitest',
            'run',
            '--project',
            'integration',
            folder,
            '--reporter=json',
            `--outputFile=${out}`,
          ],
          { cwd: root, stdio: 'ignore' },
        );
      } catch {
        // Failing tests make vitest exit non-zero; the report still says how many passed.
      }
      const report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
      const ran = report.numPassedTests + report.numFailedTests;
      const share = ran ? ((100 * report.numPassedTests) / ran).toFixed(1) : '0.0';
      console.log(
        `${client.padEnd(10)} ${report.numPassedTests} of ${ran} passed (${share} %)` +
          `${report.numPendingTests ? `, ${report.numPendingTests} skipped` : ''}  [${folder}]`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
