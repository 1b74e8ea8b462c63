// Live drafts, and the admin's catalogue (stored products with drafts laid over them).
import { liveStore } from '../engine/live.ts';
import { mergeDrafts, toDraft, type AdminProduct, type ProductDraft } from './model.ts';
import { rowOf, toProduct } from '../products/model.ts';
import type { Sync } from '../engine/runtime.ts';

export const draftsStore = (sync: Sync) =>
  liveStore<ProductDraft[]>(
    sync,
    'product_drafts',
    (db, { map }) =>
      db.product_drafts
        .find({ sort: [{ updatedAt: 'asc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toDraft(doc.toMutableJSON())))),
    [],
  );

export const adminProductsStore = (sync: Sync) =>
  liveStore<AdminProduct[]>(
    sync,
    'admin-products',
    (db, { combineLatest, map }) =>
      combineLatest([
        db.products.find({ sort: [{ rank: 'asc' }, { id: 'asc' }] }).$,
        db.product_drafts.find().$,
      ]).pipe(
        map(([products, drafts]) =>
          mergeDrafts(
            products.map((doc) => toProduct(rowOf(doc.toMutableJSON()))),
            drafts.map((doc) => toDraft(doc.toMutableJSON())),
          ),
        ),
      ),
    [],
  );
