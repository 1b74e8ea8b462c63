// `npm test`, the one gate: runs its steps in order, stops at the first that fails (with its
// exit code), and prints each step's wall time and the total at the end, passed or not, so a
// step that outgrows its budget (docs/testing.md, "Time budget") is seen on every run.
// Typecheck, lint and the format check read files and start nothing, so they run side by
// side (CI's 2 cores; each prints its output when it ends); the suites run one at a time.
// With MGRID_GATE_TIMES=<file>, each finished step also appends "<step>\t<ms>\t<status>" to
// that file (.ci/run puts them in its own table).
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export interface Step {
  name: string;
  command: string;
  env?: Record<string, string>;
  /** Steps next to each other with the same value run side by side. */
  together?: string;
}

export const STEPS: Step[] = [
  { name: 'test dependencies', command: 'bash scripts/check-test-deps.sh' },
  { name: 'typecheck', command: 'npm run typecheck', together: 'static checks' },
  { name: 'lint', command: 'npm run lint', together: 'static checks' },
  { name: 'format check', command: 'npm run format:check', together: 'static checks' },
  {
    name: 'edge functions (deno check, bundle)',
    command: 'bash scripts/check-functions.sh',
    together: 'static checks',
  },
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

/**
 * The table printed at the end: one row a step run, then the total (the wall time, which is
 * less than the rows' sum where steps ran side by side).
 */
export function timeTable(
  rows: { name: string; ms: number; status: string }[],
  label: string,
  total = rows.reduce((sum, r) => sum + r.ms, 0),
): string {
  const width = Math.max(...rows.map((r) => r.name.length), label.length);
  return [
    ...rows.map(
      (r) =>
        `  ${r.name.padEnd(width)}  ${formatDuration(r.ms).padStart(7)}${r.status === 'ok' ? '' : `  ${r.status}`}`,
    ),
    `${label}: ${formatDuration(total)}`,
  ].join('\n');
}

interface Row {
  name: string;
  ms: number;
  status: string;
}

function finished(step: Step, started: number, code: number | null, signal: string | null): Row {
  const ms = Date.now() - started;
  const status = code === 0 ? 'ok' : `failed (exit ${code ?? signal})`;
  if (process.env.MGRID_GATE_TIMES)
    appendFileSync(process.env.MGRID_GATE_TIMES, `${step.name}\t${ms}\t${status}\n`);
  return { name: step.name, ms, status };
}

function runAlone(step: Step): Row {
  console.log(`\n== ${step.name}: ${step.command}`);
  const started = Date.now();
  const result = spawnSync(step.command, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  return finished(step, started, result.status, result.signal);
}

/** Runs the steps at once; each one's output is printed when it ends. */
async function runTogether(steps: Step[]): Promise<Row[]> {
  console.log(`\n== side by side: ${steps.map((s) => s.name).join(', ')}`);
  const started = Date.now();
  return Promise.all(
    steps.map(
      (step) =>
        new Promise<Row>((resolve) => {
          const output: Buffer[] = [];
          const child = spawn(step.command, {
            shell: true,
            stdio: ['ignore', 'pipe', 'pipe'],
            env: { ...process.env, ...step.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
          });
          child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
          child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
          child.on('close', (code, signal) => {
            const row = finished(step, started, code, signal);
            console.log(`\n== ${step.name}: ${step.command} (${formatDuration(row.ms)})`);
            process.stdout.write(Buffer.concat(output));
            resolve(row);
          });
        }),
    ),
  );
}

async function main(): Promise<void> {
  const rows: Row[] = [];
  const started = Date.now();
  for (let i = 0; i < STEPS.length;) {
    const step = STEPS[i]!;
    let group = [step];
    while (step.together && STEPS[i + group.length]?.together === step.together)
      group = STEPS.slice(i, i + group.length + 1);
    i += group.length;
    const done = group.length === 1 ? [runAlone(step)] : await runTogether(group);
    rows.push(...done);
    if (done.some((r) => r.status !== 'ok')) break;
  }
  const wall = Date.now() - started;
  console.log(`\n== npm test, wall time per step\n${timeTable(rows, 'npm test', wall)}`);
  const failed = rows.find((r) => r.status !== 'ok');
  process.exitCode = failed ? Number(/exit (\d+)/.exec(failed.status)?.[1] ?? 1) : 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main();
