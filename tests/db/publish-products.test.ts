// publish_products: an admin's product drafts published in one transaction, reporting
// (not overwriting) products another admin changed since the draft began and publishing the rest.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';

interface PublishResult {
  ok: boolean;
  upserted: string[];
  deleted: string[];
  conflicts: { id: string; server_modified: string | null; reason: string }[];
}

describe.each(ENGINES)('publish_products on %s', (kind) => {
  const { db, a } = withActors(kind);

  const publish = async (
    actor: Actor,
    upserts: unknown[],
    deletions: unknown[] = [],
    force = false,
  ) =>
    (
      await runAs<{ result: PublishResult }>(
        db.engine,
        actor,
        'select public.publish_products(upserts => $1::jsonb, deletions => $2::jsonb, force => $3) as result',
        [JSON.stringify(upserts), JSON.stringify(deletions), force],
      )
    ).rows[0]!.result;
  /** The product as the admin app pulled it: every column, _modified as the server sent it. */
  const pulled = async (id: string) =>
    (
      await db.engine.query<{ row: Record<string, unknown> }>(
        'select to_jsonb(p) as row from public.products p where id = $1',
        [id],
      )
    ).rows[0]!.row;
  const product = async (id: string) =>
    (
      await db.engine.query(
        `select name, price, price_paise::int as price_paise, rank, moq, hidden, _deleted
         from public.products where id = $1`,
        [id],
      )
    ).rows[0];
  const draftOf = (server: Record<string, unknown>, changes: Record<string, unknown>) => ({
    ...server,
    ...changes,
    _base_modified: server._modified,
  });

  it('upserts changed and added products and soft-deletes removed ones atomically', async () => {
    const ml01 = await pulled('ml01');
    const cc01 = await pulled('cc01');
    const result = await publish(
      a.admin,
      [
        draftOf(ml01, { price: '₹3,199', price_paise: 1, _deleted: true }),
        { id: 'ml02', name: 'MGRID ML02 Line Laser', category: 'Tools', price: '₹4,199' },
      ],
      [{ id: 'cc01', _base_modified: cc01._modified }],
    );
    expect(result).toEqual({
      ok: true,
      upserted: ['ml01', 'ml02'],
      deleted: ['cc01'],
      conflicts: [],
    });
    expect(await product('ml01')).toMatchObject({
      price: '₹3,199',
      price_paise: 319900,
      _deleted: false,
    });
    expect(await product('ml02')).toEqual({
      name: 'MGRID ML02 Line Laser',
      price: '₹4,199',
      price_paise: 419900,
      rank: 999,
      moq: 1,
      hidden: false,
      _deleted: false,
    });
    expect(await product('cc01')).toMatchObject({ _deleted: true });
  });

  it('publishes every product without a conflict and holds back only the conflicting ones', async () => {
    const sl01 = await pulled('sl01');
    const mdr40 = await pulled('mdr40');
    const ml01 = await pulled('ml01');
    await runAs(db.engine, a.superadmin, `update public.products set rank = 4 where id = 'sl01'`);
    const serverModified = (await pulled('sl01'))._modified;

    const upserts = [
      draftOf(sl01, { price: '₹6,499' }),
      { id: 'mdr40', name: 'Someone else\u2019s MDR40', category: 'Tools', price: '₹1,799' },
      { id: 'zz01', name: 'Brand new', category: 'Accessories', price: '₹99' },
      draftOf(ml01, { moq: 3 }),
    ];
    const deletions = [{ id: 'lg01', _base_modified: '2020-01-01T00:00:00Z' }];
    const result = await publish(a.admin, upserts, deletions);

    expect(result.ok).toBe(false);
    expect(result.upserted).toEqual(['zz01', 'ml01']);
    expect(result.deleted).toEqual([]);
    expect(
      result.conflicts.map(({ id, server_modified, reason }) => ({ id, server_modified, reason })),
    ).toEqual([
      { id: 'sl01', server_modified: serverModified, reason: 'changed' },
      { id: 'mdr40', server_modified: mdr40._modified, reason: 'exists' },
      { id: 'lg01', server_modified: expect.any(String), reason: 'changed' },
    ]);
    // The server's row comes with the conflict, so the app can merge field by field.
    expect(result.conflicts[0]).toMatchObject({ server: { id: 'sl01', rank: 4, price: '₹6,999' } });
    expect(await product('sl01')).toMatchObject({ price: '₹6,999', rank: 4 });
    expect(await product('mdr40')).toMatchObject({ price: '₹1,899' });
    expect(await product('zz01')).toMatchObject({ price: '₹99', _deleted: false });
    expect(await product('ml01')).toMatchObject({ moq: 3 });
    expect(await product('lg01')).toMatchObject({ _deleted: false });

    const forced = await publish(a.admin, upserts, deletions, true);
    expect(forced).toEqual({
      ok: true,
      upserted: ['sl01', 'mdr40', 'zz01', 'ml01'],
      deleted: ['lg01'],
      conflicts: [],
    });
    expect(await product('sl01')).toMatchObject({ price: '₹6,499', rank: 3 }); // the draft's
    expect(await product('zz01')).toMatchObject({ price_paise: 9900 });
    expect(await product('lg01')).toMatchObject({ _deleted: true });
  });

  it('succeeds when retried after a publish whose answer was lost', async () => {
    const tp160 = await pulled('tp160');
    const draft = draftOf(tp160, { price: '₹1,999' });
    expect((await publish(a.admin, [draft])).ok).toBe(true);
    const retry = await publish(a.admin, [draft]);
    expect(retry).toMatchObject({ ok: true, upserted: ['tp160'], conflicts: [] });
  });

  it('re-activates a soft-deleted product it upserts', async () => {
    const cc01 = await pulled('cc01');
    expect(cc01._deleted).toBe(true);
    const result = await publish(a.admin, [
      draftOf(cc01, { name: 'MGRID CC01 Hard Carry Case v2' }),
    ]);
    expect(result.ok).toBe(true);
    expect(await product('cc01')).toMatchObject({
      name: 'MGRID CC01 Hard Carry Case v2',
      _deleted: false,
    });
  });

  it('rolls everything back when one product is invalid', async () => {
    const bp = await pulled('bp2600');
    const error = await pgError(
      publish(a.admin, [
        draftOf(bp, { price: '₹999' }),
        { id: 'bad01', name: 'Bad', category: 'Tools', price: 'ask us' },
      ]),
    );
    expect(error.code).toBe('23514');
    expect(await product('bp2600')).toMatchObject({ price: '₹1,299' });
    expect(await product('bad01')).toBeUndefined();
  });

  it('refuses a product listed twice', async () => {
    const error = await pgError(
      publish(a.admin, [{ id: 'dup', name: 'x', category: 'Tools', price: '1' }], [{ id: 'dup' }]),
    );
    expect(error.message).toBe('Product dup appears more than once in this publish');
  });

  it('is refused to users, inactive admins and anon with 42501', async () => {
    for (const who of [a.user, a.inactiveAdmin, a.anon]) {
      const error = await pgError(
        publish(who, [{ id: 'ml01', name: 'Pwned', category: 'Tools', price: '1' }], [], true),
      );
      expect(error.code).toBe('42501');
    }
    expect(await product('ml01')).toMatchObject({ price: '₹3,199' });
  });
});
