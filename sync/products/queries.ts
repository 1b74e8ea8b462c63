// The live product list, mapped to the app's Product (by rank), and what it shows before the
// local database opens (the bundled products the page was painted with).
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { bundledSnapshot } from '../fallback/snapshot.ts';
import { rowOf, toProduct, type Product, type ProductRow } from './model.ts';
import { stableProducts } from './stable-products.ts';

export const productsSnapshot = bundledSnapshot(
  'products',
  (rows) => (rows as unknown as ProductRow[]).map(toProduct),
  [] as Product[],
);

/** Every stored product (hidden ones too; queryCatalogue filters), by rank. */
export const productsStore = (sync: Sync) =>
  liveStore<Product[]>(
    sync,
    'products',
    (db, { map }) =>
      db.products.find({ sort: [{ rank: 'asc' }, { id: 'asc' }] }).$.pipe(
        map(
          stableProducts(
            (doc) => toProduct(rowOf(doc.toMutableJSON())),
            () => productsSnapshot().value,
          ),
        ),
      ),
    productsSnapshot,
  );
