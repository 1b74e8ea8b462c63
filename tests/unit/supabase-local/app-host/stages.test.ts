import { describe, expect, it } from 'vitest';
import {
  databaseSummary,
  formatSeconds,
  quietDatabaseLog,
  stage,
} from '../../../../supabase/local/app-host/stages.ts';

describe('what npm start prints while it gets ready', () => {
  it('says each stage, then what it did and how long it took', async () => {
    const lines: string[] = [];
    const clock = [1_000, 39_234];
    const result = await stage(
      'Building the app',
      (n: number) => `Built ${n} files`,
      () => 42,
      (line) => lines.push(line),
      () => clock.shift()!,
    );
    expect(result).toBe(42);
    expect(lines).toEqual(['Building the app...', '  Built 42 files in 38.2 s']);
  });

  it('says a stage failed, and after how long, and passes the error on', async () => {
    const lines: string[] = [];
    const clock = [0, 72_400];
    await expect(
      stage(
        'Opening the database',
        () => 'never',
        () => Promise.reject(new Error('port 54322 in use')),
        (line) => lines.push(line),
        () => clock.shift()!,
      ),
    ).rejects.toThrow('port 54322 in use');
    expect(lines).toEqual([
      'Opening the database...',
      '  Opening the database failed after 1 min 12 s',
    ]);
  });

  it('formats times under a second, in seconds and in minutes', () => {
    expect([formatSeconds(420), formatSeconds(59_940), formatSeconds(125_000)]).toEqual([
      '0.4 s',
      '59.9 s',
      '2 min 5 s',
    ]);
  });

  it('sums up the database step in one line', () => {
    expect(
      databaseSummary(
        { fresh: true, applied: ['20261121000100_a', '20261121000200_b'], seeded: true },
        'Database',
      ),
    ).toBe('Database ready, created, 2 migrations applied, demo data loaded');
    expect(
      databaseSummary({ fresh: false, applied: ['20261203150100_x'], seeded: false }, 'Database'),
    ).toBe('Database ready, 1 migration applied');
    expect(databaseSummary({ fresh: false, applied: [], seeded: false }, 'Database')).toBe(
      'Database ready, schema up to date',
    );
  });

  it("leaves the database's progress lines out, and prints everything else", () => {
    const lines: string[] = [];
    const log = quietDatabaseLog((line) => lines.push(line));
    for (const line of [
      'local schema bootstrap.sql',
      'migration 20261121000100_init',
      'seed supabase/seed.sql',
      'warning: the API listens on 0.0.0.0',
      'error: Error: boom',
    ])
      log(line);
    expect(lines).toEqual(['warning: the API listens on 0.0.0.0', 'error: Error: boom']);
  });
});
