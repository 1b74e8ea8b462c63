// What `npm start` and `npm run backend` print while they get ready: one line per stage with
// its time ("Built the app in 38.2 s"), and the database's step-by-step log (a line per
// migration on a fresh start, 60 and more) folded into one line saying what was done.
import type { PrepareReport } from '../db/migrate.ts';

/** "0.4 s", "38.2 s", "1 min 12 s". */
export function formatSeconds(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  return `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

/** Runs `work`, then prints "<done> in <time>" (or "<label> failed after <time>"). */
export async function stage<T>(
  label: string,
  done: (result: T) => string,
  work: () => Promise<T> | T,
  print: (line: string) => void = console.log,
  now: () => number = performance.now.bind(performance),
): Promise<T> {
  print(`${label}...`);
  const started = now();
  try {
    const result = await work();
    print(`  ${done(result)} in ${formatSeconds(now() - started)}`);
    return result;
  } catch (error) {
    print(`  ${label} failed after ${formatSeconds(now() - started)}`);
    throw error;
  }
}

/** What the database step did, in one line. */
export function databaseSummary(report: PrepareReport, where: string): string {
  const parts = [`${where} ready`];
  if (report.fresh) parts.push('created');
  if (report.applied.length > 0)
    parts.push(
      `${report.applied.length} migration${report.applied.length === 1 ? '' : 's'} applied`,
    );
  else parts.push('schema up to date');
  if (report.seeded) parts.push('demo data loaded');
  return parts.join(', ');
}

/**
 * The server's log with the database's progress lines (local schemas, each migration, the
 * seed) left out: the stage's summary says what they did. Everything else (a warning, an
 * error) is printed as it comes.
 */
export function quietDatabaseLog(print: (line: string) => void): (line: string) => void {
  return (line) => {
    if (/^(local schema|migration|seed) /.test(line)) return;
    print(line);
  };
}
