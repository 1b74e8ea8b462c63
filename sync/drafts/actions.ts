// An admin's product edits, held as local drafts (changed, added, marked deleted) across
// reloads and published together through publish_products (one transaction on the server).
import type { ProductRow } from './schema.ts';
import { PRODUCT_ID_TAKEN, PRODUCT_NOT_FOUND } from '../engine/messages.ts';
import {
  rowOf,
  toProduct,
  toProductRow,
  type Product,
  type ProductInput,
} from '../catalogue/model.ts';
import { currentSync, runtimeOf, type Sync, type SyncRuntime } from '../engine/runtime.ts';
import { guardWrite } from '../engine/write-guard.ts';

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
  sync: Sync = currentSync(),
): Promise<Product> {
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
      updatedAt: Date.now(),
    }),
  );
  return toProduct(product);
}

/** Drafts a new product; its id must not be taken. */
export async function addProduct(input: ProductInput, sync: Sync = currentSync()) {
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
export async function markProductDeleted(id: string, sync: Sync = currentSync()): Promise<void> {
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

export async function discardDraft(id: string, sync: Sync = currentSync()): Promise<void> {
  const runtime = runtimeOf(sync);
  await guardWrite(runtime, async () => {
    await (await runtime.db.product_drafts.findOne(id).exec())?.remove();
  });
}

export async function discardAllDrafts(sync: Sync = currentSync()): Promise<void> {
  const runtime = runtimeOf(sync);
  await guardWrite(runtime, async () => {
    const drafts = await runtime.db.product_drafts.find().exec();
    await runtime.db.product_drafts.bulkRemove(drafts.map((d) => d.id));
  });
}
