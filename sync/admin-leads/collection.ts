// The admin_commands collection as the engine runs it: an admin's lead status changes, pushed
// as inserts into public.lead_status_changes by that admin only, as themselves (a trigger
// applies each with update_lead_status's checks).
import type { CollectionDescriptor, OutboxPush } from '../engine/collection.ts';
import { adminCommandSchema, type LeadStatusChangeDoc } from './schema.ts';

export const adminCommandsCollection: CollectionDescriptor<
  'admin_commands',
  LeadStatusChangeDoc,
  OutboxPush<LeadStatusChangeDoc>
> = {
  name: 'admin_commands',
  schema: adminCommandSchema,
  sync: {
    kind: 'outbox',
    table: 'lead_status_changes',
    notSent: [],
    pushes: 'staff',
    summary: (change) => `Lead ${String(change.lead_id).slice(0, 8)} set to ${change.new_status}`,
  },
  signOut: 'their-sent-rows',
};
