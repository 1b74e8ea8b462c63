// The leads collection as the engine runs it: every lead written here is pushed as an insert
// into public.leads; staff also pull every lead (the leads desk offline).
import type { CollectionDescriptor, OutboxPush } from '../engine/collection.ts';
import { optional } from '../engine/outbox-write.ts';
import { leadMigrations, leadSchema, type LeadDoc } from './schema.ts';

export const leadsCollection: CollectionDescriptor<'leads', LeadDoc, OutboxPush<LeadDoc>> = {
  name: 'leads',
  schema: leadSchema,
  migrationStrategies: leadMigrations,
  sync: {
    kind: 'outbox',
    table: 'leads',
    notSent: [],
    pushes: 'everyone',
    pull: { for: 'staff', rows: 'all' },
    summary: (lead) =>
      `${lead.quote_request ? 'Quotation request' : 'Enquiry'} from ${optional(lead.name) ?? optional(lead.email) ?? optional(lead.phone) ?? 'a visitor'}`,
  },
  signOut: 'their-sent-rows',
};
