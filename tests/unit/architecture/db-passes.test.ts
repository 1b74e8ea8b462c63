// The database suite's second pass (revoked default privileges) leaves out files whose outcome
// those privileges cannot change (tests/support/db-passes.ts). This holds the list to its rule:
// such a file, and what it imports besides the shared database helpers, never acts as an API
// role nor reads privileges; or it opens no database of the pass.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  NOT_IN_REVOKED_DEFAULTS_PASS,
  OWN_DATABASE_DB_FILES,
  OWNER_ONLY_DB_FILES,
} from '../../support/db-passes.ts';

/** Acting as an API role, or reading what they may do. */
const AS_API_ROLE =
  /runAs|asRequest|set\s+(local\s+)?role|privilege|grant|\bacl|anon|authenticated|service_role|startTestServer|local-server/i;
/** The pass's databases: the global setup's template and PGlite image. */
const PASS_DATABASES = /support\/databases|inject\(|startTestServer|local-server/;
/** Helpers every file shares; their role helpers are caught where a test file calls them. */
const SHARED = new Set(['tests/support/databases.ts', 'tests/support/db-actors.ts']);

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((m) =>
    path.relative(process.cwd(), path.resolve(path.dirname(file), m[1]!)),
  );
}

describe('the revoked-defaults pass leaves out only files it cannot change', () => {
  it.each(OWNER_ONLY_DB_FILES)('%s acts as the owner only', (file) => {
    const read = [file, ...relativeImports(file).filter((f) => !SHARED.has(f))];
    for (const f of read)
      expect(`${f}: ${AS_API_ROLE.exec(readFileSync(f, 'utf8'))}`).toBe(`${f}: null`);
  });

  it.each(OWN_DATABASE_DB_FILES)('%s opens none of the pass databases', (file) => {
    const text = readFileSync(file, 'utf8');
    expect(PASS_DATABASES.exec(text)).toBeNull();
    expect(text).not.toMatch(/beforeMigrations/);
  });

  it('names test files that exist', () => {
    for (const f of NOT_IN_REVOKED_DEFAULTS_PASS) expect(readFileSync(f, 'utf8')).toMatch(/\bit\(/);
  });
});
