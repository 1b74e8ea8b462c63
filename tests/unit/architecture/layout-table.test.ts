// docs/architecture.md's layout tables are how a newcomer finds their way, so they must name
// exactly the folders that exist: one row per folder under src/features/, sync/ and
// supabase/local/, read from disk at run time, so a renamed or added folder fails here until
// its row follows.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const ROOTS = ['src/features', 'sync', 'supabase/local'] as const;

/** Folders directly under `dir` that hold at least one file (an emptied folder left behind by a move does not count). */
function foldersOnDisk(dir: string): string[] {
  const holdsFile = (path: URL): boolean =>
    readdirSync(path, { withFileTypes: true }).some((entry) =>
      entry.isDirectory() ? holdsFile(new URL(`${entry.name}/`, path)) : true,
    );
  return readdirSync(new URL(`${dir}/`, root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .filter((entry) => holdsFile(new URL(`${dir}/${entry.name}/`, root)))
    .map((entry) => entry.name)
    .sort();
}

/** The folder rows of every table in the document: a first cell like `` `sync/cart/` ``. */
function foldersInTable(doc: string, dir: string): string[] {
  const row = new RegExp(`^\\|\\s*\`${dir}/([^/\`]+)/\`\\s*\\|`);
  return doc
    .split('\n')
    .map((line) => row.exec(line)?.[1])
    .filter((name): name is string => name !== undefined);
}

const doc = readFileSync(new URL('docs/architecture.md', root), 'utf8');

describe('the layout tables of docs/architecture.md', () => {
  it.each(ROOTS)('list every folder under %s/ once, and only folders that exist', (dir) => {
    const listed = foldersInTable(doc, dir);
    const onDisk = foldersOnDisk(dir);
    expect(onDisk.length).toBeGreaterThan(0);
    // Each row once: a duplicate means two descriptions of one folder.
    expect(listed.filter((name, i) => listed.indexOf(name) !== i)).toEqual([]);
    expect({
      'on disk, without a row': onDisk.filter((name) => !listed.includes(name)),
      'with a row, not on disk': listed.filter((name) => !onDisk.includes(name)),
    }).toEqual({ 'on disk, without a row': [], 'with a row, not on disk': [] });
  });

  it('reads folder rows, not files or deeper paths', () => {
    const sample = [
      '| `sync/cart/` | the cart |',
      '| `sync/engine/replication/` | deeper |',
      '| `supabase/local/cli.ts` | a file |',
      '| folder | owns |',
    ].join('\n');
    expect(foldersInTable(sample, 'sync')).toEqual(['cart']);
    expect(foldersInTable(sample, 'supabase/local')).toEqual([]);
  });
});
