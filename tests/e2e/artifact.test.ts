// What ships: the built app (as the e2e run builds it, the way `npm start` does) holds no
// secret, and its service worker precaches what a cold start offline needs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { configFromEnv } from '../../supabase/local/config.ts';

const dist = inject('e2eAppDir');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? files(full) : [full];
  });
}

const TEXT = /\.(?:js|mjs|css|html|json|webmanifest|txt|map|svg)$/;

describe('the shipped artifact', () => {
  const texts = files(dist)
    .filter((file) => TEXT.test(file))
    .map((file) => ({ file: path.relative(dist, file), text: readFileSync(file, 'utf8') }));

  it('contains no service_role key, JWT secret or AI provider key', () => {
    const { serviceRoleKey, jwtSecret } = configFromEnv({});
    expect(texts.length).toBeGreaterThan(10);
    const leaks = texts.flatMap(({ file, text }) => {
      const found: string[] = [];
      if (text.includes(serviceRoleKey)) found.push('service_role key');
      if (text.includes(jwtSecret)) found.push('JWT secret');
      if (/"role"\s*:\s*"service_role"/.test(text)) found.push('a service_role claim');
      if (/\bsk-[A-Za-z0-9_-]{20,}/.test(text)) found.push('an OpenAI-style key (sk-...)');
      if (/\bAIza[0-9A-Za-z_-]{30,}/.test(text)) found.push('a Google API key (AIza...)');
      if (/-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(text)) found.push('a private key');
      return found.map((what) => `${file}: ${what}`);
    });
    expect(leaks).toEqual([]);
  });

  it('precaches the shell, the manifest, the icons and every shopper chunk, not the worker', () => {
    const sw = texts.find((t) => t.file === 'sw.js');
    expect(sw, 'sw.js is built').toBeDefined();
    const precached = new Set(
      [...sw!.text.matchAll(/"url":\s*"([^"]+)"/g)].map((m) => m[1]!.replace(/^\//, '')),
    );
    // Navigations are answered with the unrendered shell (pre-rendered pages are precached too).
    expect(precached).toContain('shell.html');
    expect(precached).toContain('manifest.webmanifest');
    for (const icon of files(path.join(dist, 'icons')).filter((f) => f.endsWith('.png'))) {
      expect(precached).toContain(path.relative(dist, icon));
    }
    const chunks = files(path.join(dist, 'assets'))
      .filter((f) => f.endsWith('.js'))
      .map((f) => path.relative(dist, f));
    expect(chunks.length).toBeGreaterThan(5);
    // The back office's code is cached for staff only (staff-assets.json): every other
    // chunk is precached, and none of the staff list is.
    const staff = new Set(
      (JSON.parse(readFileSync(path.join(dist, 'staff-assets.json'), 'utf8')) as string[]).map(
        (url) => url.replace(/^\//, ''),
      ),
    );
    expect(staff.size).toBeGreaterThan(0);
    expect(chunks.filter((chunk) => !precached.has(chunk) && !staff.has(chunk))).toEqual([]);
    expect([...staff].filter((chunk) => precached.has(chunk))).toEqual([]);
    expect(precached.has('sw.js')).toBe(false);
  });
});
