// The product-images bucket: public to read, written only by active admins.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';

describe.each(ENGINES)('storage on %s', (kind) => {
  const { db, a } = withActors(kind);
  const upload = (actor: Actor, name: string, bucket = 'product-images') =>
    runAs(
      db.engine,
      actor,
      `insert into storage.objects (id, bucket_id, name, metadata)
       values ($1, $2, $3, '{"mimetype": "image/webp", "size": 2048}')`,
      [randomUUID(), bucket, name],
    );

  beforeAll(async () => {
    await db.engine.query(
      `insert into storage.buckets (id, name) values ('private-docs', 'private-docs')`,
    );
  });

  it('creates the public product-images bucket with its limits', async () => {
    const { rows } = await db.engine.query(
      `select public, file_size_limit::int as limit, allowed_mime_types
       from storage.buckets where id = 'product-images'`,
    );
    expect(rows).toEqual([
      {
        public: true,
        limit: 5 * 1024 * 1024,
        allowed_mime_types: ['image/jpeg', 'image/png', 'image/webp', 'image/avif'],
      },
    ]);
  });

  it('lets an admin upload, replace and delete product images', async () => {
    await upload(a.admin, 'sl02/front.webp');
    const replace = await runAs(
      db.engine,
      a.superadmin,
      `update storage.objects set metadata = '{"mimetype": "image/webp", "size": 4096}'
       where bucket_id = 'product-images' and name = 'sl02/front.webp'`,
    );
    expect(replace.rowCount).toBe(1);
    await upload(a.admin, 'sl02/old.webp');
    const removed = await runAs(
      db.engine,
      a.admin,
      `delete from storage.objects where bucket_id = 'product-images' and name = 'sl02/old.webp'`,
    );
    expect(removed.rowCount).toBe(1);
  });

  it('lets everyone read product images', async () => {
    for (const who of [a.anon, a.user]) {
      const { rows } = await runAs(
        db.engine,
        who,
        `select name from storage.objects where bucket_id = 'product-images'`,
      );
      expect(rows).toEqual([{ name: 'sl02/front.webp' }]);
    }
  });

  it('refuses uploads by anon, users and inactive admins', async () => {
    for (const who of [a.anon, a.user, a.inactiveAdmin]) {
      const error = await pgError(upload(who, `intruder-${randomUUID()}.png`));
      expect(error.code).toBe('42501');
    }
  });

  it('refuses users changing or deleting product images', async () => {
    const update = await runAs(
      db.engine,
      a.user,
      `update storage.objects set name = 'defaced.webp' where bucket_id = 'product-images'`,
    );
    const remove = await runAs(db.engine, a.anon, `delete from storage.objects`);
    expect([update.rowCount, remove.rowCount]).toEqual([0, 0]);
  });

  it('gives admins no rights in other buckets', async () => {
    const error = await pgError(upload(a.admin, 'contract.pdf', 'private-docs'));
    expect(error.code).toBe('42501');
  });
});
