// Which of Mantine's per-component stylesheets (`@mantine/core/styles/<Name>.css`) a Mantine
// component needs: its own and those of every component it renders, found by following its
// module's imports inside @mantine/core. The app imports these instead of the whole
// stylesheet (src/app/mantine-styles.ts; tests/unit/app/mantine-styles.test.ts uses this).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const CORE = path.resolve(import.meta.dirname, '../node_modules/@mantine/core');
const ESM = path.join(CORE, 'esm');

let exportsIndex: Map<string, string> | undefined;

/** Export name -> the module file that defines it, from @mantine/core's index. */
function moduleOf(name: string): string | undefined {
  if (!exportsIndex) {
    exportsIndex = new Map();
    const index = readFileSync(path.join(ESM, 'index.mjs'), 'utf8');
    for (const m of index.matchAll(/import \{([^}]*)\} from "(\.\/components\/[^"]+)"/g)) {
      for (const part of m[1]!.split(',')) {
        const exported = part.trim().split(/\s+as\s+/)[0]!;
        exportsIndex.set(exported, path.join(ESM, m[2]!));
      }
    }
  }
  return exportsIndex.get(name);
}

const folderOf = (file: string) => /\/components\/([^/]+)\//.exec(file)?.[1];

/** Stylesheets `component` needs, dependencies first (`Select` -> Input, Popover, ...). */
export function mantineStylesheets(component: string): string[] {
  const start = moduleOf(component);
  if (!start) return [];
  // Which component folders each folder's modules import.
  const uses = new Map<string, Set<string>>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const from = folderOf(file);
    for (const m of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+\.mjs)"/g)) {
      const next = path.resolve(path.dirname(file), m[1]!);
      const to = folderOf(next);
      if (from && to && to !== from) {
        if (!uses.has(from)) uses.set(from, new Set());
        uses.get(from)!.add(to);
      }
      visit(next);
    }
  };
  visit(start);
  const order: string[] = [];
  const placed = new Set<string>();
  const place = (folder: string) => {
    if (placed.has(folder)) return;
    placed.add(folder);
    for (const dependency of uses.get(folder) ?? []) place(dependency);
    const sheet = `${folder}.css`;
    if (existsSync(path.join(CORE, 'styles', sheet))) order.push(sheet);
  };
  place(folderOf(start)!);
  return order;
}
