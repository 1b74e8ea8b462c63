// The registrations collection: product registrations made on this device (pushed as
// inserts to public.product_registrations) and a signed-in user's own, pulled back.
import type { RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';
import { outboxProperties, type OutboxFields } from '../engine/outbox-fields.ts';

export interface RegistrationDoc extends OutboxFields {
  id: string;
  user_id: string | null;
  owner_name: string;
  phone: string;
  email: string | null;
  product_model: string;
  product_id: string | null;
  serial_number: string;
  purchase_date: string;
  dealer: string | null;
  invoice_number: string | null;
  warranty_until: string | null;
  created_at: string;
}

export const registrationSchema: RxJsonSchema<RegistrationDoc> = {
  title: 'registrations',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: f.id(36),
    user_id: f.optionalText,
    owner_name: f.text,
    phone: f.text,
    email: f.optionalText,
    product_model: f.text,
    product_id: f.optionalText,
    serial_number: f.text,
    purchase_date: f.text,
    dealer: f.optionalText,
    invoice_number: f.optionalText,
    warranty_until: f.optionalText,
    created_at: f.indexedText(40),
    ...outboxProperties,
  },
  required: ['id', 'created_at', 'syncedAt'],
  indexes: ['created_at', 'syncedAt'],
};
