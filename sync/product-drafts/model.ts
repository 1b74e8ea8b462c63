// Product drafts as the app sees them, and the admin's view of the catalogue: the stored
// products with the drafts laid over them.
import type { DraftKind, ProductDraftDoc } from './schema.ts';
import { toProduct, type Product } from '../products/model.ts';

export interface ProductDraft {
  id: string;
  kind: DraftKind;
  product: Product;
  /** The server version the edit began from; null for a new product. */
  baseModified: string | null;
  /** The product as it was when the edit began (null: new, or a draft kept before this). */
  base: Product | null;
  updatedAt: number;
}

export const toDraft = (doc: ProductDraftDoc): ProductDraft => ({
  id: doc.id,
  kind: doc.kind,
  product: toProduct(doc.product),
  baseModified: doc.baseModified ?? null,
  base: doc.base ? toProduct(doc.base) : null,
  updatedAt: doc.updatedAt,
});

export interface AdminProduct extends Product {
  /** The draft waiting to be published for this product, if any. */
  draft: DraftKind | null;
  /** Marked deleted in a draft (still listed for the admin, never for shoppers). */
  deleted: boolean;
}

/** Stored products with drafts applied: changed ones replaced, added ones appended. */
export function mergeDrafts(
  products: readonly Product[],
  drafts: readonly ProductDraft[],
): AdminProduct[] {
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const merged: AdminProduct[] = products.map((product) => {
    const draft = byId.get(product.id);
    byId.delete(product.id);
    if (!draft) return { ...product, draft: null, deleted: false };
    return { ...draft.product, draft: draft.kind, deleted: draft.kind === 'deleted' };
  });
  for (const draft of byId.values()) {
    merged.push({ ...draft.product, draft: draft.kind, deleted: draft.kind === 'deleted' });
  }
  return merged;
}
