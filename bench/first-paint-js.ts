// The JavaScript a page loads before it is interactive, computed from a build: the entry
// module its HTML names, and every module those import statically (what the browser must
// fetch and run before the entry runs), each counted once, gzipped. Dynamic imports (the
// data layer, other routes, the assistant) load later and are not counted.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { machineLine } from './support.ts';

export interface FirstPaintJs {
  /** Every module counted, with its gzipped size in bytes. */
  modules: { file: string; gzipBytes: number }[];
  gzipBytes: number;
}

const STATIC_IMPORT = /(?:^|[;\n}])\s*import\s*(?:[\w$*{},\s]+from\s*)?["']([^"']+)["']/g;

/** Static imports of one built module (`import ... from "./x.js"`, `import "./x.js"`). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((m) => m[1]!);
}

/**
 * First-paint JS of the page `htmlFile` (a path inside `distDir`), plus `alsoBefore`: modules
 * the entry loads before rendering (a Hindi page's catalogues, src/i18n/index.ts).
 */
export async function firstPaintJs(
  distDir: string,
  htmlFile = 'index.html',
  alsoBefore: string[] = [],
): Promise<FirstPaintJs> {
  const html = await readFile(path.join(distDir, htmlFile), 'utf8');
  // Vite's entry tag, or the pre-rendered pages' loader that adds it after the first paint.
  const entries = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...html.matchAll(/<script data-entry="([^"]+)"/g),
  ].map((m) => m[1]!);
  const seen = new Map<string, number>();
  const visit = async (url: string): Promise<void> => {
    const file = path.posix.normalize(url.replace(/^\//, ''));
    if (seen.has(file)) return;
    const code = await readFile(path.join(distDir, file));
    seen.set(file, gzipSync(code, { level: 9 }).length);
    for (const imported of staticImports(code.toString('utf8'))) {
      if (!imported.startsWith('.') && !imported.startsWith('/')) continue;
      const next = imported.startsWith('/')
        ? imported
        : path.posix.join(path.posix.dirname(file), imported);
      await visit(next);
    }
  };
  for (const entry of [...entries, ...alsoBefore]) await visit(entry);
  const modules = [...seen].map(([file, gzipBytes]) => ({ file, gzipBytes }));
  return { modules, gzipBytes: modules.reduce((sum, m) => sum + m.gzipBytes, 0) };
}

/** The budget: what `/` loads before it is interactive, gzipped. */
export const FIRST_PAINT_BUDGET_BYTES = 130 * 1024;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The Hindi catalogue a Hindi page loads before it renders: the shell's (src/i18n/index.ts). */
export async function hindiShellCatalogues(distDir: string): Promise<string[]> {
  const { readdir } = await import('node:fs/promises');
  return (await readdir(path.join(distDir, 'assets')))
    .filter((file) => /^shell-[\w-]+\.js$/.test(file))
    .map((file) => `/assets/${file}`);
}

export async function run(): Promise<void> {
  const dist = path.resolve(import.meta.dirname, '../dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: path.dirname(dist), stdio: 'ignore' });
  }
  console.log(`${machineLine()}; from dist/ (npm run build first)`);
  const pages = [
    { name: '/', result: await firstPaintJs(dist) },
    {
      name: '/hi/',
      result: await firstPaintJs(dist, 'hi/index.html', await hindiShellCatalogues(dist)),
    },
  ];
  for (const { name, result } of pages) {
    console.log(`${name}:`);
    for (const m of result.modules.sort((a, b) => b.gzipBytes - a.gzipBytes)) {
      console.log(`  ${m.file.padEnd(44)} ${kib(m.gzipBytes).padStart(10)}`);
    }
    const within = result.gzipBytes <= FIRST_PAINT_BUDGET_BYTES;
    console.log(
      `first-paint JS of ${name} (dist/, gzipped): ${kib(result.gzipBytes)}, budget ${kib(FIRST_PAINT_BUDGET_BYTES)}: ${within ? 'within' : 'OVER BUDGET'}`,
    );
    if (!within) process.exitCode = 1;
  }
}
