// Staff commands against the real server: an app update turns a lead status change still
// waiting on a phone (the version 0 admin_commands row) into a lead.status command that
// arrives once in public.staff_commands; order commands apply once, and a refused one keeps
// the database's reason on the device.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../../sync/engine/database.ts';
import { signIn, signOut } from '../../../sync/session/actions.ts';
import {
  keepDeskCopy,
  queueStaffCommand,
  readDeskCopy,
} from '../../../sync/staff-commands/actions.ts';
import { pendingCommandsStore } from '../../../sync/staff-commands/queries.ts';
import {
  adminCommandSchemaV0,
  type LeadStatusChangeDocV0,
} from '../../../sync/staff-commands/schema.ts';
import { COLLECTIONS } from '../../../sync/registry.ts';
import { internals, startClient, uniqueName, until, withServer } from './support.ts';

const ADMIN = '5a000000-0000-4000-8000-000000000002';
const LEAD = '1e000000-0000-4000-8000-000000000004';
const ORDER = '0d000000-0000-4000-8000-000000000001';

const change = (id: string, fields: Partial<LeadStatusChangeDocV0>): LeadStatusChangeDocV0 => ({
  id,
  lead_id: LEAD,
  new_status: 'qualified',
  assigned_to: null,
  notes: 'Wants 20 units',
  created_at: '2026-11-25T10:00:00.000Z',
  syncedAt: 0,
  syncError: null,
  ownerId: ADMIN,
  ...fields,
});

describe('staff commands', () => {
  const server = withServer();

  it('sends a lead status change left waiting by the previous version, once', async () => {
    const name = uniqueName('commands-update');
    const old = await createDatabase({
      collections: COLLECTIONS,
      name,
      multiInstance: false,
      replace: { admin_commands: { schema: adminCommandSchemaV0 } },
    });
    const waiting = change('7c000000-0000-4000-8000-000000000001', {});
    const sent = change('7c000000-0000-4000-8000-000000000002', {
      new_status: 'lost',
      syncedAt: 5000,
    });
    const inserted = await (
      old.collections.admin_commands as unknown as {
        bulkInsert(docs: object[]): Promise<{ error: unknown[] }>;
      }
    ).bulkInsert([waiting, sent]);
    expect(inserted.error).toEqual([]);
    await old.close();

    const sync = await startClient(server, name);
    const migrated = await internals(sync).db.admin_commands.findOne(waiting.id).exec();
    expect(migrated?.toJSON()).toMatchObject({
      kind: 'lead.status',
      target_id: LEAD,
      args: { status: 'qualified', notes: 'Wants 20 units' },
      syncedAt: 0,
    });
    await signIn('admin@mgrid.local', 'mgrid-demo', sync);
    const lead = await until(
      async () =>
        (
          await server.engine.query<{ status: string; notes: string }>(
            'select status, notes from public.leads where id = $1',
            [LEAD],
          )
        ).rows[0],
      (row) => row?.status === 'qualified',
      30_000,
    );
    expect(lead).toEqual({ status: 'qualified', notes: 'Wants 20 units' });
    const rows = await server.engine.query<{ id: string; kind: string; created_by: string }>(
      'select id, kind, created_by from public.staff_commands where target_id = $1',
      [LEAD],
    );
    expect(rows.rows).toEqual([{ id: waiting.id, kind: 'lead.status', created_by: ADMIN }]);
  });

  it('applies order commands once and keeps the reason of a refused one', async () => {
    const sync = await startClient(server);
    await signIn('admin@mgrid.local', 'mgrid-demo', sync);
    const confirm = await queueStaffCommand('order.confirm', ORDER, {}, sync);
    const deliver = await queueStaffCommand('order.deliver', ORDER, {}, sync);
    const pending = pendingCommandsStore(sync);
    const refused = await until(
      () => pending.get(),
      (list) => list.length === 1 && list[0]!.refusedBecause !== null,
      30_000,
    );
    expect(refused).toEqual([
      expect.objectContaining({
        id: deliver,
        targetId: ORDER,
        refusedBecause: 'This order must be packed before it can be marked delivered.',
      }),
    ]);
    const order = await server.engine.query<{ status: string }>(
      'select status from public.orders where id = $1',
      [ORDER],
    );
    expect(order.rows[0]!.status).toBe('confirmed');
    const stored = await server.engine.query<{ id: string }>(
      'select id from public.staff_commands where target_id = $1',
      [ORDER],
    );
    expect(stored.rows).toEqual([{ id: confirm }]);
    const events = await server.engine.query<{ kind: string; actor_id: string }>(
      'select kind, actor_id from public.order_events where order_id = $1 order by created_at',
      [ORDER],
    );
    expect(events.rows).toEqual([
      { kind: 'placed', actor_id: null },
      { kind: 'confirmed', actor_id: ADMIN },
    ]);
  });

  it("keeps the desk's copy for its staff member, never sends it, and drops it at sign-out", async () => {
    const sync = await startClient(server);
    await signIn('admin@mgrid.local', 'mgrid-demo', sync);
    await keepDeskCopy('order', ORDER, { id: ORDER, status: 'placed' }, sync);
    expect(await readDeskCopy('order', ORDER, sync)).toMatchObject({
      value: { id: ORDER, status: 'placed' },
    });
    expect(sync.status.get().collections.admin_commands!.pendingWrites).toBe(0);
    await signOut(sync);
    expect(await internals(sync).db.admin_commands.count().exec()).toBe(0);
    const sent = await server.engine.query<{ n: number }>(
      "select count(*)::int as n from public.staff_commands where kind like 'desk.%'",
    );
    expect(sent.rows[0]!.n).toBe(0);
  });

  it('applies commands made with no connection in the order they were made', async () => {
    const sync = await startClient(server);
    await signIn('admin@mgrid.local', 'mgrid-demo', sync);
    const { rows } = await server.engine.query<{ id: string }>(
      `insert into public.orders (customer_name, phone, address_line1, city, state, pin_code,
         items, payment_method)
       values ('Meera Iyer', '9820012345', '7 Residency Road', 'Bengaluru', 'Karnataka',
         '560025', '[{"productId": "mdr40", "quantity": 1}]', 'cod')
       returning id`,
    );
    const id = rows[0]!.id;
    await server.stopApi();
    try {
      await queueStaffCommand('order.confirm', id, {}, sync);
      await queueStaffCommand('order.pack', id, {}, sync);
      await queueStaffCommand(
        'order.ship',
        id,
        { courier: 'Delhivery', tracking_number: '1234567890' },
        sync,
      );
      await queueStaffCommand('order.note', id, { text: 'Left with the guard' }, sync);
    } finally {
      await server.startApi();
    }
    sync.retry();
    // Sent all at once, pack could reach the database before confirm and be refused.
    const events = await until(
      async () =>
        (
          await server.engine.query<{ kind: string }>(
            'select kind from public.order_events where order_id = $1 order by created_at',
            [id],
          )
        ).rows.map((r) => r.kind),
      (kinds) => kinds.length === 5,
      30_000,
    );
    expect(events).toEqual(['placed', 'confirmed', 'packed', 'shipped', 'note']);
    await until(
      () => pendingCommandsStore(sync).get(),
      (list) => list.length === 0,
    );
  });
});
