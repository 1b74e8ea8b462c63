// Publishing an admin's drafts (spec 4, "Product edits"): one call to publish_products, which
// upserts changed and added products and soft-deletes removed ones in one transaction, or
// writes nothing and names the products another admin changed since the drafts began.
import { PUBLISH_UNKNOWN_ERROR } from '../../src/lib/messages.ts';
import { OFFLINE_ACTION, publishConflictMessage } from '../engine/messages.ts';
import { currentSync, runtimeOf, type Sync } from '../engine/runtime.ts';
import { isNetworkFailure } from '../engine/replication/errors.ts';
import { SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';

export interface PublishConflict {
  id: string;
  /** The server's version now (null when the product is gone). */
  serverModified: string | null;
  /** 'changed' since the draft began, 'exists' (an added id is taken), 'deleted' on the server. */
  reason: string;
}

export interface PublishResult {
  ok: boolean;
  upserted: string[];
  deleted: string[];
  conflicts: PublishConflict[];
  /** Set when publishing failed; also in the publish status. */
  error: string | null;
}

interface RpcAnswer {
  ok: boolean;
  upserted: string[];
  deleted: string[];
  conflicts: { id: string; server_modified: string | null; reason: string }[];
}

/**
 * Publishes every draft. On success the published drafts are cleared (a draft edited while
 * publishing stays); on conflict or error nothing is written and every draft is kept.
 * `force` overwrites the conflicting server versions (after the admin has reviewed them).
 */
export async function publishDrafts(
  options: { force?: boolean } = {},
  sync: Sync = currentSync(),
): Promise<PublishResult> {
  const runtime = runtimeOf(sync);
  const status = runtime.publishStore;
  const fail = (error: string, conflicts: PublishConflict[] = []): PublishResult => {
    status.set((s) => ({ ...s, isPublishing: false, lastError: error, pendingChanges: true }));
    return { ok: false, upserted: [], deleted: [], conflicts, error };
  };
  if (!runtime.client) return fail(SUPABASE_NOT_CONFIGURED);
  const drafts = await runtime.db.product_drafts.find().exec();
  if (drafts.length === 0) {
    return { ok: true, upserted: [], deleted: [], conflicts: [], error: null };
  }
  status.set((s) => ({ ...s, isPublishing: true }));
  const upserts = drafts
    .filter((d) => d.kind !== 'deleted')
    .map((d) => ({ ...d.product, _base_modified: d.baseModified ?? null }));
  const deletions = drafts
    .filter((d) => d.kind === 'deleted')
    .map((d) => ({ id: d.id, _base_modified: d.baseModified ?? null }));
  const { data, error } = await runtime.client.rpc('publish_products', {
    upserts,
    deletions,
    force: options.force === true,
  });
  if (error) {
    return fail(isNetworkFailure(error) ? OFFLINE_ACTION : error.message || PUBLISH_UNKNOWN_ERROR);
  }
  const answer = data as RpcAnswer;
  if (!answer.ok) {
    const conflicts = answer.conflicts.map((c) => ({
      id: c.id,
      serverModified: c.server_modified,
      reason: c.reason,
    }));
    return fail(publishConflictMessage(conflicts.map((c) => c.id)), conflicts);
  }
  const published = new Map(drafts.map((d) => [d.id, d.updatedAt]));
  const current = await runtime.db.product_drafts.find().exec();
  await runtime.db.product_drafts.bulkRemove(
    current.filter((d) => published.get(d.id) === d.updatedAt).map((d) => d.id),
  );
  status.set((s) => ({ ...s, isPublishing: false, lastError: null, lastPublished: Date.now() }));
  return {
    ok: true,
    upserted: answer.upserted,
    deleted: answer.deleted,
    conflicts: [],
    error: null,
  };
}
