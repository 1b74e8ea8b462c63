// Leads on this device, newest first; for admins with their queued status changes laid over.
import type { LeadStatusChangeDoc } from '../admin-leads/model.ts';
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { toLead, type Lead } from './model.ts';

export const leadsStore = (sync: Sync) =>
  liveStore<Lead[]>(
    sync,
    'leads',
    (db, { combineLatest, map }) =>
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
