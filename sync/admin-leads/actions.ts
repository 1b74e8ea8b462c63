// An admin changing a lead's status, online or not: queued as a lead.status staff command
// that the database applies with the same checks as update_lead_status
// (docs/decisions.md#offline-staff-actions-are-rows-of-one-command-table). Until it is sent,
// the admin's lead list shows the queued status.
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { startedSync } from '../engine/app-sync.ts';
import { optional } from '../engine/outbox-write.ts';
import { queueStaffCommand } from '../staff-commands/actions.ts';
import { isNetworkFailure } from '../engine/replication/errors.ts';
import type { LeadDeskFilter } from '../../src/lib/lead-desk.ts';
import { fetchAllLeads } from './desk.ts';
import type { LeadDeskRow, LeadStatus } from './model.ts';

export async function changeLeadStatus(
  leadId: string,
  newStatus: LeadStatus,
  options: { assignedTo?: string | null; notes?: string | null } = {},
  given?: Sync,
): Promise<string> {
  const args: Record<string, unknown> = { status: newStatus };
  if (options.assignedTo) args.assigned_to = options.assignedTo;
  const notes = optional(options.notes);
  if (notes) args.notes = notes;
  return queueStaffCommand('lead.status', leadId, args, given);
}

/**
 * Changes a lead's status through update_lead_status when the server answers; with no
 * network, queues the same change as a command that applies when back online. Returns
 * 'applied' or 'queued'; a refusal by the server throws its reason.
 */
export async function setLeadStatus(
  leadId: string,
  newStatus: LeadStatus,
  options: { notes?: string | null } = {},
  given?: Sync,
): Promise<'applied' | 'queued'> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  if (runtime.client && runtime.status.get().online) {
    const { error } = await runtime.client.rpc('update_lead_status', {
      lead_id: leadId,
      new_status: newStatus,
      // Left out rather than null: the function's default is null.
      notes: optional(options.notes) ?? undefined,
    });
    if (!error) return 'applied';
    if (!isNetworkFailure(error)) throw new Error(error.message);
  }
  await changeLeadStatus(leadId, newStatus, options, sync);
  return 'queued';
}

/**
 * Sets (or, with null, clears) the day to follow a lead up: through set_lead_follow_up when
 * the server answers; with no network, queued as a lead.follow_up command that applies when
 * back online. `day` is yyyy-mm-dd, a day in India. Returns 'applied' or 'queued'; a refusal
 * by the server throws its reason.
 */
export async function setLeadFollowUp(
  leadId: string,
  day: string | null,
  given?: Sync,
): Promise<'applied' | 'queued'> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  if (runtime.client && runtime.status.get().online) {
    const { error } = await runtime.client.rpc('set_lead_follow_up', {
      lead_id: leadId,
      follow_up_date: day ?? undefined,
    });
    if (!error) return 'applied';
    if (!isNetworkFailure(error)) throw new Error(error.message);
  }
  await queueStaffCommand('lead.follow_up', leadId, { follow_up_date: day }, sync);
  return 'queued';
}

/** Every lead matching the desk's filter, for the CSV export (network-only). */
export async function leadsForExport(filter: LeadDeskFilter, given?: Sync): Promise<LeadDeskRow[]> {
  return fetchAllLeads(runtimeOf(given ?? (await startedSync())), filter);
}
