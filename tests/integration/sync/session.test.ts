// Signed-in extras and what leaves the device on sign-out (shared shop phones): an admin's
// leads and sent commands, a user's own orders and registrations. Unsent writes stay and are
// still delivered.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { changeLeadStatus } from '../../../sync/admin-leads/actions.ts';
import { signIn, signOut, signUp } from '../../../sync/session/actions.ts';
import { addToCart } from '../../../sync/cart/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import { placeOrder } from '../../../sync/orders/actions.ts';
import { addChatMessage, getChatMessages } from '../../../sync/chat/actions.ts';
import { leadsStore } from '../../../sync/leads/queries.ts';
import type { Product } from '../../../sync/products/model.ts';
import { internals, localIds, startClient, until, withServer, storedProduct } from './support.ts';

const ADMIN = '5a000000-0000-4000-8000-000000000002';
const USER = '5a000000-0000-4000-8000-000000000003';
const SEEDED_LEADS = [1, 2, 3, 4, 5].map((n) => `1e000000-0000-4000-8000-00000000000${n}`);

describe('session extras and sign-out', () => {
  const server = withServer('pglite', (started) => started.startApi());

  it("pulls an admin's leads, sends their status change, and wipes both on sign-out", async () => {
    const sync = await startClient(server);
    await until(
      () => sync.session.get().status,
      (s) => s === 'signed-out',
    );
    expect(await localIds(sync, 'leads')).toEqual([]);

    const user = await signIn('admin@mgrid.local', 'mgrid-demo', sync);
    expect(user).toMatchObject({ id: ADMIN, role: 'admin', fullName: 'Arjun Mehta' });
    expect(sync.session.get()).toMatchObject({ status: 'signed-in', user: { role: 'admin' } });
    await until(
      () => localIds(sync, 'leads'),
      (ids) => ids.length === 5,
    );
    expect(await localIds(sync, 'leads')).toEqual(SEEDED_LEADS);

    const commandId = await changeLeadStatus(
      SEEDED_LEADS[2]!,
      'contacted',
      { notes: 'Called back' },
      sync,
    );
    const store = leadsStore(sync);
    await store.ready();
    const applied = await until(
      async () =>
        (
          await server.engine.query<{ applied_at: string | null; kind: string }>(
            'select applied_at, kind from public.staff_commands where id = $1',
            [commandId],
          )
        ).rows[0],
      (row) => Boolean(row?.applied_at),
    );
    expect(applied?.kind).toBe('lead.status');
    const lead = (
      await server.engine.query<{ status: string; notes: string }>(
        'select status, notes from public.leads where id = $1',
        [SEEDED_LEADS[2]],
      )
    ).rows[0];
    expect(lead).toEqual({ status: 'contacted', notes: 'Called back' });
    await until(
      () => store.get().find((l) => l.id === SEEDED_LEADS[2]),
      (l) => l?.status === 'contacted' && l.pendingStatus === null,
    );

    // Offline: the change is queued, shown at once, and applied when the server is back.
    await server.stopApi();
    await changeLeadStatus(SEEDED_LEADS[3]!, 'qualified', {}, sync);
    const queued = await until(
      () => store.get().find((l) => l.id === SEEDED_LEADS[3]),
      (l) => l?.pendingStatus === 'qualified',
    );
    expect(queued).toMatchObject({ status: 'qualified' });
    expect(sync.status.get().collections.admin_commands!.pendingWrites).toBe(1);
    await server.startApi();
    sync.retry();
    await until(
      async () =>
        (
          await server.engine.query<{ status: string }>(
            'select status from public.leads where id = $1',
            [SEEDED_LEADS[3]],
          )
        ).rows[0]?.status,
      (status) => status === 'qualified',
      30_000,
    );
    await until(
      () => sync.status.get().collections.admin_commands!.pendingWrites,
      (n) => n === 0,
    );

    await addChatMessage({ type: 'user', content: 'My number is 98200 45120' }, sync);
    expect((await getChatMessages(sync)).map((m) => m.content)).toEqual([
      'My number is 98200 45120',
    ]);

    await signOut(sync);
    expect(sync.session.get()).toMatchObject({ status: 'signed-out', user: null, notice: null });
    expect(await getChatMessages(sync)).toEqual([]);
    expect(await localIds(sync, 'leads')).toEqual([]);
    expect(await internals(sync).db.admin_commands.count().exec()).toBe(0);
    expect(await internals(sync).db.getLocal('session-profile')).toBeNull();
  });

  it("pulls a user's own orders and registrations, wipes them on sign-out, keeps an unsent order", async () => {
    const sync = await startClient(server);
    await storedProduct(sync, 'ml01');
    await signIn('user@mgrid.local', 'mgrid-demo', sync);
    await until(
      () => localIds(sync, 'orders'),
      (ids) => ids.length === 1,
    );
    await until(
      () => localIds(sync, 'registrations'),
      (ids) => ids.length === 1,
    );
    const pulled = await internals(sync)
      .db.orders.findOne('0d000000-0000-4000-8000-000000000001')
      .exec();
    expect(pulled?.toJSON()).toMatchObject({
      user_id: USER,
      customer_name: 'Priya Sharma',
      ownerId: USER,
    });
    expect(pulled?.total_in_paise).toBe(349_900 + 2 * 24_900 + 15_000);
    expect(pulled?.confirmedAt).toBeGreaterThan(0); // the database's own figures

    // An order placed while the server is down, then the person signs out (offline).
    await server.stopApi();
    await addToCart((await getProduct('ml01', sync)) as Product, 1, sync);
    const offlineOrder = await placeOrder(
      {
        name: 'Priya Sharma',
        phone: '9876543210',
        addressLine1: 'Flat 402',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411045',
        paymentMethod: 'cod',
      },
      sync,
    );
    await signOut(sync);
    expect(sync.session.get().status).toBe('signed-out');
    expect(await localIds(sync, 'orders')).toEqual([offlineOrder]);
    expect(await localIds(sync, 'registrations')).toEqual([]);

    // The order is not lost: it reaches the shop once the server is back (as a guest order).
    await server.startApi();
    sync.retry();
    const row = await until(
      async () =>
        (
          await server.engine.query<{ user_id: string | null; total_in_paise: string }>(
            'select user_id, total_in_paise from public.orders where id = $1',
            [offlineOrder],
          )
        ).rows[0],
      Boolean,
      30_000,
    );
    expect(row).toEqual({ user_id: null, total_in_paise: expect.anything() });
    expect(Number(row?.total_in_paise)).toBe(349_900 + 15_000);
  });

  it('signs up a new account as a user', async () => {
    const sync = await startClient(server);
    await until(
      () => sync.session.get().status,
      (s) => s === 'signed-out',
    );
    const result = await signUp('new.buyer@example.in', 'Strong-pass-2026', 'New Buyer', sync);
    expect(result).toEqual({ signedIn: true });
    const state = await until(
      () => sync.session.get(),
      (s) => s.user?.fullName === 'New Buyer',
    );
    expect(state).toMatchObject({
      status: 'signed-in',
      user: { role: 'user', email: 'new.buyer@example.in' },
    });
    const row = (
      await server.engine.query<{ role: string }>(
        `select role from public.users where email = 'new.buyer@example.in'`,
      )
    ).rows[0];
    expect(row).toEqual({ role: 'user' });
  });

  it('refuses a deactivated account and a wrong password, leaving nobody signed in', async () => {
    const sync = await startClient(server);
    await until(
      () => sync.session.get().status,
      (s) => s === 'signed-out',
    );
    await expect(signIn('user@mgrid.local', 'wrong-password', sync)).rejects.toThrow();
    await server.engine.query('update public.users set is_active = false where id = $1', [USER]);
    try {
      await expect(signIn('user@mgrid.local', 'mgrid-demo', sync)).rejects.toThrow(
        'Your account has been deactivated. Please contact support.',
      );
      expect(sync.session.get()).toMatchObject({ status: 'signed-out', user: null, notice: null });
      expect(await localIds(sync, 'orders')).toEqual([]);
    } finally {
      await server.engine.query('update public.users set is_active = true where id = $1', [USER]);
    }
  });
});
