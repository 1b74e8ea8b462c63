// An admin changing a lead's status, online or not: queued as a command row that the
// database applies with the same checks as update_lead_status (DESIGN.md, "Client writes are
// inserts"). Until it is sent, the admin's lead list shows the queued status.
import type { LEAD_STATUSES } from '../../src/lib/constants.ts';
import { isStaff } from '../session/model.ts';
import { NOT_AN_ADMIN } from '../../src/lib/messages.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { startedSync } from '../engine/app-sync.ts';
import type { LeadStatusChangeDoc } from './schema.ts';
import { newId, optional, queueWrite } from '../engine/outbox-write.ts';

export type LeadStatus = (typeof LEAD_STATUSES)[number] | 'lost';

export async function changeLeadStatus(
  leadId: string,
  newStatus: LeadStatus,
  options: { assignedTo?: string | null; notes?: string | null } = {},
  given?: Sync,
): Promise<string> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  if (!isStaff(runtime.session.get().user)) throw new Error(NOT_AN_ADMIN);
  const doc: Omit<LeadStatusChangeDoc, 'syncedAt' | 'syncError' | 'ownerId'> = {
    id: newId(),
    lead_id: leadId,
    new_status: newStatus,
    assigned_to: options.assignedTo ?? null,
    notes: optional(options.notes),
    created_at: new Date().toISOString(),
  };
  return queueWrite(runtime, 'admin_commands', doc);
}
