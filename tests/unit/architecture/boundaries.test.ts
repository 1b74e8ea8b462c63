// The architecture's import rules are lint rules (eslint.config.js): these lint small files
// placed where app code lives and check that each boundary answers with its message. The lint
// follows value imports only for cycles; the last block reads every import, types included.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function lint(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.map((m) => m.message);
}

const probe = (path: string) => `import { x } from '${path}';\nexport const y = x;\n`;

describe('src/ reaches sync/ only through a slice public surface', () => {
  it.each([
    ['the runtime', '../../../sync/engine/runtime.ts'],
    ['the database', '../../../sync/engine/database.ts'],
    ['a replication', '../../../sync/engine/replication/outbox-push.ts'],
    ['a slice query', '../../../sync/products/queries.ts'],
    ['a slice schema', '../../../sync/orders/schema.ts'],
    ['a collection descriptor', '../../../sync/orders/collection.ts'],
    ['the registry', '../../../sync/registry.ts'],
    ['the engine store bridge', '../../../sync/engine/use-store.ts'],
  ])('refuses %s with what to import instead', async (_what, path) => {
    const messages = await lint('src/features/catalogue/boundary-probe.ts', probe(path));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('Private to sync/');
    expect(messages[0]).toContain('sync/<slice>/hooks.ts');
  });

  it.each([
    '../../../sync/products/hooks.ts',
    '../../../sync/cart/actions.ts',
    '../../../sync/orders/model.ts',
    '../../../sync/fallback/actions.ts',
  ])('allows %s', async (path) => {
    const messages = await lint('src/features/catalogue/boundary-probe.ts', probe(path));
    expect(messages).toEqual([]);
  });

  it('allows the boot to import sync/start.ts', async () => {
    const messages = await lint(
      'src/app/boundary-probe.ts',
      `import { startSync } from '../../sync/start.ts';\nexport const y = startSync;\n`,
    );
    expect(messages).toEqual([]);
  });

  it('keeps rxdb and supabase-js out of src/', async () => {
    const messages = await lint(
      'src/features/catalogue/boundary-probe.ts',
      `import { createRxDatabase } from 'rxdb';\nexport const y = createRxDatabase;\n`,
    );
    expect(messages.join(' ')).toContain('Only sync/ talks to the local database');
    // Where the rule is written (its anchor is checked by references.test.ts).
    expect(messages.join(' ')).toContain('(docs/architecture.md#boundaries)');
  });
});

describe('sync/engine knows no collection', () => {
  it.each([
    ['a collection folder', '../orders/schema.ts'],
    ['a capability folder', '../session/model.ts'],
    ['the registry', '../registry.ts'],
  ])('refuses %s, saying how the engine is given what it needs', async (_what, path) => {
    const messages = await lint('sync/engine/boundary-probe.ts', probe(path));
    expect(messages.join(' ')).toContain('The engine knows no collection');
    expect(messages.join(' ')).toContain('descriptor (sync/engine/collection.ts)');
  });

  it('lets the engine use its own modules and src/lib', async () => {
    const code = `import { x } from './store.ts';\nimport { z } from '../../src/lib/money.ts';\nexport const y = [x, z];\n`;
    expect(await lint('sync/engine/boundary-probe.ts', code)).toEqual([]);
  });
});

describe('a sync/ folder reaches another through its public surface', () => {
  it("refuses another collection's internals, hooks and actions", async () => {
    for (const path of ['../products/queries.ts', '../products/hooks.ts', '../cart/actions.ts']) {
      const messages = await lint('sync/orders/boundary-probe.ts', probe(path));
      expect(messages.join(' '), path).toContain(
        'A collection reaches another collection only through its model.ts',
      );
    }
  });

  it("allows another collection's model, and the engine and the bundled catalogue", async () => {
    for (const path of [
      '../products/model.ts',
      '../engine/outbox-write.ts',
      '../fallback/bundle.ts',
    ]) {
      expect(await lint('sync/orders/boundary-probe.ts', probe(path)), path).toEqual([]);
    }
  });

  it("lets a capability use a folder's public surface, not its internals", async () => {
    expect(
      await lint('sync/superadmin/boundary-probe.ts', probe('../site-settings/hooks.ts')),
    ).toEqual([]);
    const messages = await lint(
      'sync/superadmin/boundary-probe.ts',
      probe('../site-settings/queries.ts'),
    );
    expect(messages).toEqual([expect.stringContaining('Private to its sync/ folder')]);
  });

  it('keeps the registry above the folders', async () => {
    const messages = await lint('sync/orders/boundary-probe.ts', probe('../registry.ts'));
    expect(messages.join(' ')).toContain('a folder never imports the registry');
  });
});

// ---- The import graph, type imports included -------------------------------------------

const ROOT = process.cwd();
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Every module of `dirs` with the modules of `dirs` it imports (values and types alike). */
function importGraph(dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const code = readFileSync(file, 'utf8');
      const targets = [...code.matchAll(IMPORT)]
        .map((m) => path.resolve(path.dirname(file), m[1]!))
        .filter((target) => known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/** The strongly connected groups of more than one node (Tarjan), as sorted names. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) found.push(group.map((f) => path.relative(ROOT, f)).sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** sync/<folder>, or the file itself for sync/'s own modules (the registry and the start). */
const folderOf = (file: string) => {
  const [top, name, rest] = path.relative(ROOT, file).split(path.sep);
  return rest === undefined ? `${top}/${name}` : `${top}/${name}/`;
};

describe('the import graph, type imports included', () => {
  const graph = importGraph(['src', 'sync']);

  it('has no cycle between modules of src/ and sync/', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('has no cycle between the folders of sync/', () => {
    const folders = new Map<string, Set<string>>();
    for (const [file, targets] of graph) {
      if (!path.relative(ROOT, file).startsWith('sync')) continue;
      const from = folderOf(file);
      const edges = folders.get(from) ?? new Set<string>();
      for (const target of targets) {
        const to = folderOf(target);
        if (to !== from && to.startsWith('sync')) edges.add(to);
      }
      folders.set(from, edges);
    }
    const asGraph = new Map([...folders].map(([folder, edges]) => [folder, [...edges]]));
    expect(cycles(asGraph)).toEqual([]);
  });

  it('finds a cycle where there is one (the check itself works)', () => {
    const a = path.join(ROOT, 'a.ts');
    const b = path.join(ROOT, 'b.ts');
    expect(
      cycles(
        new Map([
          [a, [b]],
          [b, [a]],
        ]),
      ),
    ).toEqual([['a.ts', 'b.ts']]);
  });
});
