// What staff do on the dealer desk: approve an application (tier, credit limit, terms, the
// public locator), reject it with a reason, suspend or reinstate a dealer, change its terms.
// Online: each waits for the database's answer and throws its refusal (or OFFLINE_ACTION) for
// the screen to show as it is. Only a payment collected at the shop is queued when offline.
import { startedSync } from '../engine/app-sync.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import type { Sync } from '../engine/runtime.ts';
import { newId } from '../engine/outbox-write.ts';
import { keepDeskCopy, queueStaffCommand, readDeskCopy } from '../staff-commands/actions.ts';
import type { ApprovalArgs, PaymentArgs, PriceDraft } from './model.ts';
import {
  bouncePayment,
  changeDealerStatus,
  publishTierPrices,
  recordPayment,
  sendStatement,
  changeDealerTerms,
  reviewApplication,
  type ReviewAnswer,
} from './server.ts';

const runtime = async (given?: Sync) => runtimeOf(given ?? (await startedSync()));

export const approveApplication = async (
  id: string,
  args: ApprovalArgs,
  given?: Sync,
): Promise<ReviewAnswer> => reviewApplication(await runtime(given), id, 'approve', args);

export const rejectApplication = async (
  id: string,
  reason: string,
  given?: Sync,
): Promise<ReviewAnswer> =>
  reviewApplication(await runtime(given), id, 'reject', { reason: reason.trim() });

export const suspendDealer = async (id: string, reason: string, given?: Sync) =>
  changeDealerStatus(await runtime(given), id, 'suspended', reason.trim());

export const reinstateDealer = async (id: string, given?: Sync) =>
  changeDealerStatus(await runtime(given), id, 'active', null);

/** Sends only the terms that changed (src/lib/dealer-desk.ts termsChanges). */
export const updateDealerTerms = async (id: string, changes: Partial<ApprovalArgs>, given?: Sync) =>
  changeDealerTerms(await runtime(given), id, changes);

/** An id for a payment or statement about to be sent: kept by the form, so a resend is the same. */
export const newRequestId = (): string => newId();

/** Records a dealer's payment under `id` (the same id again answers the one recorded). */
export const recordDealerPayment = async (
  id: string,
  dealerId: string,
  args: PaymentArgs,
  given?: Sync,
) => recordPayment(await runtime(given), id, dealerId, args);

/** Marks a cheque as bounced, with the reason the bank gave. */
export const bounceDealerPayment = async (id: string, reason: string, given?: Sync) =>
  bouncePayment(await runtime(given), id, reason.replace(/\s+/g, ' ').trim());

/** Sends the statement of `from` (null: the beginning) to `to` to the dealer's owner. */
export const sendDealerStatement = async (
  id: string,
  dealerId: string,
  from: string | null,
  to: string,
  given?: Sync,
) => sendStatement(await runtime(given), id, dealerId, from, to);

/**
 * Queues a payment collected at the shop with no signal: kept on this device and recorded once
 * when it is back online (staff_commands dealer.payment), or refused with the reason kept.
 */
export const queueDealerCollection = (dealerId: string, args: PaymentArgs, given?: Sync) =>
  queueStaffCommand('dealer.payment', dealerId, { ...args }, given);

/** Publishes the dealer price grid's drafts (publish_tier_prices' batch), all or none. */
export const publishDealerPrices = async (batch: unknown[], given?: Sync) =>
  publishTierPrices(await runtime(given), batch);

/** Keeps the grid's drafts on this device (never sent; they leave with the staff member). */
export const keepPriceDrafts = (drafts: PriceDraft[], given?: Sync) =>
  keepDeskCopy('price-drafts', 'grid', { drafts }, given);

/** The grid's drafts kept on this device, or none. */
export const readPriceDrafts = async (given?: Sync): Promise<PriceDraft[]> =>
  (await readDeskCopy<{ drafts?: PriceDraft[] }>('price-drafts', 'grid', given))?.value.drafts ??
  [];
