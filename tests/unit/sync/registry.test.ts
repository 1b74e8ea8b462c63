// The registry is the one list of collections (sync/registry.ts). IndexedDB keeps each
// collection's rows under its name, and replication its checkpoints under identifiers made
// from it: renaming a folder must never rename a collection, or every device would lose its
// cart, drafts and unsent writes. Open-source RxDB opens 13 collections at most (error COL23),
// so device data beyond them is a kind of device_records (KINDS): its name is kept in every
// record in the same way, and a new slice adds a kind, never a collection.
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, KINDS } from '../../../sync/registry.ts';
import { deviceRecords } from '../../../sync/engine/kinds/device-records.ts';

describe('the collection registry', () => {
  it('keeps the collection names devices already hold, in their creation order', () => {
    expect(COLLECTIONS.map((c) => c.name)).toEqual([
      'products',
      'services',
      'banners',
      'dealers',
      'site_settings',
      'product_drafts',
      'cart',
      'leads',
      'orders',
      'registrations',
      'admin_commands',
      'device_records',
    ]);
  });

  it('opens no more collections than RxDB allows, a former collection adopted included', () => {
    // A kind's former collection (chat's) is opened beside the others while its rows are
    // adopted, one at a time, then removed: it needs a slot of its own on that first open.
    const adopting = KINDS.some((kind) => kind.formerCollection) ? 1 : 0;
    expect(COLLECTIONS.length + adopting).toBeLessThanOrEqual(13);
  });

  it('keeps the kind names devices already hold, each once', () => {
    expect(KINDS.map((k) => k.name)).toEqual(['chat', 'dealer_application', 'dealer_prices']);
    expect(new Set(KINDS.map((k) => k.name)).size).toBe(KINDS.length);
    const records = COLLECTIONS.find((c) => c.name === 'device_records');
    expect(records && 'kinds' in records ? records.kinds : null).toBe(KINDS);
    expect(() => deviceRecords([...KINDS, KINDS[0]])).toThrow('Kind chat is declared twice');
    expect(() => deviceRecords([{ ...KINDS[0], name: 'Repair|tickets' }])).toThrow(
      'lower case, digits and _ only',
    );
  });

  it("migrates each kind from every version it had, so opening never fails on a device's data", () => {
    for (const kind of KINDS) {
      const steps = Object.keys(kind.migrations ?? {}).map(Number);
      expect(steps.sort((a, b) => a - b)).toEqual(
        Array.from({ length: kind.version }, (_, i) => i + 1),
      );
    }
  });

  it('wipes at sign-out the kinds it always has', () => {
    expect(Object.fromEntries(KINDS.map((k) => [k.name, k.signOut ?? 'kept']))).toEqual({
      chat: 'all-rows',
      dealer_application: 'their-sent-rows',
      dealer_prices: 'all-rows',
    });
  });

  it('names each schema as its collection', () => {
    for (const collection of COLLECTIONS) expect(collection.schema.title).toBe(collection.name);
  });

  it('syncs each collection with its table, as it always has', () => {
    const wiring = Object.fromEntries(
      COLLECTIONS.map(({ name, sync }) => [
        name,
        sync.kind === 'local' ? 'local' : `${sync.kind} ${sync.table}`,
      ]),
    );
    expect(wiring).toEqual({
      products: 'catalogue products',
      services: 'catalogue services',
      banners: 'catalogue banners',
      dealers: 'catalogue dealers',
      site_settings: 'catalogue site_settings',
      product_drafts: 'local',
      cart: 'local',
      leads: 'outbox leads',
      orders: 'outbox orders',
      registrations: 'outbox product_registrations',
      admin_commands: 'outbox staff_commands',
      device_records: 'local',
    });
  });

  it('says in one line what each unsent write is', () => {
    const byName = Object.fromEntries(COLLECTIONS.map((c) => [c.name, c]));
    const summary = (name: string, row: object) => {
      const wiring = byName[name]!.sync;
      if (wiring.kind !== 'outbox') throw new Error(`${name} is no outbox`);
      return wiring.summary(row as never);
    };
    expect(summary('orders', { total_in_paise: 1299900, customer_name: ' Asha Rao ' })).toBe(
      'Order ₹12,999 for Asha Rao',
    );
    expect(summary('leads', { name: '  ', email: null, phone: '+919876543210' })).toBe(
      'Enquiry from +919876543210',
    );
    expect(summary('registrations', { product_model: 'SL02', owner_name: null })).toBe(
      'Registration of SL02 for a customer',
    );
    expect(
      summary('admin_commands', {
        kind: 'lead.status',
        target_id: '0123456789abcdef',
        args: { status: 'won' },
      }),
    ).toBe('Lead 01234567 set to won');
    expect(
      summary('admin_commands', {
        kind: 'order.ship',
        target_id: '6f1c1d2e-4b1a-4c55-9b0e-2a7d3c9e8f10',
        args: { courier: 'Delhivery', tracking_number: '1234567890' },
      }),
    ).toBe('Order MG-6F1C1D2E: Shipped with Delhivery, AWB 1234567890');
  });
});
