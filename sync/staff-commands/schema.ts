// The staff command outbox (the `admin_commands` collection): a staff member's changes to
// existing server rows, queued as inserts into public.staff_commands, whose trigger applies
// each with the online path's checks
// (docs/decisions.md#offline-staff-actions-are-rows-of-one-command-table): order actions
// (order.confirm ... order.note) and lead status changes (lead.status).
// Version 0 held lead status changes only (for public.lead_status_changes); version 1 is the
// general command. The collection keeps its name so every device keeps its unsent rows.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';
import { outboxProperties, type OutboxFields } from '../engine/outbox-fields.ts';

export interface StaffCommandDoc extends OutboxFields {
  id: string;
  /** order.confirm | order.pack | order.ship | order.deliver | order.cancel | order.payment |
   * order.note | lead.status; and desk.* for the order desk's copy kept on this device. */
  kind: string;
  /** The order's or lead's id (desk.*: what the copy is of). */
  target_id: string;
  args: Record<string, unknown>;
  created_at: string;
}

/** Version 0: a lead status change, as public.lead_status_changes took it. */
export interface LeadStatusChangeDocV0 extends OutboxFields {
  id: string;
  lead_id: string;
  new_status: string;
  assigned_to: string | null;
  notes: string | null;
  created_at: string;
}

export const adminCommandSchemaV0: RxJsonSchema<LeadStatusChangeDocV0> = {
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

export const adminCommandSchema: RxJsonSchema<StaffCommandDoc> = {
  title: 'admin_commands',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: f.id(64),
    kind: f.indexedText(32),
    target_id: f.indexedText(64),
    args: f.json,
    created_at: f.indexedText(40),
    ...outboxProperties,
  },
  required: ['id', 'kind', 'target_id', 'args', 'created_at', 'syncedAt'],
  indexes: [['target_id', 'created_at'], 'syncedAt', 'kind'],
};

export const adminCommandMigrations: MigrationStrategies = {
  /**
   * A lead status change becomes a lead.status command. One still waiting is then sent to
   * staff_commands (once: its id is kept); one already sent stays sent.
   */
  1: (old: LeadStatusChangeDocV0): StaffCommandDoc => {
    const { lead_id, new_status, assigned_to, notes, ...rest } = old;
    const args: Record<string, unknown> = { status: new_status };
    if (assigned_to) args.assigned_to = assigned_to;
    if (notes) args.notes = notes;
    return { ...rest, kind: 'lead.status', target_id: lead_id, args };
  },
};
