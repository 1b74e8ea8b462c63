// Cart actions (spec 5, "Cart"): add (at least the MOQ and at least 1), set quantity (0 or
// less removes), remove, clear. The cart lives only on this device.
import { priceTextToPaise } from '../../src/lib/money.ts';
import type { Product } from '../products/model.ts';
import { cartQuantity, type CartLine } from './model.ts';
import { cartStore } from './queries.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { startedSync } from '../engine/app-sync.ts';
import { guardWrite } from '../engine/write-guard.ts';

export class UnpricedProductError extends Error {
  override name = 'UnpricedProductError';
}

/** Adds `quantity` of the product (to an existing line, if any); returns the line's quantity. */
export async function addToCart(product: Product, quantity = 1, given?: Sync): Promise<number> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  if (product.priceInPaise === null) {
    throw new UnpricedProductError(`${product.name} has no price and cannot be ordered`);
  }
  return guardWrite(runtime, async () => {
    const cart = runtime.db.cart;
    const existing = await cart.findOne(product.id).exec();
    const wanted = (existing?.quantity ?? 0) + Math.max(1, Math.floor(quantity) || 1);
    // Never more than is left (when at least the MOQ is): the database would refuse the order.
    const stock = Math.floor(product.stockQuantity);
    const next = Math.min(
      cartQuantity(wanted, product.moq),
      stock >= Math.max(1, product.moq) ? stock : Infinity,
    );
    await cart.upsert({
      id: product.id,
      productId: product.id,
      name: product.name,
      priceInPaise: product.priceInPaise as number,
      image: product.images[0] ?? null,
      quantity: next,
      gstRate: product.gstRate,
      priceInclusive: product.priceInclusive,
      hsnCode: product.hsnCode,
      moq: product.moq,
      bulkQty: product.bulkQty,
      bulkUnitPriceInPaise: priceTextToPaise(product.bulkUnitPrice),
      addedAt: existing?.addedAt ?? Date.now(),
    });
    return next;
  });
}

/** Sets a line's quantity (raised to its MOQ); 0 or less removes the line. */
export async function setCartQuantity(
  productId: string,
  quantity: number,
  given?: Sync,
): Promise<number> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  return guardWrite(runtime, async () => {
    const line = await runtime.db.cart.findOne(productId).exec();
    if (!line) return 0;
    if (!(quantity > 0)) {
      await line.remove();
      return 0;
    }
    const next = cartQuantity(quantity, line.moq);
    await line.incrementalPatch({ quantity: next });
    return next;
  });
}

export async function removeFromCart(productId: string, given?: Sync) {
  const sync = given ?? (await startedSync());
  await setCartQuantity(productId, 0, sync);
}

export async function clearCart(given?: Sync): Promise<void> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  await guardWrite(runtime, async () => {
    const lines = await runtime.db.cart.find().exec();
    await runtime.db.cart.bulkRemove(lines.map((line) => line.id));
  });
}

/** The cart's lines, oldest first (for the assistant's cart answers). */
export async function getCartLines(given?: Sync): Promise<CartLine[]> {
  return cartStore(given ?? (await startedSync())).ready();
}
