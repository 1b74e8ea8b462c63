// Applying to become a dealer: the application is checked (src/lib/dealer-application.ts),
// stored on this phone at once (offline too) as the signed-in person's, and sent by the push
// by kind when online (sync/engine/replication/kind-push.ts). A refused one is corrected and
// sent again under the same id.
import {
  dealerApplicationFields,
  validateDealerApplication,
  type DealerApplicationInput,
} from '../../src/lib/dealer-application.ts';
import { SIGNED_OUT_ACTION } from '../../src/lib/messages.ts';
import { hasErrors, ValidationFailed } from '../../src/lib/validation.ts';
import { startedSync } from '../engine/app-sync.ts';
import { kindRecords } from '../engine/kinds/records.ts';
import { waitingFor } from '../engine/kinds/sending.ts';
import { newId } from '../engine/outbox-write.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { requestBackgroundSync } from '../engine/wake.ts';
import { guardWrite } from '../engine/write-guard.ts';
import { dealerApplicationKind, type DealerApplicationData } from './kind.ts';
import { toDealerApplication, type DealerApplication } from './model.ts';

/** Thrown when nobody is signed in: the account becomes the dealer's owner. */
export class SignInFirst extends Error {
  override name = 'SignInFirst';
  constructor() {
    super(SIGNED_OUT_ACTION);
  }
}

export interface ApplyOptions {
  /** A refused application of this person's, corrected: sent again under its id. */
  resend?: string;
}

/**
 * Stores the application as the signed-in person's and returns it (waiting to be sent).
 * Throws ValidationFailed with the form's messages, or SignInFirst.
 */
export async function applyToBeDealer(
  input: DealerApplicationInput,
  options: ApplyOptions = {},
  given?: Sync,
): Promise<DealerApplication> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const errors = validateDealerApplication(input);
  if (hasErrors(errors)) throw new ValidationFailed(errors);
  const user = runtime.session.get().user;
  if (!user) throw new SignInFirst();
  const fields = dealerApplicationFields(input)!;
  const records = kindRecords(runtime.db, dealerApplicationKind);
  const earlier = options.resend ? await records.get(options.resend) : null;
  const again = earlier?.send.ownerId === user.id && earlier.send.state === 'refused';
  const data: DealerApplicationData = {
    id: again ? earlier.id : newId(),
    business_name: fields.businessName,
    trade_name: fields.tradeName,
    gstin: fields.gstin,
    address_line1: fields.addressLine1,
    address_line2: fields.addressLine2,
    city: fields.city,
    state: fields.state,
    pin_code: fields.pinCode,
    owner_name: fields.ownerName,
    mobile: fields.mobile,
    email: fields.email,
    shop_type: fields.shopType,
    photo_path: null,
    created_at: new Date().toISOString(),
    status: null,
    reject_reason: null,
    dealer_id: null,
    send: waitingFor(user.id),
  };
  await guardWrite(runtime, () => records.put([data]));
  if (!runtime.status.get().online) void requestBackgroundSync();
  return toDealerApplication(data);
}

/** Drops a refused application of the signed-in person's from this phone. */
export async function discardDealerApplication(id: string, given?: Sync): Promise<void> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const records = kindRecords(runtime.db, dealerApplicationKind);
  const current = await records.get(id);
  const user = runtime.session.get().user;
  if (!current || !user || current.send.ownerId !== user.id || current.send.state !== 'refused')
    return;
  await guardWrite(runtime, () => records.remove([id]));
}

/** The signed-in person's applications on this phone, newest first (tests, actions). */
export async function myDealerApplications(given?: Sync): Promise<DealerApplication[]> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const user = runtime.session.get().user;
  if (!user) return [];
  const all = await kindRecords(runtime.db, dealerApplicationKind).list({ newestFirst: true });
  return all.filter((data) => data.send.ownerId === user.id).map(toDealerApplication);
}
