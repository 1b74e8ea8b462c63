// Owns which Postgres extensions PGlite can create, and loads each one's files only when a
// statement creates it (or a database already has it), so a migration written for hosted
// Supabase (`create extension if not exists pg_trgm with schema extensions;`) applies
// unchanged without every PGlite start unpacking two dozen bundles.
//
// PGlite 0.5 only loads extension bundles given to PGlite.create; this module writes a
// bundle's files into the running instance's file system instead (`mod.FS`, the same place
// PGlite's own loader writes them), and Postgres dlopens the library on `create extension`.
// That reaches into PGlite's internals, pinned to @electric-sql/pglite 0.5.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

/** Extension name (as in `create extension`) -> bundle: a PGlite contrib tarball or a package. */
const BUNDLES: Record<string, { file: string; from?: string }> = {
  amcheck: { file: 'amcheck' },
  autoinc: { file: 'spi' },
  bloom: { file: 'bloom' },
  btree_gin: { file: 'btree_gin' },
  btree_gist: { file: 'btree_gist' },
  citext: { file: 'citext' },
  cube: { file: 'cube' },
  dict_int: { file: 'dict_int' },
  dict_xsyn: { file: 'dict_xsyn' },
  earthdistance: { file: 'earthdistance' },
  fuzzystrmatch: { file: 'fuzzystrmatch' },
  hstore: { file: 'hstore' },
  insert_username: { file: 'spi' },
  intarray: { file: 'intarray' },
  isn: { file: 'isn' },
  lo: { file: 'lo' },
  ltree: { file: 'ltree' },
  moddatetime: { file: 'spi' },
  pageinspect: { file: 'pageinspect' },
  pg_buffercache: { file: 'pg_buffercache' },
  pg_freespacemap: { file: 'pg_freespacemap' },
  pg_surgery: { file: 'pg_surgery' },
  pg_trgm: { file: 'pg_trgm' },
  pg_visibility: { file: 'pg_visibility' },
  pg_walinspect: { file: 'pg_walinspect' },
  pgcrypto: { file: 'pgcrypto' },
  refint: { file: 'spi' },
  seg: { file: 'seg' },
  tablefunc: { file: 'tablefunc' },
  tcn: { file: 'tcn' },
  tsm_system_rows: { file: 'tsm_system_rows' },
  tsm_system_time: { file: 'tsm_system_time' },
  unaccent: { file: 'unaccent' },
  'uuid-ossp': { file: 'uuid-ossp' },
  vector: { file: 'vector', from: '@electric-sql/pglite-pgvector' },
};

/** What `create extension ... cascade` also creates. */
const REQUIRES: Record<string, string[]> = { earthdistance: ['cube'] };

export const PGLITE_EXTENSIONS = Object.keys(BUNDLES).sort();

const CREATE_EXTENSION = /create\s+extension\s+(?:if\s+not\s+exists\s+)?(?:"([^"]+)"|([\w-]+))/gi;

/** Extensions a SQL text creates, with what they require. */
export function extensionsCreatedBy(sql: string): string[] {
  if (!/create\s+extension/i.test(sql)) return [];
  const names = [...sql.matchAll(CREATE_EXTENSION)].map((m) => (m[1] ?? m[2]!).toLowerCase());
  return [...new Set(names.flatMap((n) => [...(REQUIRES[n] ?? []), n]))];
}

interface TarFile {
  name: string;
  data: Uint8Array;
}

/** Regular files of a (ustar) tar archive. */
function untar(buffer: Buffer): TarFile[] {
  const files: TarFile[] = [];
  let offset = 0;
  while (offset + 512 <= buffer.length) {
    const header = buffer.subarray(offset, offset + 512);
    if (header.every((b) => b === 0)) break;
    const text = (from: number, to: number) =>
      header.subarray(from, to).toString('utf8').replace(/\0.*$/s, '');
    const prefix = text(345, 500);
    const name = prefix ? `${prefix}/${text(0, 100)}` : text(0, 100);
    const size = parseInt(text(124, 136).trim() || '0', 8);
    const type = String.fromCharCode(header[156]!);
    offset += 512;
    if (type === '0' || type === '\0')
      files.push({ name, data: buffer.subarray(offset, offset + size) });
    offset += Math.ceil(size / 512) * 512;
  }
  return files;
}

const require = createRequire(import.meta.url);

function bundlePath(bundle: { file: string; from?: string }): string {
  const entry = require.resolve(bundle.from ?? '@electric-sql/pglite');
  return path.join(path.dirname(entry), `${bundle.file}.tar.gz`);
}

interface PgliteModule {
  WASM_PREFIX: string;
  FS: {
    analyzePath(p: string): { exists: boolean };
    mkdirTree(p: string): void;
    writeFile(p: string, data: Uint8Array): void;
  };
}

/** Loads bundles into one PGlite instance on demand; remembers what it loaded. */
export class ExtensionLoader {
  private readonly loaded = new Set<string>();

  constructor(
    private readonly db: PGlite,
    preloaded: string[] = [],
  ) {
    for (const name of preloaded) this.loaded.add(BUNDLES[name]?.file ?? name);
  }

  private async load(name: string): Promise<void> {
    const bundle = BUNDLES[name];
    if (!bundle || this.loaded.has(bundle.file)) return;
    const mod = (this.db as unknown as { mod: PgliteModule }).mod;
    const files = untar(gunzipSync(await readFile(bundlePath(bundle))));
    for (const file of files) {
      if (file.name.startsWith('.')) continue;
      const target = `${mod.WASM_PREFIX}/${file.name}`;
      const dir = target.slice(0, target.lastIndexOf('/'));
      if (!mod.FS.analyzePath(dir).exists) mod.FS.mkdirTree(dir);
      mod.FS.writeFile(target, file.data);
    }
    this.loaded.add(bundle.file);
  }

  /** Before running `sql`: the bundles of the extensions it creates. */
  async beforeSql(sql: string): Promise<void> {
    for (const name of extensionsCreatedBy(sql)) await this.load(name);
  }

  /** After opening a database: the bundles of the extensions it already has. */
  async loadInstalled(): Promise<void> {
    const { rows } = await this.db.query<{ extname: string }>('select extname from pg_extension');
    for (const { extname } of rows) await this.load(extname);
  }
}
