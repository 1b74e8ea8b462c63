// The admin command outbox: an admin's changes to existing server rows, queued as inserts
// into a command table that a trigger applies with the online path's checks (DESIGN.md,
// "Client writes are inserts"). Today: lead status changes (public.lead_status_changes).
import type { RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';
import { outboxProperties, type OutboxFields } from '../engine/outbox-fields.ts';

export interface LeadStatusChangeDoc extends OutboxFields {
  id: string;
  lead_id: string;
  new_status: string;
  assigned_to: string | null;
  notes: string | null;
  created_at: string;
}

export const adminCommandSchema: RxJsonSchema<LeadStatusChangeDoc> = {
  title: 'admin_commands',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: f.id(36),
    lead_id: f.indexedText(36),
    new_status: f.text,
    assigned_to: f.optionalText,
    notes: f.optionalText,
    created_at: f.indexedText(40),
    ...outboxProperties,
  },
  required: ['id', 'lead_id', 'new_status', 'created_at', 'syncedAt'],
  indexes: [['lead_id', 'created_at'], 'syncedAt'],
};
