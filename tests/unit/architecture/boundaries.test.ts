// The architecture's import rules are lint rules (eslint.config.js): these lint small files
// placed where app code lives and check that each boundary answers with its message.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.message);
}

describe('src/ reaches sync/ only through a slice public surface', () => {
  it.each([
    ['the runtime', '../../../sync/engine/runtime.ts'],
    ['the database', '../../../sync/engine/database.ts'],
    ['a replication', '../../../sync/engine/replication/outbox-push.ts'],
    ['a slice query', '../../../sync/catalogue/queries.ts'],
    ['a slice schema', '../../../sync/orders/schema.ts'],
    ['the engine store bridge', '../../../sync/engine/use-store.ts'],
  ])('refuses %s with what to import instead', async (_what, path) => {
    const messages = await lint(
      'src/features/catalogue/boundary-probe.ts',
      `import { x } from '${path}';\nexport const y = x;\n`,
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Private to sync/');
    expect(messages[0]).toContain('sync/<slice>/hooks.ts');
  });

  it.each([
    '../../../sync/catalogue/hooks.ts',
    '../../../sync/cart/actions.ts',
    '../../../sync/orders/model.ts',
  ])('allows %s', async (path) => {
    const messages = await lint(
      'src/features/catalogue/boundary-probe.ts',
      `import { x } from '${path}';\nexport const y = x;\n`,
    );
    expect(messages).toEqual([]);
  });

  it('allows the boot to import sync/engine/start.ts', async () => {
    const messages = await lint(
      'src/app/boundary-probe.ts',
      `import { startSync } from '../../sync/engine/start.ts';\nexport const y = startSync;\n`,
    );
    expect(messages).toEqual([]);
  });

  it('keeps rxdb and supabase-js out of src/', async () => {
    const messages = await lint(
      'src/features/catalogue/boundary-probe.ts',
      `import { createRxDatabase } from 'rxdb';\nexport const y = createRxDatabase;\n`,
    );
    expect(messages.join(' ')).toContain('Only sync/ talks to the local database');
  });
});
