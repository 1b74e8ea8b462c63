// `npm run bench -- compat`: the project's own compatibility checks of the local server, as
// pass counts per client (auth, storage, postgrest, realtime): the integration suites that
// drive it through supabase-js on PGlite and PostgreSQL, with the HTTP requests they made and
// how many the server answered 5xx (the server appends each answer to API_STATUS_LOG).
// `COMPAT=auth,storage` runs only those. Heavy: run it alone
// (`flock /tmp/heavy.lock npm run bench -- compat`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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
  const total = { passed: 0, ran: 0, requests: 0, failed: 0 };
  try {
    for (const client of wanted) {
      const folder = SUITES[client];
      if (!folder) {
        console.log(`${client}: unknown (one of ${Object.keys(SUITES).join(', ')})`);
        continue;
      }
      const out = path.join(dir, `${client}.json`);
      const statuses = path.join(dir, `${client}.statuses`);
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
          { cwd: root, stdio: 'ignore', env: { ...process.env, API_STATUS_LOG: statuses } },
        );
      } catch {
        // Failing tests make vitest exit non-zero; the report still says how many passed.
      }
      const report = JSON.parse(readFileSync(out, 'utf8')) as JsonReport;
      const ran = report.numPassedTests + report.numFailedTests;
      const share = ran ? ((100 * report.numPassedTests) / ran).toFixed(1) : '0.0';
      const answers = existsSync(statuses)
        ? readFileSync(statuses, 'utf8').split('\n').filter(Boolean)
        : [];
      const failed = answers.filter((line) => line.startsWith('5'));
      console.log(
        `${client.padEnd(10)} ${report.numPassedTests} of ${ran} passed (${share} %)` +
          `${report.numPendingTests ? `, ${report.numPendingTests} skipped` : ''}, ` +
          `${answers.length.toLocaleString('en-US')} requests, ${failed.length} answered 5xx` +
          `  [${folder}]`,
      );
      total.passed += report.numPassedTests;
      total.ran += ran;
      total.requests += answers.length;
      total.failed += failed.length;
      // Each distinct 5xx answer once, with how often: a 5xx is a server bug until shown not.
      const counts = new Map<string, number>();
      for (const line of failed) counts.set(line, (counts.get(line) ?? 0) + 1);
      for (const [line, n] of counts) console.log(`  5xx: ${line}${n > 1 ? ` (${n}x)` : ''}`);
    }
    if (total.ran) {
      const share = ((100 * total.passed) / total.ran).toFixed(1);
      console.log(
        `${'all'.padEnd(10)} ${total.passed} of ${total.ran} passed (${share} %), ` +
          `${total.requests.toLocaleString('en-US')} requests, ${total.failed} answered 5xx`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
