// `npm test`, the one gate: runs its steps in order, stops at the first that fails (with its
// exit code), and prints each step's wall time and the total at the end, passed or not, so a
// step that outgrows its budget (docs/testing.md, "Time budget") is seen on every run.
// With MGRID_GATE_TIMES=<file>, each finished step also appends "<step>\t<ms>\t<status>" to
// that file (.ci/run puts them in its own table).
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
}

export const STEPS: Step[] = [
  { name: 'test dependencies', command: 'bash scripts/check-test-deps.sh' },
  { name: 'typecheck', command: 'npm run typecheck' },
  { name: 'lint', command: 'npm run lint' },
  { name: 'format check', command: 'npm run format:check' },
  { name: 'unit', command: 'npm run test:unit' },
  // test:db's two passes, timed apart (vitest.config.ts says which files the second runs).
  { name: 'database', command: 'npx vitest run --project db' },
  {
    name: 'database, revoked default privileges',
    command: 'npx vitest run --project db',
    env: { MGRID_REVOKED_DEFAULTS: '1' },
  },
  { name: 'integration', command: 'npm run test:integration' },
  { name: 'end-to-end', command: 'npm run test:e2e' },
];

export function formatDuration(ms: number): string {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s`;
}

/** The table printed at the end: one row a step run, then the total. */
export function timeTable(
  rows: { name: string; ms: number; status: string }[],
  label: string,
): string {
  const width = Math.max(...rows.map((r) => r.name.length), label.length);
  const total = rows.reduce((sum, r) => sum + r.ms, 0);
  return [
    ...rows.map(
      (r) =>
        `  ${r.name.padEnd(width)}  ${formatDuration(r.ms).padStart(7)}${r.status === 'ok' ? '' : `  ${r.status}`}`,
    ),
    `${label}: ${formatDuration(total)}`,
  ].join('\n');
}

function main(): void {
  const rows: { name: string; ms: number; status: string }[] = [];
  let failed = 0;
  for (const step of STEPS) {
    console.log(`\n== ${step.name}: ${step.command}`);
    const started = Date.now();
    const result = spawnSync(step.command, {
      shell: true,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    });
    const ms = Date.now() - started;
    failed = result.status ?? 1;
    const status = failed === 0 ? 'ok' : `failed (exit ${result.status ?? result.signal})`;
    rows.push({ name: step.name, ms, status });
    if (process.env.MGRID_GATE_TIMES)
      appendFileSync(process.env.MGRID_GATE_TIMES, `${step.name}\t${ms}\t${status}\n`);
    if (failed !== 0) break;
  }
  console.log(`\n== npm test, wall time per step\n${timeTable(rows, 'npm test')}`);
  process.exitCode = failed;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
