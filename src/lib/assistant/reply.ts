// The rule-based assistant (seed-spec.md 2, 9): answers from the catalogue, services,
// dealers, site settings and cart it is given, so it works offline and knows a product an
// admin added without a code change. Pure: same message and context, same reply.
import {
  DELIVERY_TIMES_TEXT,
  SERVICE_AREA_CITIES,
  WARRANTY_YEARS,
  WORKING_HOURS_TEXT,
} from '../constants.ts';
import { amountToFreeDelivery, cartTotals, formatInr } from '../money.ts';
import { indexProducts, rankProducts } from '../catalogue-search.ts';
import type { AssistantContext, AssistantProduct, AssistantReply } from './context.ts';
import { parseIntent } from './intent.ts';
import { codeOf, lookupOf } from './lookup.ts';
import { normalizeQuestion } from './normalize.ts';
import { specAsked } from './specs.ts';
import { line, visible } from './products.ts';
import {
  accessoryByColourReply,
  cards,
  compareReply,
  fitReply,
  needsReply,
  productReply,
  quantityReply,
  specReply,
  unknownModelReply,
} from './reply-products.ts';
import { mentions } from './topics.ts';
import { SUGGEST } from './suggestions.ts';

type Draft = Omit<AssistantReply, 'topic'>;

function cartReply(ctx: AssistantContext): Draft {
  const totals = cartTotals(ctx.cart, ctx.settings);
  if (totals.itemCount === 0) {
    return {
      content: `Your cart is empty. Delivery is free on orders of ${formatInr(ctx.settings.freeDeliveryThresholdInPaise)} or more; below that it is ${formatInr(ctx.settings.deliveryFeeInPaise)}.`,
      suggestions: [...SUGGEST.browse],
    };
  }
  const lines = ctx.cart.map((l) => `${l.quantity} × ${l.name}`);
  const more = amountToFreeDelivery(totals.subtotalInPaise, ctx.settings);
  const delivery =
    totals.deliveryFeeInPaise === 0
      ? 'Delivery: free.'
      : `Delivery: ${formatInr(totals.deliveryFeeInPaise)}. Add ${formatInr(more)} more for free delivery.`;
  return {
    content: `Your cart holds ${totals.itemCount} item${totals.itemCount === 1 ? '' : 's'}:\n${lines.join('\n')}\nSubtotal: ${formatInr(totals.subtotalInPaise)}. ${delivery}\nTotal: ${formatInr(totals.totalInPaise)}.`,
    suggestions: ['Delivery time?', 'Warranty?', 'Get quote'],
    ...cards(ctx.cart.flatMap((l) => lookupOf(ctx.products).byId.get(l.productId ?? '') ?? [])),
  };
}

function phones(ctx: AssistantContext): string {
  const { salesPhone, quotationPhone, contactEmail } = ctx.settings;
  const parts = [
    salesPhone && `Sales: ${salesPhone}`,
    quotationPhone && `Quotations: ${quotationPhone}`,
    contactEmail && `Email: ${contactEmail}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join('\n') : 'Leave your number and our team will call you back.';
}

function whereToBuy(text: string, ctx: AssistantContext): Draft {
  const active = ctx.dealers.filter((d) => d.isActive);
  const lower = text.toLowerCase();
  const here = active.filter(
    (d) => lower.includes(d.city.toLowerCase()) || lower.includes(d.state.toLowerCase()),
  );
  if (here.length > 0) {
    const list = here.slice(0, 3).map((d) => `${d.name}, ${d.address}, ${d.city} (${d.phone})`);
    return {
      content: `Nearest to you:\n${list.join('\n')}`,
      suggestions: [...SUGGEST.afterDealers],
    };
  }
  const cities = [...new Set(active.map((d) => d.city))].sort();
  return {
    content:
      cities.length > 0
        ? `We have dealers and service centres in ${cities.join(', ')}. Tell me your city and I'll find the nearest, or see Where to Buy. You can also order online with delivery across India.`
        : 'See the Where to Buy page for our dealers, or order online with delivery across India.',
    suggestions: [...SUGGEST.afterDealers],
  };
}

/** "ML01" from "MGRID ML01 Line Laser". */
export const shortName = codeOf;

function servicesReply(text: string, ctx: AssistantContext): Draft | null {
  const lower = text.toLowerCase().replace(/[\s-]/g, '');
  const named =
    ctx.services.find((s) => lower.includes(s.name.toLowerCase().replace(/[\s-]/g, ''))) ??
    (/repair|fix|calibrat/i.test(text)
      ? ctx.services.find((s) => /repair/i.test(s.name))
      : undefined) ??
    (/consult/i.test(text) ? ctx.services.find((s) => /consult/i.test(s.name)) : undefined) ??
    (/custom|design/i.test(text) ? ctx.services.find((s) => /custom/i.test(s.name)) : undefined);
  if (named) {
    return {
      content: `${named.name}: ${named.shortDescription ?? ''}${named.duration ? ` Typical time: ${named.duration}.` : ''}`,
      suggestions: ['Contact us', 'Service areas', 'Other services'],
      serviceId: named.id,
    };
  }
  if (!mentions('services', text)) return null;
  return {
    content: `Our services:\n${ctx.services.map((s) => `${s.name}: ${s.shortDescription ?? s.category}`).join('\n')}`,
    suggestions: [...ctx.services.slice(0, 2).map((s) => s.name), 'Contact us'],
  };
}

const STOPWORDS = new Set(
  (
    'a an the do you sell have any is are of for to me i my we in on with what which show ' +
    'who your our how does did can will why when where there their them they this that ' +
    'please tell about need want buy get can it this that there kya hai ka ki ke ko chahiye ' +
    'mujhe hum aap koi milega price cost rate kitna mgrid'
  ).split(' '),
);

/** The catalogue index ranks the words left over (a product named in other words). */
function retrieved(text: string, ctx: AssistantContext): AssistantProduct[] {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 3 && !STOPWORDS.has(w));
  if (words.length === 0) return [];
  const hits = rankProducts(visible(ctx.products), words);
  const best = hits[0]?.score ?? 0;
  return hits
    .filter((h) => h.score >= best * 0.6)
    .slice(0, 3)
    .map((h) => h.product);
}

function answer(raw: string, ctx: AssistantContext): Draft & { topic: string } {
  const text = normalizeQuestion(raw);
  const intent = parseIntent(raw, text, ctx.products);
  const named = intent.named;
  const card = cards(named.slice(0, 1));

  if ((mentions('cart', text) || mentions('deliveryCharge', text)) && intent.lines.length === 0)
    return { topic: 'cart', ...cartReply(ctx) };
  const unknownModel = unknownModelReply(intent, ctx);
  if (unknownModel) return unknownModel;
  const quantity = intent.lines.length > 0 ? quantityReply(text, intent, ctx) : null;
  if (quantity) return quantity;
  if (mentions('warranty', text)) {
    const own = named[0]?.specifications['Warranty'];
    if (named[0] && !own && named[0].category.toLowerCase() === 'accessories')
      return {
        topic: 'warranty',
        content: `The ${named[0].name}'s warranty is not listed in our product data, so I won't guess. Our team can confirm it: tap Contact us.`,
        suggestions: ['Contact us', 'E-Repair'],
        ...card,
      };
    return {
      topic: 'warranty',
      content: own
        ? `The ${named[0]!.name} carries a ${own} warranty against manufacturing defects. Register your product to activate it; repairs under warranty are free through our E-Repair service.`
        : `Every MGRID tool comes with a ${WARRANTY_YEARS}-year warranty against manufacturing defects. Register your product to activate it; repairs under warranty are free through our E-Repair service.`,
      suggestions: ['E-Repair', 'Product registration', 'Contact us'],
      ...card,
    };
  }
  if (mentions('delivery', text)) {
    const free = formatInr(ctx.settings.freeDeliveryThresholdInPaise);
    return {
      topic: 'delivery',
      content: `Delivery takes ${DELIVERY_TIMES_TEXT}. It is free on orders of ${free} or more; below that the fee is ${formatInr(ctx.settings.deliveryFeeInPaise)}.`,
      suggestions: ["What's in my cart?", 'Warranty?', 'Contact us'],
      ...card,
    };
  }
  if (mentions('hours', text) && named.length === 0)
    return {
      topic: 'hours',
      content: `We are open ${WORKING_HOURS_TEXT}.`,
      suggestions: ['Phone number', 'Contact us'],
    };
  if (mentions('serviceArea', text))
    return {
      topic: 'service-area',
      content: `We offer sales and service in ${SERVICE_AREA_CITIES.length} cities: ${SERVICE_AREA_CITIES.join(', ')}. We deliver products across India.`,
      suggestions: ['Where to buy', 'E-Repair', 'Contact us'],
    };
  if (mentions('whereToBuy', text) && !(named[0] && specAsked(text)))
    return { topic: 'where-to-buy', ...whereToBuy(text, ctx) };
  if (mentions('catalogue', text)) {
    const url = ctx.settings.catalogUrl;
    return {
      topic: 'catalogue',
      content: url
        ? `Here is our catalogue: ${url}`
        : 'Browse every product on the Products page; ask me for a PDF catalogue by leaving your email.',
      suggestions: ['Show products', 'Get quote'],
    };
  }
  if (mentions('phone', text) && !named[0])
    return {
      topic: 'phone',
      content: `You can reach us at:\n${phones(ctx)}\nWe are open ${WORKING_HOURS_TEXT}.`,
      suggestions: ["Send us your contact details and we'll call you back ASAP"],
    };
  const byData =
    quantityReply(text, intent, ctx) ??
    compareReply(text, intent) ??
    fitReply(text, intent, ctx) ??
    accessoryByColourReply(intent, ctx) ??
    specReply(text, intent);
  if (byData) return byData;
  if (named[0]) return productReply(text, named[0]);
  const needs = needsReply(intent, ctx);
  if (needs) return needs;
  const service = servicesReply(text, ctx);
  if (service) return { topic: 'services', ...service };
  if (mentions('thanks', text))
    return {
      topic: 'thanks',
      content: "You're welcome! Anything else I can help with?",
      suggestions: [...SUGGEST.start],
    };
  if (mentions('greeting', text) && text.split(' ').length <= 3)
    return {
      topic: 'greeting',
      content:
        'Hello! I am the MGRID assistant. Ask me about our lasers and distance meters, prices, delivery, warranty or repairs.',
      suggestions: [...SUGGEST.start],
    };
  if (mentions('recommend', text) || mentions('price', text)) {
    const top = visible(ctx.products)
      .filter((p) => p.category.toLowerCase() !== 'accessories')
      .slice(0, 4);
    return {
      topic: 'recommend',
      content: `Our most popular tools:\n${top.map(line).join('\n')}\nTell me the job (tiling, ceilings, outdoor levelling) and I'll narrow it down.`,
      suggestions: top.slice(0, 2).map(codeOf).concat('Under 5000'),
      ...cards(top),
    };
  }
  const found = retrieved(text, ctx);
  if (found.length > 0)
    return {
      topic: 'search',
      content: `From our catalogue:\n${found.map(line).join('\n')}`,
      suggestions: found.slice(0, 2).map(codeOf).concat('Get quote'),
      ...cards(found),
    };
  if (mentions('greeting', text))
    return {
      topic: 'greeting',
      content:
        'Hello! I am the MGRID assistant. Ask me about our lasers and distance meters, prices, delivery, warranty or repairs.',
      suggestions: [...SUGGEST.start],
    };
  return {
    topic: 'unknown',
    content:
      "I'm not sure I understood. I can help with products and prices, comparing models, delivery, warranty, repairs and finding a dealer. Or leave your details and our team will call you.",
    suggestions: [...SUGGEST.unknown],
  };
}

/**
 * Builds the lookups and the search index over `products` ahead of the first question (the
 * chat calls it when idle after opening): over 5,000 products the index takes a few hundred
 * milliseconds on a phone, which must not land on a reply.
 */
export function warmAssistant(products: readonly AssistantProduct[]): void {
  indexProducts(lookupOf(products).visible);
}

/** The rule-based reply to one message. */
export function ruleReply(message: string, ctx: AssistantContext): AssistantReply {
  const { topic, ...draft } = answer(message.trim(), ctx);
  return { ...draft, topic };
}
