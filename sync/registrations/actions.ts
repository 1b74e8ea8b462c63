// Registering a product for its warranty: stored on this device, sent by the outbox. The
// database resolves the model to a product and dates the warranty.
import { isoDateInIndia } from '../../src/lib/india-time.ts';
import {
  hasErrors,
  validateRegistration,
  type RegistrationInput,
} from '../../src/lib/validation.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { startedSync } from '../engine/app-sync.ts';
import type { RegistrationDoc } from './schema.ts';
import { ValidationFailed } from '../../src/lib/validation.ts';
import { newId, optional, queueWrite } from '../engine/outbox-write.ts';

export interface ProductRegistrationInput extends RegistrationInput {
  dealer?: string | null;
  invoiceNumber?: string | null;
}

/** Stores the registration and returns its id; throws ValidationFailed with the form's messages. */
export async function registerProduct(
  input: ProductRegistrationInput,
  given?: Sync,
): Promise<string> {
  const sync = given ?? (await startedSync());
  const errors = validateRegistration(input, isoDateInIndia(new Date()));
  if (hasErrors(errors)) throw new ValidationFailed(errors);
  const doc: Omit<RegistrationDoc, 'syncedAt' | 'syncError' | 'ownerId'> = {
    id: newId(),
    user_id: null,
    owner_name: (input.name ?? '').trim(),
    phone: (input.phone ?? '').trim(),
    email: optional(input.email),
    product_model: (input.productId ?? '').trim(),
    product_id: optional(input.productId),
    serial_number: (input.serialNumber ?? '').trim(),
    purchase_date: (input.purchaseDate ?? '').trim(),
    dealer: optional(input.dealer),
    invoice_number: optional(input.invoiceNumber),
    warranty_until: null,
    created_at: new Date().toISOString(),
  };
  return queueWrite(runtimeOf(sync), 'registrations', doc);
}
