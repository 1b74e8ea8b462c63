// What the database would charge for the cart now (public.price_cart: the order's own pricing
// functions), asked by checkout before "Place order". Online only: without an answer checkout
// shows this device's preview and says the shop checks it when the order is sent.
import type { ShownPrices } from '../../src/lib/cart-prices.ts';
import { SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { startedSync } from '../engine/app-sync.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';

/** Why there is no database total: offline (show the preview), or refused (the words). */
export class CartPriceError extends Error {
  override name = 'CartPriceError';
  constructor(
    message: string,
    /** True when the database could not be asked (no network, no backend): not a refusal. */
    readonly offline: boolean,
  ) {
    super(message);
  }
}

const whole = (value: unknown): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new CartPriceError('The total could not be read.', false);
  return n;
};

/** The RPC's answer as checkout shows it and the order carries it. */
export function toShownPrices(answer: unknown): ShownPrices {
  const a = (answer ?? {}) as Record<string, unknown>;
  const lines = Array.isArray(a.lines) ? (a.lines as Record<string, unknown>[]) : [];
  return {
    lines: lines.map((line) => ({
      productId: String(line.productId),
      name: String(line.name ?? line.productId),
      quantity: whole(line.quantity),
      unitPriceInPaise: whole(line.unitPriceInPaise),
      gstRate: Number(line.gstRate ?? 0),
      priceInclusive: line.priceInclusive !== false,
      hsnCode: typeof line.hsnCode === 'string' ? line.hsnCode : null,
    })),
    subtotalInPaise: whole(a.subtotalInPaise),
    gstInPaise: whole(a.gstInPaise),
    deliveryFeeInPaise: whole(a.deliveryFeeInPaise),
    totalInPaise: whole(a.totalInPaise),
  };
}

/**
 * The database's price for these lines now; throws CartPriceError (offline, or the refusal an
 * order of them would meet, in its words).
 */
export async function priceCart(
  lines: readonly { productId: string; quantity: number }[],
  given?: Sync,
): Promise<ShownPrices> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!runtime.client) throw new CartPriceError(SUPABASE_NOT_CONFIGURED, true);
  if (!runtime.status.get().online) throw new CartPriceError('offline', true);
  const items = lines.map((l) => ({ productId: l.productId, quantity: l.quantity }));
  let answer: { data: unknown; error: ServerError | null };
  try {
    answer = await runtime.client.rpc('price_cart', { items }).retry(false);
  } catch {
    throw new CartPriceError('offline', true);
  }
  if (answer.error) {
    const offline = isNetworkFailure(answer.error);
    throw new CartPriceError(
      offline ? 'offline' : answer.error.message || 'The total could not be checked.',
      offline,
    );
  }
  return toShownPrices(answer.data);
}
