// PGlite extensions loaded on demand: the start-up time of an in-memory PGlite as the local
// server opens it (pgcrypto only) against one given every bundle up front, and what each
// `create extension` costs when its bundle is unpacked at that moment.
import { PGlite, type Extension } from '@electric-sql/pglite';
import { openPglite } from '../supabase/local/db/pglite.ts';

const CONTRIB = [
  'pgcrypto',
  'pg_trgm',
  'citext',
  'hstore',
  'ltree',
  'unaccent',
  'uuid_ossp',
  'fuzzystrmatch',
  'btree_gin',
  'btree_gist',
  'moddatetime',
  'tablefunc',
  'cube',
  'earthdistance',
  'isn',
  'seg',
];
const CREATE = [
  'pg_trgm',
  'citext',
  'hstore',
  'ltree',
  'unaccent',
  'uuid-ossp',
  'fuzzystrmatch',
  'btree_gin',
  'btree_gist',
  'moddatetime',
  'tablefunc',
  'cube',
  'earthdistance',
  'isn',
  'seg',
  'vector',
];

async function timed<T>(fn: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const value = await fn();
  return [value, performance.now() - started];
}

async function eagerStart(): Promise<number> {
  const extensions: Record<string, Extension> = {};
  for (const name of CONTRIB) {
    const mod = (await import(`@electric-sql/pglite/contrib/${name}`)) as Record<string, Extension>;
    extensions[name] = mod[name]!;
  }
  const [eager, ms] = await timed(() => PGlite.create({ extensions }));
  await eager.close();
  return ms;
}

async function onDemandStart(): Promise<number> {
  const [db, ms] = await timed(() => openPglite());
  await db.close();
  return ms;
}

export async function run(): Promise<void> {
  // Alternate the two starts (after a warm-up) and keep the fastest of each: on a shared
  // machine the first start also pays for compiling PGlite.
  await onDemandStart();
  const lazy: number[] = [];
  const eager: number[] = [];
  for (let i = 0; i < 2; i += 1) {
    lazy.push(await onDemandStart());
    eager.push(await eagerStart());
  }
  const db = await openPglite();
  const costs: string[] = [];
  for (const name of CREATE) {
    const [, ms] = await timed(() => db.exec(`create extension if not exists "${name}"`));
    costs.push(`${name} ${ms.toFixed(0)} ms`);
  }
  await db.close();
  console.log(`start, pgcrypto only (on demand): ${Math.min(...lazy).toFixed(0)} ms`);
  console.log(`start, ${CONTRIB.length} bundles up front: ${Math.min(...eager).toFixed(0)} ms`);
  console.log(`create extension, bundle unpacked on demand: ${costs.join(', ')}`);
}
