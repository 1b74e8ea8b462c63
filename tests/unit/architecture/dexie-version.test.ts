// Dexie refuses to load twice in one app. RxDB's Dexie storage depends on an exact Dexie
// version, and sync/product-drafts/images.ts opens its own Dexie database: both must be one copy.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const json = (path: string) =>
  JSON.parse(readFileSync(new URL(`../../../${path}`, import.meta.url), 'utf8')) as {
    version: string;
    dependencies?: Record<string, string>;
  };

describe('one Dexie in the app', () => {
  it("pins dexie to the version RxDB's storage depends on, installed once", () => {
    const rxdbWants = json('node_modules/rxdb/package.json').dependencies?.dexie;
    expect(json('package.json').dependencies?.dexie).toBe(rxdbWants);
    expect(json('node_modules/dexie/package.json').version).toBe(rxdbWants);
  });
});
