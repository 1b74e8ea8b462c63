// The gate (`npm test`, scripts/gate.ts): the same steps package.json names, in order, and the
// time table it prints at the end.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatDuration, STEPS, timeTable } from '../../../scripts/gate.ts';

const scripts = (
  JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('the gate', () => {
  it('is npm test', () => {
    expect(scripts.test).toBe('node --import tsx scripts/gate.ts');
  });

  it('runs the checks, then every suite, the database in both passes', () => {
    expect(STEPS.map((s) => s.name)).toEqual([
      'test dependencies',
      'typecheck',
      'lint',
      'format check',
      'edge functions (deno check, bundle)',
      'unit',
      'database',
      'database, revoked default privileges',
      'integration',
      'end-to-end',
    ]);
    // Only the checks that start nothing run side by side.
    expect(STEPS.filter((s) => s.together).map((s) => s.name)).toEqual([
      'typecheck',
      'lint',
      'format check',
      'edge functions (deno check, bundle)',
    ]);
    const db = STEPS.filter((s) => s.name.startsWith('database'));
    expect(db.map((s) => [s.command, s.env])).toEqual([
      ['npx vitest run --project db', undefined],
      ['npx vitest run --project db', { MGRID_REVOKED_DEFAULTS: '1' }],
    ]);
    expect(scripts['test:db']).toBe(
      'vitest run --project db && MGRID_REVOKED_DEFAULTS=1 vitest run --project db',
    );
  });

  it('prints each step and the total, the wall time where steps overlapped', () => {
    expect(
      timeTable(
        [
          { name: 'a', ms: 30_000, status: 'ok' },
          { name: 'b', ms: 40_000, status: 'ok' },
        ],
        'npm test',
        41_000,
      ),
    ).toBe(['  a             30s', '  b             40s', 'npm test: 41s'].join('\n'));
    expect(formatDuration(41_400)).toBe('41s');
    expect(formatDuration(1_661_000)).toBe('27m 41s');
    expect(
      timeTable(
        [
          { name: 'typecheck', ms: 36_000, status: 'ok' },
          { name: 'lint', ms: 45_000, status: 'failed (exit 1)' },
        ],
        'npm test',
      ),
    ).toBe(
      ['  typecheck      36s', '  lint           45s  failed (exit 1)', 'npm test: 1m 21s'].join(
        '\n',
      ),
    );
  });
});
