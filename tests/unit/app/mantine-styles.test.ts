// The app imports Mantine's per-component stylesheets instead of the whole one (245 KiB,
// render-blocking): the first paint's in src/app/mantine-styles.ts, the rest in the modules
// that use them. A component whose stylesheet is imported in neither place would render
// unstyled: this test names it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineStylesheets } from '../../../scripts/mantine-css.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const sheetsImported = (code: string) =>
  new Set([...code.matchAll(/import '@mantine\/core\/styles\/([\w-]+\.css)';/g)].map((m) => m[1]!));
const componentsImported = (code: string) =>
  [...code.matchAll(/import \{([^}]*)\} from '@mantine\/core'/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^[A-Z]/.test(name)),
  );

describe("Mantine's stylesheets", () => {
  it('finds what a component needs, dependencies first', () => {
    const select = mantineStylesheets('Select');
    expect(select).toEqual(expect.arrayContaining(['Input.css', 'Combobox.css', 'Popover.css']));
    expect(select.indexOf('Input.css')).toBeLessThan(select.indexOf('Combobox.css'));
    expect(mantineStylesheets('Card')).toEqual(['Paper.css', 'Card.css']);
  });

  it('are imported for every Mantine component the app uses', () => {
    const entry = sheetsImported(read('src/app/mantine-styles.ts'));
    expect(entry).toContain('baseline.css');
    const files = execFileSync('grep', ['-rl', "from '@mantine/core'", 'src'], { cwd: ROOT })
      .toString()
      .trim()
      .split('\n');
    const missing: string[] = [];
    for (const file of files) {
      const code = read(file);
      const own = sheetsImported(code);
      for (const component of componentsImported(code)) {
        for (const sheet of mantineStylesheets(component)) {
          if (!entry.has(sheet) && !own.has(sheet))
            missing.push(`${file}: ${component} needs ${sheet}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('leave the whole stylesheet out of the app', () => {
    expect(read('src/main.tsx')).not.toContain('@mantine/core/styles.css');
  });
});
