// Live lists of leads (admins: with queued status changes laid over), orders and
// registrations, newest first.
import { combineLatest, map } from 'rxjs';
import { liveStore } from './live.ts';
import {
  toLead,
  toOrder,
  toRegistration,
  type Lead,
  type Order,
  type Registration,
} from './records-model.ts';
import type { Sync } from './runtime.ts';
import type { LeadStatusChangeDoc } from '../admin-leads/schema.ts';

export const leadsStore = (sync: Sync) =>
  liveStore<Lead[]>(
    sync,
    'leads',
    (db) =>
      combineLatest([
        db.leads.find({ sort: [{ created_at: 'desc' }] }).$,
        db.admin_commands.find({ selector: { syncedAt: 0 }, sort: [{ created_at: 'asc' }] }).$,
      ]).pipe(
        map(([leads, queued]) => {
          const latest = new Map<string, LeadStatusChangeDoc>();
          for (const command of queued) {
            if (!command.syncError) latest.set(command.lead_id, command.toMutableJSON());
          }
          return leads.map((doc) => toLead(doc.toMutableJSON(), latest.get(doc.id)));
        }),
      ),
    [],
  );

export const ordersStore = (sync: Sync) =>
  liveStore<Order[]>(
    sync,
    'orders',
    (db) =>
      db.orders
        .find({ sort: [{ created_at: 'desc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toOrder(doc.toMutableJSON())))),
    [],
  );

export const registrationsStore = (sync: Sync) =>
  liveStore<Registration[]>(
    sync,
    'registrations',
    (db) =>
      db.registrations
        .find({ sort: [{ created_at: 'desc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toRegistration(doc.toMutableJSON())))),
    [],
  );
