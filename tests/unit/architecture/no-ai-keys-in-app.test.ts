// AI provider keys exist only on the server (supabase/functions/assistant): the app's source
// never names them or calls a provider directly, and a built dist/ (when present) holds none.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SECRET_NAMES =
  /OPENAI_API_KEY|GEMINI_API_KEY|api\.openai\.com|generativelanguage\.googleapis|sk-[A-Za-z0-9]{20,}|AIza[0-9A-Za-z_-]{30,}/;

function files(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

describe('AI keys stay on the server', () => {
  it.each(['src', 'sync', 'sw'])('%s/ never names a provider key or calls a provider', (dir) => {
    const hits = files(path.join(ROOT, dir)).filter((f) =>
      SECRET_NAMES.test(readFileSync(f, 'utf8')),
    );
    expect(hits).toEqual([]);
  });

  it('the built app (dist/, when built) contains no provider key or provider URL', () => {
    const built = files(path.join(ROOT, 'dist')).filter((f) =>
      /\.(js|html|json|webmanifest)$/.test(f),
    );
    const hits = built.filter((f) => SECRET_NAMES.test(readFileSync(f, 'utf8')));
    expect(hits).toEqual([]);
  });
});
