// `npm run bench`: runs every benchmark in bench/ (or those named on the command line, or a group)
// one after another and prints their figures. Benchmarks measure; they never fail a build.
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
// `npm run bench -- speed`: the shopper-side figures (docs/performance.md: first-paint JS, the
// install's size, Lighthouse, keystrokes, repeat visits, taps, the data layer's start, INP,
// fresh pages after a publish, acting in the moments after the first paint),
// without the server benchmarks.
const GROUPS: Record<string, string[]> = {
  speed: [
    'first-paint-js',
    'install-size',
    'lighthouse',
    'keystroke',
    'repeat-visit',
    'tap-to-answer',
    'start-up-tasks',
    'inp',
    'fresh-pages',
    'dead-window',
  ],
};
const only = process.argv.slice(2).flatMap((name) => GROUPS[name] ?? [name]);
const files = (await readdir(here))
  .filter((f) => f.endsWith('.ts') && !['run.ts', 'support.ts'].includes(f))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

for (const file of files) {
  const mod = (await import(path.join(here, file))) as { run?: () => Promise<void> };
  if (typeof mod.run !== 'function') continue;
  console.log(`\n## ${file.replace(/\.ts$/, '')}`);
  const started = performance.now();
  await mod.run();
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
}
