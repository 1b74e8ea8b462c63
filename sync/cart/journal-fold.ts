// The cart's write-ahead journal, folded: what a list of taps (journal ops) does to the stored
// lines. Pure, so the screen (stored lines + unfolded ops) and the fold into the database
// compute the same cart from the same two inputs. An op is applied to a line at most once:
// the line stored by a fold names the ops it took in (`ops`), so an op still in the journal
// after its fold committed (the page closed in between) is skipped, not counted again.
import { cartQuantity } from './model.ts';
import type { CartLineDoc } from './schema.ts';

/** What a new line needs of the product, taken when the tap happened. */
export interface CartProductSnapshot {
  productId: string;
  name: string;
  priceInPaise: number;
  image: string | null;
  gstRate: number;
  priceInclusive: boolean;
  hsnCode: string | null;
  moq: number;
  bulkQty: number | null;
  bulkUnitPriceInPaise: number | null;
  stockQuantity: number;
}

/**
 * A snapshot's fields in the order a pre-rendered Add to Cart lists them (a JSON array, no
 * keys: the page's HTML stays small); the early script names them back.
 */
export const EARLY_PRODUCT_FIELDS = [
  'productId',
  'name',
  'priceInPaise',
  'image',
  'gstRate',
  'priceInclusive',
  'hsnCode',
  'moq',
  'bulkQty',
  'bulkUnitPriceInPaise',
  'stockQuantity',
] as const satisfies readonly (keyof CartProductSnapshot)[];

// Every field of the snapshot is listed.
type Unlisted = Exclude<keyof CartProductSnapshot, (typeof EARLY_PRODUCT_FIELDS)[number]>;
const everyField: [Unlisted] extends [never] ? true : never = true;
void everyField;

interface OpBase {
  /** Unique per tap: a line records the ids it took in. */
  id: string;
  /** When the tap happened (epoch ms), then the tab's own count: the journal's order. */
  at: number;
  seq: number;
}

/**
 * "add" is relative (the stored cart may not be read yet when it is tapped); "set" is
 * absolute (it is tapped on a line the screen shows, e.g. the cart's − and +), so applying
 * it again gives the same line.
 */
export type CartOp =
  | (OpBase & { kind: 'add'; product: CartProductSnapshot; quantity: number })
  | (OpBase & { kind: 'set'; productId: string; quantity: number });

export const opProductId = (op: CartOp): string =>
  op.kind === 'add' ? op.product.productId : op.productId;

/** The journal's order: by time, then by the tab's own count, then by id (ties across tabs). */
export function byJournalOrder(a: CartOp, b: CartOp): number {
  return a.at - b.at || a.seq - b.seq || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** One op on one line (undefined: no line). The same rules as adding and setting directly. */
export function applyOp(line: CartLineDoc | undefined, op: CartOp): CartLineDoc | undefined {
  if (op.kind === 'set') {
    if (!line || !(op.quantity > 0)) return undefined;
    return { ...line, quantity: cartQuantity(op.quantity, line.moq) };
  }
  const { product } = op;
  const wanted = (line?.quantity ?? 0) + Math.max(1, Math.floor(op.quantity) || 1);
  // Never more than is left (when at least the MOQ is): the database would refuse the order.
  const stock = Math.floor(product.stockQuantity);
  const quantity = Math.min(
    cartQuantity(wanted, product.moq),
    stock >= Math.max(1, product.moq) ? stock : Infinity,
  );
  return {
    id: product.productId,
    productId: product.productId,
    name: product.name,
    priceInPaise: product.priceInPaise,
    image: product.image,
    quantity,
    gstRate: product.gstRate,
    priceInclusive: product.priceInclusive,
    hsnCode: product.hsnCode,
    moq: product.moq,
    bulkQty: product.bulkQty,
    bulkUnitPriceInPaise: product.bulkUnitPriceInPaise,
    addedAt: line?.addedAt ?? op.at,
    ops: line?.ops ?? [],
  };
}

export interface Folded {
  /** Every line after the ops, oldest first. */
  lines: CartLineDoc[];
  /** The lines the ops changed: the new line, or null where the line is gone. */
  changed: Map<string, CartLineDoc | null>;
}

/**
 * `ops` (any order) on `stored`. A line keeps, of the op ids it recorded, only those still in
 * the journal (the others were removed after their fold, so cannot come back), plus the ones
 * it takes in now: the list stays as short as the journal.
 */
export function foldOps(stored: readonly CartLineDoc[], ops: readonly CartOp[]): Folded {
  const lines = new Map(stored.map((line) => [line.id, line]));
  const changed = new Map<string, CartLineDoc | null>();
  const pending = new Set(ops.map((op) => op.id));
  for (const op of [...ops].sort(byJournalOrder)) {
    const productId = opProductId(op);
    const line = lines.get(productId);
    if (line?.ops?.includes(op.id)) continue;
    const next = applyOp(line, op);
    if (!next) {
      if (line) changed.set(productId, null);
      lines.delete(productId);
      continue;
    }
    const kept = (line?.ops ?? []).filter((id) => pending.has(id));
    const folded = { ...next, ops: [...kept, op.id] };
    lines.set(productId, folded);
    changed.set(productId, folded);
  }
  return {
    lines: [...lines.values()].sort((a, b) => a.addedAt - b.addedAt),
    changed,
  };
}
