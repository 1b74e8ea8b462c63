// Gathers what the rule engine needs from this device's database (catalogue, services,
// dealers, site settings, cart) and the facts the AI prompt should hold for a question.
import { getCartLines } from '../../../sync/cart/actions.ts';
import { cartLineInput } from '../../../sync/cart/model.ts';
import { getDealers } from '../../../sync/dealers/actions.ts';
import { getProducts } from '../../../sync/products/actions.ts';
import { getServices } from '../../../sync/services/actions.ts';
import { getSiteSettings } from '../../../sync/site-settings/actions.ts';
import type { AssistantContext, AssistantReply } from '../../lib/assistant/context.ts';
import { keySpecs, line, productsNamed, visible } from '../../lib/assistant/products.ts';
import { DELIVERY_TIMES_TEXT, WARRANTY_YEARS, WORKING_HOURS_TEXT } from '../../lib/constants.ts';

export async function loadAssistantContext(): Promise<AssistantContext> {
  const [products, services, dealers, settings, cart] = await Promise.all([
    getProducts(),
    getServices(),
    getDealers(),
    getSiteSettings(),
    getCartLines(),
  ]);
  return {
    products,
    services,
    dealers,
    settings,
    cart: cart.map((l) => ({ ...cartLineInput(l), name: l.name, productId: l.productId })),
  };
}

/**
 * The catalogue facts for the AI's system prompt: named products first, then the top few, and
 * on a Hindi page or for a question in Devanagari, that the answer is to be in Hindi.
 */
export function factsFor(
  question: string,
  ctx: AssistantContext,
  reply: AssistantReply,
  hindi = false,
) {
  const named = productsNamed(question, ctx.products);
  const card = ctx.products.find((p) => p.id === reply.productId);
  const top = visible(ctx.products).slice(0, 6);
  const chosen = [
    ...new Map([...named, ...(card ? [card] : []), ...top].map((p) => [p.id, p])).values(),
  ];
  return [
    ...chosen.slice(0, 10).map((p) => `${line(p)} [${p.category}]: ${keySpecs(p, 4).join('; ')}`),
    `Services: ${ctx.services.map((s) => s.name).join(', ')}`,
    `Warranty: ${WARRANTY_YEARS} years. Delivery: ${DELIVERY_TIMES_TEXT}. Hours: ${WORKING_HOURS_TEXT}.`,
    ...(ctx.settings.salesPhone ? [`Sales phone: ${ctx.settings.salesPhone}`] : []),
    ...(hindi
      ? [
          'Answer in Hindi (Devanagari script), simple and polite; keep product names, model codes, units and prices exactly as written above.',
        ]
      : []),
  ];
}

/** The cart as the AI's "read cart" tool returns it. */
export function cartForAssistant(ctx: AssistantContext) {
  return ctx.cart.map((l) => ({
    productId: l.productId ?? '',
    name: l.name,
    quantity: l.quantity,
    unitPriceInPaise: l.unitPriceInPaise,
  }));
}
