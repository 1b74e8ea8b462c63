// The leads collection: leads written on this device (pushed as inserts) and, for an admin,
// the leads pulled from public.leads. Column names are the server's.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';
import { outboxProperties, type OutboxFields } from '../engine/outbox-fields.ts';

export interface ChatEntry {
  [key: string]: unknown;
}

/**
 * A request for a quotation riding on its lead (source 'quote'): the database's
 * trigger checks it and makes the quote (id = the lead's id) from it, or refuses the lead.
 */
export interface QuoteRequestDoc {
  /** The buyer's link (/quote/<token>), made here so the device can open it before sync. */
  token: string;
  lines: { productId: string; quantity: number }[];
  company?: string | null;
  gstin?: string | null;
  buyer_legal_name?: string | null;
  delivery_state: string;
}

/** Version 0: no quote_request (every lead was an enquiry). */
export interface LeadDocV0 extends OutboxFields {
  id: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  designation: string | null;
  message: string | null;
  ip_address: string | null;
  user_agent: string | null;
  session_id: string | null;
  country: string | null;
  city: string | null;
  region: string | null;
  timezone: string | null;
  source: string | null;
  referrer: string | null;
  conversation_history: ChatEntry[];
  total_messages: number;
  session_duration: number;
  status: string;
  priority: string;
  interested_products: string[];
  interested_services: string[];
  notes: string | null;
  assigned_to: string | null;
  follow_up_date: string | null;
  created_at: string;
}

/** Version 1: a lead may carry a quotation request. */
export interface LeadDoc extends LeadDocV0 {
  quote_request: QuoteRequestDoc | null;
}

export const leadSchemaV0: RxJsonSchema<LeadDocV0> = {
  title: 'leads',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: f.id(36),
    name: f.optionalText,
    email: f.optionalText,
    phone: f.optionalText,
    company: f.optionalText,
    designation: f.optionalText,
    message: f.optionalText,
    ip_address: f.optionalText,
    user_agent: f.optionalText,
    session_id: f.optionalText,
    country: f.optionalText,
    city: f.optionalText,
    region: f.optionalText,
    timezone: f.optionalText,
    source: f.optionalText,
    referrer: f.optionalText,
    conversation_history: f.jsonList,
    total_messages: f.integer,
    session_duration: f.integer,
    status: f.indexedText(16),
    priority: f.indexedText(8),
    interested_products: f.textList,
    interested_services: f.textList,
    notes: f.optionalText,
    assigned_to: f.optionalText,
    follow_up_date: f.optionalText,
    created_at: f.indexedText(40),
    ...outboxProperties,
  },
  required: ['id', 'status', 'priority', 'created_at', 'syncedAt'],
  indexes: [['status', 'created_at'], ['priority', 'created_at'], 'created_at', 'syncedAt'],
};

export const leadSchema: RxJsonSchema<LeadDoc> = {
  ...leadSchemaV0,
  version: 1,
  properties: {
    ...leadSchemaV0.properties,
    quote_request: { type: ['object', 'null'] },
  },
} as RxJsonSchema<LeadDoc>;

export const leadMigrations: MigrationStrategies = {
  /** Every stored lead is kept; none of them asked for a quotation. */
  1: (old: LeadDocV0): LeadDoc => ({ ...old, quote_request: null }),
};
