// The rule-based assistant (docs/product.md#the-assistant): answers from the catalogue, services,
// dealers, site settings and cart it is given, so it works offline and knows a product an
// admin added without a code change. Pure: same message and context, same reply. Its texts
// are in the language of `t` (src/i18n's t on Hindi pages); names and model codes stay as
// the catalogue writes them.
import { SERVICE_AREA_CITIES, WARRANTY_YEARS, WORKING_HOURS_TEXT } from '../constants.ts';
import { english, type Translate } from '../i18n/format.ts';
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
import { suggest } from './suggestions.ts';
import { DELIVERY_TIMES } from './delivery-times.ts';

type Draft = Omit<AssistantReply, 'topic'>;

function cartReply(ctx: AssistantContext, t: Translate): Draft {
  const totals = cartTotals(ctx.cart, ctx.settings);
  if (totals.itemCount === 0) {
    return {
      content: t(
        'Your cart is empty. Delivery is free on orders of {free} or more; below that it is {fee}.',
        {
          free: formatInr(ctx.settings.freeDeliveryThresholdInPaise),
          fee: formatInr(ctx.settings.deliveryFeeInPaise),
        },
      ),
      suggestions: suggest('browse', t),
    };
  }
  const lines = ctx.cart.map((l) => `${l.quantity} × ${l.name}`);
  const more = amountToFreeDelivery(totals.subtotalInPaise, ctx.settings);
  const delivery =
    totals.deliveryFeeInPaise === 0
      ? t('Delivery: free.')
      : t('Delivery: {fee}. Add {more} more for free delivery.', {
          fee: formatInr(totals.deliveryFeeInPaise),
          more: formatInr(more),
        });
  const holds = t('Your cart holds {count, plural, one {{count} item} other {{count} items}}:', {
    count: totals.itemCount,
  });
  const subtotal = t('Subtotal: {amount}.', { amount: formatInr(totals.subtotalInPaise) });
  const total = t('Total: {amount}.', { amount: formatInr(totals.totalInPaise) });
  return {
    content: `${holds}\n${lines.join('\n')}\n${subtotal} ${delivery}\n${total}`,
    suggestions: [t('Delivery time?'), t('Warranty?'), t('Get quote')],
    ...cards(ctx.cart.flatMap((l) => lookupOf(ctx.products).byId.get(l.productId ?? '') ?? [])),
  };
}

function phones(ctx: AssistantContext, t: Translate): string {
  const { salesPhone, quotationPhone, contactEmail } = ctx.settings;
  const parts = [
    salesPhone && t('Sales: {phone}', { phone: salesPhone }),
    quotationPhone && t('Quotations: {phone}', { phone: quotationPhone }),
    contactEmail && t('Email: {email}', { email: contactEmail }),
  ].filter(Boolean);
  return parts.length > 0
    ? parts.join('\n')
    : t('Leave your number and our team will call you back.');
}

function whereToBuy(text: string, ctx: AssistantContext, t: Translate): Draft {
  const active = ctx.dealers.filter((d) => d.isActive);
  const lower = text.toLowerCase();
  const here = active.filter(
    (d) => lower.includes(d.city.toLowerCase()) || lower.includes(d.state.toLowerCase()),
  );
  if (here.length > 0) {
    const list = here.slice(0, 3).map((d) => `${d.name}, ${d.address}, ${d.city} (${d.phone})`);
    return {
      content: `${t('Nearest to you:')}\n${list.join('\n')}`,
      suggestions: suggest('afterDealers', t),
    };
  }
  const cities = [...new Set(active.map((d) => d.city))].sort();
  return {
    content:
      cities.length > 0
        ? t(
            "We have dealers and service centres in {cities}. Tell me your city and I'll find the nearest, or see Where to Buy. You can also order online with delivery across India.",
            { cities: cities.join(', ') },
          )
        : t(
            'See the Where to Buy page for our dealers, or order online with delivery across India.',
          ),
    suggestions: suggest('afterDealers', t),
  };
}

/** "ML01" from "MGRID ML01 Line Laser". */
export const shortName = codeOf;

function servicesReply(text: string, ctx: AssistantContext, t: Translate): Draft | null {
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
      content: `${named.name}: ${named.shortDescription ?? ''}${named.duration ? ` ${t('Typical time: {duration}.', { duration: named.duration })}` : ''}`,
      suggestions: [t('Contact us'), t('Service areas'), t('Other services')],
      serviceId: named.id,
    };
  }
  if (!mentions('services', text)) return null;
  return {
    content: `${t('Our services:')}\n${ctx.services.map((s) => `${s.name}: ${s.shortDescription ?? s.category}`).join('\n')}`,
    suggestions: [...ctx.services.slice(0, 2).map((s) => s.name), t('Contact us')],
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

function answer(raw: string, ctx: AssistantContext, t: Translate): Draft & { topic: string } {
  const text = normalizeQuestion(raw);
  const intent = parseIntent(raw, text, ctx.products);
  const named = intent.named;
  const card = cards(named.slice(0, 1));
  const hello = () => ({
    topic: 'greeting',
    content: t(
      'Hello! I am the MGRID assistant. Ask me about our lasers and distance meters, prices, delivery, warranty or repairs.',
    ),
    suggestions: suggest('start', t),
  });

  if ((mentions('cart', text) || mentions('deliveryCharge', text)) && intent.lines.length === 0)
    return { topic: 'cart', ...cartReply(ctx, t) };
  const unknownModel = unknownModelReply(intent, ctx, t);
  if (unknownModel) return unknownModel;
  const quantity = intent.lines.length > 0 ? quantityReply(text, intent, ctx, t) : null;
  if (quantity) return quantity;
  if (mentions('warranty', text)) {
    const own = named[0]?.specifications['Warranty'];
    if (named[0] && !own && named[0].category.toLowerCase() === 'accessories')
      return {
        topic: 'warranty',
        content: t(
          "The {name}'s warranty is not listed in our product data, so I won't guess. Our team can confirm it: tap Contact us.",
          { name: named[0].name },
        ),
        suggestions: [t('Contact us'), t('E-Repair')],
        ...card,
      };
    return {
      topic: 'warranty',
      content: own
        ? t(
            'The {name} carries a {warranty} warranty against manufacturing defects. Register your product to activate it; repairs under warranty are free through our E-Repair service.',
            { name: named[0]!.name, warranty: own },
          )
        : t(
            'Every MGRID tool comes with a {years}-year warranty against manufacturing defects. Register your product to activate it; repairs under warranty are free through our E-Repair service.',
            { years: WARRANTY_YEARS },
          ),
      suggestions: [t('E-Repair'), t('Product registration'), t('Contact us')],
      ...card,
    };
  }
  if (mentions('delivery', text)) {
    return {
      topic: 'delivery',
      content: t(
        'Delivery takes {times}. It is free on orders of {free} or more; below that the fee is {fee}.',
        {
          times: t(DELIVERY_TIMES),
          free: formatInr(ctx.settings.freeDeliveryThresholdInPaise),
          fee: formatInr(ctx.settings.deliveryFeeInPaise),
        },
      ),
      suggestions: [t("What's in my cart?"), t('Warranty?'), t('Contact us')],
      ...card,
    };
  }
  if (mentions('hours', text) && named.length === 0)
    return {
      topic: 'hours',
      content: t('We are open {hours}.', { hours: t(WORKING_HOURS_TEXT) }),
      suggestions: [t('Phone number'), t('Contact us')],
    };
  if (mentions('serviceArea', text))
    return {
      topic: 'service-area',
      content: t(
        'We offer sales and service in {count} cities: {cities}. We deliver products across India.',
        { count: SERVICE_AREA_CITIES.length, cities: SERVICE_AREA_CITIES.join(', ') },
      ),
      suggestions: [t('Where to buy'), t('E-Repair'), t('Contact us')],
    };
  if (mentions('whereToBuy', text) && !(named[0] && specAsked(text)))
    return { topic: 'where-to-buy', ...whereToBuy(text, ctx, t) };
  if (mentions('catalogue', text)) {
    const url = ctx.settings.catalogUrl;
    return {
      topic: 'catalogue',
      content: url
        ? t('Here is our catalogue: {url}', { url })
        : t(
            'Browse every product on the Products page; ask me for a PDF catalogue by leaving your email.',
          ),
      suggestions: [t('Show products'), t('Get quote')],
    };
  }
  if (mentions('phone', text) && !named[0])
    return {
      topic: 'phone',
      content: `${t('You can reach us at:')}\n${phones(ctx, t)}\n${t('We are open {hours}.', { hours: t(WORKING_HOURS_TEXT) })}`,
      suggestions: [t("Send us your contact details and we'll call you back ASAP")],
    };
  const byData =
    quantityReply(text, intent, ctx, t) ??
    compareReply(text, intent, t) ??
    fitReply(text, intent, ctx, t) ??
    accessoryByColourReply(intent, ctx, t) ??
    specReply(text, intent, t);
  if (byData) return byData;
  if (named[0]) return productReply(text, named[0], t);
  const needs = needsReply(intent, ctx, t);
  if (needs) return needs;
  const service = servicesReply(text, ctx, t);
  if (service) return { topic: 'services', ...service };
  if (mentions('thanks', text))
    return {
      topic: 'thanks',
      content: t("You're welcome! Anything else I can help with?"),
      suggestions: suggest('start', t),
    };
  if (mentions('greeting', text) && text.split(' ').length <= 3) return hello();
  if (mentions('recommend', text) || mentions('price', text)) {
    const top = visible(ctx.products)
      .filter((p) => p.category.toLowerCase() !== 'accessories')
      .slice(0, 4);
    return {
      topic: 'recommend',
      content: `${t('Our most popular tools:')}\n${top.map((p) => line(p, t)).join('\n')}\n${t("Tell me the job (tiling, ceilings, outdoor levelling) and I'll narrow it down.")}`,
      suggestions: top.slice(0, 2).map(codeOf).concat(t('Under 5000')),
      ...cards(top),
    };
  }
  const found = retrieved(text, ctx);
  if (found.length > 0)
    return {
      topic: 'search',
      content: `${t('From our catalogue:')}\n${found.map((p) => line(p, t)).join('\n')}`,
      suggestions: found.slice(0, 2).map(codeOf).concat(t('Get quote')),
      ...cards(found),
    };
  if (mentions('greeting', text)) return hello();
  return {
    topic: 'unknown',
    content: t(
      "I'm not sure I understood. I can help with products and prices, comparing models, delivery, warranty, repairs and finding a dealer. Or leave your details and our team will call you.",
    ),
    suggestions: suggest('unknown', t),
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

/** The rule-based reply to one message, its texts in the language of `t` (English by default). */
export function ruleReply(
  message: string,
  ctx: AssistantContext,
  t: Translate = english,
): AssistantReply {
  const { topic, ...draft } = answer(message.trim(), ctx, t);
  return { ...draft, topic };
}
