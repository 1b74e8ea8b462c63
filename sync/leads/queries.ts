// Leads on this device, newest first; for admins with their queued status changes and
// follow-up days laid over.
import type { QueuedLeadFollowUp, QueuedLeadStatus } from '../staff-commands/model.ts';
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
        db.admin_commands.find({
          selector: { syncedAt: 0, kind: { $in: ['lead.status', 'lead.follow_up'] } },
          sort: [{ created_at: 'asc' }],
        }).$,
      ]).pipe(
        map(([leads, queued]) => {
          const latest = new Map<string, QueuedLeadStatus>();
          const days = new Map<string, QueuedLeadFollowUp>();
          for (const command of queued) {
            if (command.syncError) continue;
            const args = command.args as Record<string, string | undefined>;
            if (command.kind === 'lead.follow_up') {
              days.set(command.target_id, {
                leadId: command.target_id,
                day: args.follow_up_date || null,
              });
              continue;
            }
            latest.set(command.target_id, {
              leadId: command.target_id,
              status: String(args.status),
              assignedTo: args.assigned_to ?? null,
              notes: args.notes ?? null,
            });
          }
          return leads.map((doc) =>
            toLead(doc.toMutableJSON(), latest.get(doc.id), days.get(doc.id)),
          );
        }),
      ),
    [],
  );
