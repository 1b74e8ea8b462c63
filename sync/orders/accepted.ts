// An order the database made for this device's buyer rather than one placed here (a quotation
// accepted: accept_quote). It is kept on this device like a placed order already
// sent, so its success page, timeline, payment and invoices follow it as for any order.
import { normaliseGstin } from '../../src/lib/gstin.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { startedSync } from '../engine/app-sync.ts';
import { optional } from '../engine/outbox-write.ts';
import { guardWrite } from '../engine/write-guard.ts';
import { receiptFields, type ReceiptFields } from './receipt.ts';
import type { OrderDoc } from './schema.ts';

/** What the buyer gave when accepting (the server's order holds the same). */
export interface AcceptedOrderDetails {
  name: string;
  phone: string;
  email?: string | null;
  addressLine1: string;
  addressLine2?: string | null;
  city: string;
  state: string;
  pinCode: string;
  buyerGstin?: string | null;
  buyerLegalName?: string | null;
  paymentMethod: string;
}

/**
 * Keeps the order `id` the server made on this device: its receipt (lines, totals, status) is
 * read now; `preview` stands in until it is (a lost answer is read again by the order page).
 */
export async function keepServerOrder(
  id: string,
  details: AcceptedOrderDetails,
  preview: ReceiptFields,
  given?: Sync,
): Promise<void> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  let receipt: ReceiptFields | null = null;
  if (runtime.client) {
    const answer = await runtime.client
      .rpc('get_order_receipt', { order_id: id })
      .retry(false)
      .then(
        (a) => a,
        () => null,
      );
    if (answer && !answer.error) receipt = receiptFields(answer.data);
  }
  const now = Date.now();
  const at = new Date(now).toISOString();
  const doc: OrderDoc = {
    id,
    user_id: runtime.session.get().user?.id ?? null,
    customer_name: details.name.trim(),
    phone: details.phone.trim(),
    email: optional(details.email),
    address_line1: details.addressLine1.trim(),
    address_line2: optional(details.addressLine2),
    city: details.city.trim(),
    state: details.state,
    pin_code: details.pinCode.trim(),
    notes: null,
    created_at: at,
    placed_at: at,
    buyer_gstin: details.buyerGstin ? normaliseGstin(details.buyerGstin) : null,
    buyer_legal_name: optional(details.buyerLegalName),
    ...preview,
    ...receipt,
    payment_method: receipt?.payment_method ?? details.paymentMethod,
    // Already on the server: never pushed, and its figures are the database's once read.
    syncedAt: now,
    syncError: null,
    ownerId: runtime.session.get().user?.id ?? null,
    confirmedAt: receipt ? now : 0,
    receiptAt: receipt ? now : 0,
  };
  await guardWrite(runtime, async () => {
    // A signed-in buyer's pull may have brought it first.
    const known = await runtime.db.orders.findOne(id).exec();
    if (!known) await runtime.db.orders.insert(doc);
  });
}
