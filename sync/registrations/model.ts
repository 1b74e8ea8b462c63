// Product registrations as the app sees them; the warranty end date comes from the server.
import { syncStateOf, type Synced } from '../engine/outbox-fields.ts';
import type { RegistrationDoc } from './schema.ts';

export interface Registration extends Synced {
  id: string;
  ownerName: string;
  phone: string;
  email: string | null;
  productModel: string;
  productId: string | null;
  serialNumber: string;
  purchaseDate: string;
  dealer: string | null;
  invoiceNumber: string | null;
  /** From the server once confirmed ("YYYY-MM-DD"). */
  warrantyUntil: string | null;
  createdAt: string;
}

export const toRegistration = (doc: RegistrationDoc): Registration => ({
  id: doc.id,
  ownerName: doc.owner_name,
  phone: doc.phone,
  email: doc.email,
  productModel: doc.product_model,
  productId: doc.product_id,
  serialNumber: doc.serial_number,
  purchaseDate: doc.purchase_date,
  dealer: doc.dealer,
  invoiceNumber: doc.invoice_number,
  warrantyUntil: doc.warranty_until,
  createdAt: doc.created_at,
  ...syncStateOf(doc, doc.user_id !== null),
});
