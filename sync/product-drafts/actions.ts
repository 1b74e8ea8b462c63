// An admin's product edits, held as local drafts (changed, added, marked deleted) across
// reloads, and publishing them (docs/product.md#product-drafts-and-publishing): one call to
// publish_products, which upserts changed and added products and soft-deletes removed ones in one
// transaction, or writes nothing and names the products another admin changed since the drafts
// began.
import {
  OFFLINE_ACTION,
  PRODUCT_ID_TAKEN,
  PRODUCT_NOT_FOUND,
  PUBLISH_UNKNOWN_ERROR,
  SUPABASE_NOT_CONFIGURED,
  publishConflictMessage,
} from '../../src/lib/messages.ts';
import {
  rowOf,
  toProduct,
  toProductRow,
  type Product,
  type ProductInput,
  type ProductRow,
} from '../products/model.ts';
import { startedSync } from '../engine/app-sync.ts';
import { isNetworkFailure } from '../engine/replication/errors.ts';
import type { Sync, SyncRuntime } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { guardWrite } from '../engine/write-guard.ts';
import { localImageIds, localImageRef, replaceLocalImages } from '../../src/lib/local-images.ts';
import { ImageUploadError, uploadDraftImages } from './image-upload.ts';
import { forgetLocalImages, putLocalImage } from './images.ts';
import { publishStatusOf } from './publish-status.ts';
import { mergeThreeWay } from '../../src/lib/three-way-merge.ts';

export type ProductPatch = Partial<Omit<ProductInput, 'id'>>;

/** The product as the admin last saw it: their draft, else the stored one. */
async function currentRow(runtime: SyncRuntime, id: string) {
  const draft = await runtime.db.product_drafts.findOne(id).exec();
  if (draft) return { row: draft.product as ProductRow, draft, baseModified: draft.baseModified };
  const doc = await runtime.db.products.findOne(id).exec();
  if (!doc) return null;
  return { row: rowOf(doc.toMutableJSON()), draft: null, baseModified: doc._modified ?? null };
}

const patched = (row: ProductRow, patch: ProductPatch): ProductRow =>
  toProductRow({ ...toProduct(row), ...patch, id: row.id });

/** Changes fields of a product in its draft (a product marked deleted is restored). */
export async function changeProduct(
  id: string,
  patch: ProductPatch,
  given?: Sync,
): Promise<Product> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  const current = await currentRow(runtime, id);
  if (!current) throw new Error(PRODUCT_NOT_FOUND);
  const product = patched(current.row, patch);
  await guardWrite(runtime, () =>
    runtime.db.product_drafts.upsert({
      id,
      kind: current.draft?.kind === 'added' ? 'added' : 'changed',
      product,
      baseModified: current.baseModified,
      // The row the draft began from: kept from its first change on.
      base: current.draft ? (current.draft.base ?? null) : current.row,
      updatedAt: Date.now(),
    }),
  );
  return toProduct(product);
}

/** Drafts a new product; its id must not be taken. */
export async function addProduct(input: ProductInput, given?: Sync) {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  if (await currentRow(runtime, input.id)) throw new Error(PRODUCT_ID_TAKEN);
  const product = toProductRow(input);
  await guardWrite(runtime, () =>
    runtime.db.product_drafts.insert({
      id: input.id,
      kind: 'added',
      product,
      baseModified: null,
      updatedAt: Date.now(),
    }),
  );
  return toProduct(product);
}

/** Marks a product deleted (a product only drafted, never published, is simply dropped). */
export async function markProductDeleted(id: string, given?: Sync): Promise<void> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  const current = await currentRow(runtime, id);
  if (!current) throw new Error(PRODUCT_NOT_FOUND);
  await guardWrite(runtime, async () => {
    if (current.draft?.kind === 'added') {
      await current.draft.remove();
      return;
    }
    await runtime.db.product_drafts.upsert({
      id,
      kind: 'deleted',
      product: current.row,
      baseModified: current.baseModified,
      updatedAt: Date.now(),
    });
  });
}

export async function discardDraft(id: string, given?: Sync): Promise<void> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  await guardWrite(runtime, async () => {
    const draft = await runtime.db.product_drafts.findOne(id).exec();
    if (!draft) return;
    const pictures = localImageIds(draft.product.images ?? []);
    await draft.remove();
    await forgetUnusedImages(runtime, pictures);
  });
}

export async function discardAllDrafts(given?: Sync): Promise<void> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  await guardWrite(runtime, async () => {
    const drafts = await runtime.db.product_drafts.find().exec();
    await runtime.db.product_drafts.bulkRemove(drafts.map((d) => d.id));
    await forgetUnusedImages(
      runtime,
      drafts.flatMap((d) => localImageIds(d.product.images ?? [])),
    );
  });
}

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
 * publishing stays); a product in conflict keeps its draft while the rest are published; on
 * error every draft is kept.
 * `force` overwrites the conflicting server versions (after the admin has reviewed them).
 */
export async function publishDrafts(
  options: { force?: boolean } = {},
  given?: Sync,
): Promise<PublishResult> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  const status = publishStatusOf(sync);
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
  const kept = drafts.filter((d) => d.kind !== 'deleted');
  let urls: Map<string, string>;
  try {
    urls = await uploadDraftImages(
      runtime,
      runtime.client,
      kept.map((d) => d.product),
    );
  } catch (error) {
    if (error instanceof ImageUploadError) return fail(error.message);
    throw error;
  }
  // The stored drafts keep their local references until this publish succeeds; what is sent
  // carries the bucket URLs.
  const upserts = kept.map((d) => ({
    ...d.product,
    images: replaceLocalImages(d.product.images ?? [], urls),
    _base_modified: d.baseModified ?? null,
  }));
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
  const answer = data as unknown as RpcAnswer;
  const published = new Map(drafts.map((d) => [d.id, d.updatedAt]));
  const written = new Set([...answer.upserted, ...answer.deleted]);
  const current = await runtime.db.product_drafts.find().exec();
  // A draft is cleared once published, unless it was edited again meanwhile; a draft in
  // conflict stays.
  await runtime.db.product_drafts.bulkRemove(
    current
      .filter((d) => (answer.ok || written.has(d.id)) && published.get(d.id) === d.updatedAt)
      .map((d) => d.id),
  );
  if (!answer.ok) {
    const conflicts = answer.conflicts.map((c) => ({
      id: c.id,
      serverModified: c.server_modified,
      reason: c.reason,
    }));
    // What went out is published all the same.
    if (written.size > 0) status.set((s) => ({ ...s, lastPublished: Date.now() }));
    return fail(
      publishConflictMessage(
        conflicts.map((c) => c.id),
        written.size,
      ),
      conflicts,
    );
  }
  await forgetUnusedImages(runtime, [...urls.keys()]);
  status.set((s) => ({ ...s, isPublishing: false, lastError: null, lastPublished: Date.now() }));
  return {
    ok: true,
    upserted: answer.upserted,
    deleted: answer.deleted,
    conflicts: [],
    error: null,
  };
}

/** Drops published or discarded pictures from this device, unless a draft still uses them. */
async function forgetUnusedImages(runtime: SyncRuntime, used: string[]) {
  const remaining = await runtime.db.product_drafts.find().exec();
  const referenced = new Set(remaining.flatMap((d) => localImageIds(d.product.images ?? [])));
  await forgetLocalImages(runtime, used, referenced);
}

/**
 * Keeps a resized picture on this device for a product draft (offline is fine) and returns
 * the reference to put in the product's images; publishing uploads it.
 */
export async function keepLocalImage(
  image: { bytes: ArrayBuffer; type: string; width: number; height: number },
  given?: Sync,
): Promise<string> {
  const sync = given ?? (await startedSync());
  return localImageRef(await putLocalImage(runtimeOf(sync), image));
}

/** What keeping a draft over another admin's version did. */
export interface KeptDraft {
  /** Fields both changed: the draft's value kept. */
  bothChanged: string[];
  /** Fields only the other admin changed: their value taken into the draft. */
  takenFromTheirs: string[];
}

/**
 * Keeps this draft over a version another admin published: the draft now begins from
 * `serverModified`, so the next publish writes it (only after the admin has seen both). Where
 * the draft knows the row it began from and this device has their version, the two are
 * merged field by field: their change to a field the draft never touched is kept, and only a
 * field both changed keeps the draft's value. (A draft without its base row keeps every field.)
 */
export async function rebaseDraft(
  id: string,
  serverModified: string | null,
  given?: Sync,
): Promise<KeptDraft> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  return guardWrite(runtime, async () => {
    const draft = await runtime.db.product_drafts.findOne(id).exec();
    if (!draft) throw new Error(PRODUCT_NOT_FOUND);
    const stored = await runtime.db.products.findOne(id).exec();
    const theirs =
      stored && serverModified !== null && stored._modified === serverModified
        ? rowOf(stored.toMutableJSON())
        : null;
    const base = draft.base ?? null;
    if (!theirs || !base || draft.kind !== 'changed') {
      await draft.incrementalPatch({ baseModified: serverModified, updatedAt: Date.now() });
      return { bothChanged: [], takenFromTheirs: [] };
    }
    // All three in the draft's own shape (the stored rows carry columns a draft does not).
    const { merged, bothChanged, takenFromTheirs } = mergeThreeWay(
      patched(base, {}),
      patched(draft.product as ProductRow, {}),
      patched(theirs, {}),
    );
    await draft.incrementalPatch({
      product: merged,
      base: theirs,
      baseModified: serverModified,
      updatedAt: Date.now(),
    });
    return { bothChanged, takenFromTheirs };
  });
}
