// What staff do on the dealer desk: approve an application (tier, credit limit, terms, the
// public locator), reject it with a reason, suspend or reinstate a dealer, change its terms.
// Online only: each waits for the database's answer and throws its refusal (or OFFLINE_ACTION)
// for the screen to show as it is; nothing is queued, so a refused change never lands later.
import { startedSync } from '../engine/app-sync.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import type { Sync } from '../engine/runtime.ts';
import type { ApprovalArgs } from './model.ts';
import {
  changeDealerStatus,
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
