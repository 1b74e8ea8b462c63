// The emulator (supabase/local outside app-host/) could serve any Supabase project: it names
// nothing of this shop, and app-host/ is handed to it rather than imported. eslint.config.js
// guards the imports as you type; this also reads the text, comments included.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCAL = path.resolve(import.meta.dirname, '../../../supabase/local');
const APP_HOST = path.join(LOCAL, 'app-host');

function emulatorFiles(dir = LOCAL): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === APP_HOST ? [] : emulatorFiles(full);
    return /\.(ts|sql)$/.test(entry.name) ? [full] : [];
  });
}

/** `file:line: text` for each line matching `pattern`. */
function mentions(pattern: RegExp): string[] {
  return emulatorFiles().flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) =>
        pattern.test(line) ? [`${path.relative(LOCAL, file)}:${i + 1}: ${line.trim()}`] : [],
      ),
  );
}

describe('the emulator knows nothing of the shop', () => {
  it('reads every emulator folder (auth, rest, realtime, storage, functions, db, http)', () => {
    const folders = new Set(emulatorFiles().map((f) => path.relative(LOCAL, f).split(path.sep)[0]));
    for (const folder of [
      'auth',
      'rest',
      'realtime',
      'storage',
      'functions',
      'db',
      'http',
      'sql',
    ]) {
      expect(folders).toContain(folder);
    }
    expect(folders).not.toContain('app-host');
  });

  it('never names the shop, its tables or its demo accounts', () => {
    expect(mentions(/mgrid|site_settings|storefront|\bproducts\b|dist\//i)).toEqual([]);
  });

  it('never imports app-host/', () => {
    expect(mentions(/from\s+['"][^'"]*app-host\//)).toEqual([]);
  });
});
