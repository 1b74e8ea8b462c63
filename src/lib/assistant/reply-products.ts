// Replies about products: models we do not make, quantities and quotes, comparisons, what
// fits what, a specification, one product, and lists by need. Each names only catalogue
// products and carries a card for every one it names. Texts in the language of `t`.
import { WARRANTY_YEARS } from '../constants.ts';
import type { Translate } from '../i18n/format.ts';
import { msg } from '../i18n/msg.ts';
import { formatInr } from '../money.ts';
import { priceForQuantity } from './bulk.ts';
import { accessoriesFitting, fits, toolsFittedBy } from './compat.ts';
import type { AssistantContext, AssistantProduct, AssistantReply, QuoteLine } from './context.ts';
import type { Intent } from './intent.ts';
import { ruleOf, type KindRule } from './kinds.ts';
import { codeOf, lookupOf } from './lookup.ts';
import { comparison, keySpecs, line, meeting, priceOf, visible } from './products.ts';
import { specAsked, specValue } from './specs.ts';
import { mentions } from './topics.ts';
import { DELIVERY_TIMES } from './delivery-times.ts';

export type Draft = Omit<AssistantReply, 'topic'> & { topic: string };

const contact = (t: Translate) => [t('Get quote'), t('Contact us')];
const lines = (list: readonly AssistantProduct[], t: Translate) =>
  list.map((p) => line(p, t)).join('\n');

/** The cards of a reply: every product it names, the first also as its main card. */
export function cards(list: readonly AssistantProduct[]) {
  const ids = [...new Set(list.map((p) => p.id))];
  return ids.length > 0 ? { productId: ids[0]!, productIds: ids } : {};
}

const isTool = (p: AssistantProduct) => p.category.toLowerCase() === 'tools';
const ACCESSORY_KINDS = new Set([
  'battery',
  'tripod',
  'receiver',
  'glasses',
  'target',
  'mount',
  'case',
  'accessory',
]);

/** Products closest to a code we do not make: the same letters first, then the same kind. */
function closestTo(code: string, intent: Intent, ctx: AssistantContext): AssistantProduct[] {
  const all = visible(ctx.products);
  const letters = /^[A-Z]+/.exec(code)?.[0].toLowerCase() ?? '';
  const sameLetters = all.filter((p) => codeOf(p).toLowerCase().startsWith(letters));
  if (sameLetters.length > 0) return sameLetters.slice(0, 3);
  const sameKind = intent.kind ? all.filter((p) => intent.kind!.is(p)) : [];
  return (sameKind.length > 0 ? sameKind : all.filter(isTool)).slice(0, 3);
}

export function unknownModelReply(
  intent: Intent,
  ctx: AssistantContext,
  t: Translate,
): Draft | null {
  if (intent.unknownCodes.length === 0 && !intent.otherBrand) return null;
  if (intent.named.length > 0 && intent.unknownCodes.length === 0) return null;
  const close =
    intent.unknownCodes[0] && !intent.otherBrand
      ? closestTo(intent.unknownCodes[0], intent, ctx)
      : (intent.kind
          ? visible(ctx.products).filter((p) => intent.kind!.is(p))
          : visible(ctx.products).filter(isTool)
        ).slice(0, 3);
  const list = [...new Set([...intent.named, ...close])].slice(0, 3);
  const what =
    intent.unknownCodes.length > 0 && !intent.otherBrand ? intent.unknownCodes.join(' or ') : null;
  const head = what
    ? t("We don't make {what}: it is not an MGRID model.", { what })
    : t("We make only MGRID tools, so we don't sell {brand} products.", {
        brand: intent.otherBrand ?? '',
      });
  return {
    topic: 'unknown-model',
    content: `${head} ${t('The closest products we do make:')}\n${lines(list, t)}`,
    suggestions: list
      .slice(0, 2)
      .map((p) => codeOf(p))
      .concat(t('Contact us')),
    ...cards(list),
  };
}

/** The product a quantity asks for: the one named, else the first of its kind. */
function productOfLine(l: Intent['lines'][number], intent: Intent, ctx: AssistantContext) {
  if (l.product) return l.product;
  if (l.kind) return visible(ctx.products).find((p) => l.kind!.is(p)) ?? null;
  return intent.named.length === 1 ? intent.named[0]! : null;
}

const QUOTE_WORDS = /\bquot(?:e|ation|es)\b|\bbulk\b|\bwholesale\b|\bdealer price\b|\bproject\b/;

export function quantityReply(
  text: string,
  intent: Intent,
  ctx: AssistantContext,
  t: Translate,
): Draft | null {
  const wantsQuote = QUOTE_WORDS.test(text);
  const asked = intent.lines
    .map((l) => ({ product: productOfLine(l, intent, ctx), quantity: l.quantity }))
    .filter((l): l is { product: AssistantProduct; quantity: number } => l.product !== null);
  if (asked.length === 0) {
    if (!wantsQuote) return null;
    // "bulk price for SL02": the rule from its bulk quantity.
    if (intent.named.length > 0) {
      for (const p of intent.named) asked.push({ product: p, quantity: p.bulkQty ?? p.moq });
    } else {
      return {
        topic: 'quote',
        content: t(
          'Tell me each model and how many you need and I will work out the price, or open the quotation request and add them there. Our team replies with a formal quote.',
        ),
        suggestions: [t('Price for 10 SL02'), t('Show products'), t('Contact us')],
        quote: [],
      };
    }
  }
  const merged = new Map<string, QuoteLine & { product: AssistantProduct }>();
  for (const l of asked) {
    const before = merged.get(l.product.id);
    merged.set(l.product.id, {
      productId: l.product.id,
      product: l.product,
      quantity: (before?.quantity ?? 0) + l.quantity,
    });
  }
  const asks = [...merged.values()];
  const texts: string[] = [];
  let total = 0;
  for (const l of asks) {
    const name = l.product.name;
    if (l.quantity < l.product.moq)
      texts.push(t('{name}: the minimum order is {moq} units.', { name, moq: l.product.moq }));
    const priced = priceForQuantity(l.product, Math.max(l.quantity, l.product.moq), t);
    if (!priced) {
      texts.push(t('{name}: price on request; ask for a quote.', { name }));
      continue;
    }
    texts.push(priced.text);
    total += priced.totalInPaise;
  }
  if (asks.length > 1 && total > 0)
    texts.push(t('All together: {total}.', { total: formatInr(total) }));
  texts.push(t('Tap Get quote for a formal quotation with these lines.'));
  return {
    topic: 'bulk',
    content: texts.join('\n'),
    suggestions: [t('Delivery time?'), t('Warranty?'), t('Contact us')],
    quote: asks.map((l) => ({
      productId: l.productId,
      quantity: Math.max(l.quantity, l.product.moq),
    })),
    ...cards(asks.map((l) => l.product)),
  };
}

export function compareReply(text: string, intent: Intent, t: Translate): Draft | null {
  const [a, b] = intent.named;
  if (!a || !b) return null;
  if (!(mentions('compare', text) || /\band\b|,|\baur\b|\bya\b|\bor\b/.test(text))) return null;
  return {
    topic: 'compare',
    content: comparison(a, b, t),
    suggestions: [
      t('Buy {code}', { code: codeOf(a) }),
      t('Buy {code}', { code: codeOf(b) }),
      t('Get quote'),
    ],
    ...cards([a, b]),
  };
}

const FIT_WORDS =
  /\bfits?\b|\bfitting\b|\bcompatib|\bworks? with\b|\bgoes with\b|\bfor\b|\bke liye\b|\bwith\b|\bchalega\b|\blag(?:e|ta)ga\b|\bspare\b|\bextra\b|\bsuit/;
const SPEC_OF_OWN =
  /\blife\b|\bbackup\b|run ?time|how long|\blast\b|kitni der|chalti|\bmah\b|\bcapacity\b|\bvoltage\b|\bthread\b/;

const ONE: Record<string, string> = {
  battery: msg('a battery'),
  tripod: msg('a tripod'),
  receiver: msg('a receiver'),
  glasses: msg('laser glasses'),
  target: msg('a target plate'),
  mount: msg('a mount'),
  case: msg('a carry case'),
};
const singular = (kind: KindRule | null, t: Translate) =>
  t((kind && ONE[kind.kind]) ?? msg('an accessory'));

/** Accessories for a named tool ("battery for SL02", "what fits GL360", "SL02 tripod"). */
export function fitReply(
  text: string,
  intent: Intent,
  ctx: AssistantContext,
  t: Translate,
): Draft | null {
  const tool = intent.named.find(isTool);
  const accessory = intent.named.find((p) => !isTool(p));
  if (accessory && tool) {
    const ok = fits(accessory, tool);
    const others = accessoriesFitting(tool, ctx.products).filter((p) => p.id !== accessory.id);
    const alt =
      !ok && intent.kind && ACCESSORY_KINDS.has(intent.kind.kind)
        ? others.filter((p) => intent.kind!.is(p))
        : [];
    const names = { accessory: accessory.name, tool: tool.name };
    return {
      topic: 'compatibility',
      content: ok
        ? t('Yes: the {accessory} fits the {tool}.', names)
        : `${t('No: the {accessory} is not listed as fitting the {tool}.', names)}${alt[0] ? `\n${t('This one fits it:')}\n${lines(alt, t)}` : others.length > 0 ? `\n${t('What does fit it:')}\n${lines(others.slice(0, 3), t)}` : ''}`,
      suggestions: [t('Accessories for {code}', { code: codeOf(tool) }), t('Get quote')],
      ...cards([accessory, ...(ok ? [] : alt[0] ? alt : others.slice(0, 3)), tool]),
    };
  }
  if (
    accessory &&
    !tool &&
    /\bwhich\b|\bwhat\b|\bmodels?\b|\bcompatib|\bfits?\b|\bkaunse\b|\bkis\b/.test(text) &&
    /\bfits?\b|\bcompatib|\bworks? with\b|\bmodels?\b|\bkaunse\b|\bkis\b|\bwhich lasers?\b/.test(
      text,
    )
  ) {
    const tools = toolsFittedBy(accessory, ctx.products);
    return {
      topic: 'compatibility',
      content:
        tools.length > 0
          ? `${t('The {name} fits:', { name: accessory.name })}\n${lines(tools, t)}`
          : t(
              'Our product data does not list which models the {name} fits. Our team can confirm it for your tool.',
              { name: accessory.name },
            ),
      suggestions: contact(t),
      ...cards([accessory, ...tools]),
    };
  }
  if (!tool) return null;
  const kind = intent.kind && ACCESSORY_KINDS.has(intent.kind.kind) ? intent.kind : null;
  const asksAccessories =
    mentions('accessories', text) || /\bwhat fits\b|\bwhat goes with\b|\bcompatib/.test(text);
  if (!kind && !asksAccessories) return null;
  if (kind && !FIT_WORDS.test(text) && SPEC_OF_OWN.test(text)) return null;
  if (kind?.kind === 'battery' && SPEC_OF_OWN.test(text)) return null;
  const all = accessoriesFitting(tool, ctx.products);
  const list = kind && kind.kind !== 'accessory' ? all.filter((p) => kind.is(p)) : all;
  if (list.length === 0) {
    const own =
      kind?.kind === 'battery' && tool.specifications['Battery']
        ? ` ${t('It runs on: {battery}.', { battery: tool.specifications['Battery'] })}`
        : '';
    const none = t("We don't list {what} that fits the {tool}.", {
      what: singular(kind, t),
      tool: tool.name,
    });
    return {
      topic: 'accessories',
      content: `${none}${own}${all.length > 0 ? `\n${t('Accessories that do fit it:')}\n${lines(all.slice(0, 4), t)}` : ''}\n${t('Our team can advise: tap Contact us.')}`,
      suggestions: [t('Contact us'), t('Get quote')],
      ...cards([tool, ...all.slice(0, 4)]),
    };
  }
  const what = kind && kind.kind !== 'accessory' ? t(kind.label) : t('accessories');
  return {
    topic: 'accessories',
    content: `${capitalised(t('{what} for the {tool}:', { what, tool: tool.name }))}\n${lines(list.slice(0, 5), t)}`,
    suggestions: list
      .slice(0, 2)
      .map((p) => codeOf(p))
      .concat(t('Get quote')),
    ...cards([...list.slice(0, 5), tool]),
  };
}

/** "glasses for green laser", "receiver for red lasers": accessories by the tools they fit. */
export function accessoryByColourReply(
  intent: Intent,
  ctx: AssistantContext,
  t: Translate,
): Draft | null {
  const kind = intent.kind;
  if (!kind || !ACCESSORY_KINDS.has(kind.kind) || !intent.colour || intent.named.length > 0)
    return null;
  const colour = new RegExp(`\\b${intent.colour}\\b`, 'i');
  const ofKind = visible(ctx.products).filter((p) => kind.is(p));
  const list = ofKind.filter((p) =>
    colour.test(
      `${p.name} ${p.shortDescription ?? ''} ${Object.values(p.specifications).join(' ')}`,
    ),
  );
  const beam = { colour: colourWord(intent.colour, t) };
  if (list.length === 0)
    return {
      topic: 'accessories',
      content: `${t("We don't list {what} for {colour} lasers.", { what: t(kind.label), ...beam })}${ofKind.length ? ` ${t('What we have:')}\n${lines(ofKind.slice(0, 3), t)}` : ''}`,
      suggestions: contact(t),
      ...cards(ofKind.slice(0, 3)),
    };
  return {
    topic: 'accessories',
    content: `${t('For {colour} lasers:', beam)}\n${lines(list, t)}`,
    suggestions: list
      .slice(0, 1)
      .map((p) => codeOf(p))
      .concat(t('Get quote')),
    ...cards(list),
  };
}

const STOCK =
  /\bin stock\b|\bstock\b|\bavailab|\buplabdh\b|\bhow many (?:do you have|left|pieces)\b/;
const DISCOUNT =
  /\bdiscount|\b(?:any|special|festive|diwali) offers?\b|\boffers? on\b|\bcoupon|\bkam (?:karo|kar do|ho sakta)\b|\bbest price\b|\bnegotiat|\bcashback\b|\bon sale\b|\bcheaper price\b|\bpercent off\b|% off\b/;

/** A specification, stock or discount asked of a named product: from data, or "not listed". */
export function specReply(text: string, intent: Intent, t: Translate): Draft | null {
  const p = intent.named[0];
  if (DISCOUNT.test(text)) return discountReply(p ?? null, t);
  if (!p) return null;
  if (STOCK.test(text) && !/\bwhere\b/.test(text))
    return {
      topic: 'stock',
      content: t(
        "I can't see live stock from the chat, so I won't quote a number for the {name}. Add it to the cart (checkout confirms availability) or ask for a quote and our team will confirm it.",
        { name: p.name },
      ),
      suggestions: contact(t),
      ...cards([p]),
    };
  const ask = specAsked(text);
  if (!ask || (ask.label === 'range' && mentions('price', text))) return null;
  const value = specValue(p, ask);
  return {
    topic: value ? 'spec' : 'spec-not-listed',
    content: value
      ? `${p.name}: ${value}.`
      : t(
          "The {name}'s {spec} is not listed in our product data, so I won't guess. Our team can confirm it: tap Get quote or Contact us.",
          { name: p.name, spec: t(ask.label) },
        ),
    suggestions: value
      ? [t('{code} specifications', { code: codeOf(p) }), t('Get quote')]
      : contact(t),
    ...cards([p]),
  };
}

function discountReply(p: AssistantProduct | null, t: Translate): Draft {
  const bulk = p
    ? ` ${
        p.bulkQty && p.bulkUnitPrice
          ? t('The {name} has a bulk price: {bulkPrice} each from {bulkQty} units.', {
              name: p.name,
              bulkPrice: p.bulkUnitPrice,
              bulkQty: p.bulkQty,
            })
          : t('The {name} has no listed bulk price.', { name: p.name })
      }`
    : '';
  return {
    topic: 'discount',
    content: `${t("I can't offer a discount in the chat: prices are as listed on the site.")}${bulk} ${t('For a larger order, ask for a quote and our sales team will reply with their best price.')}`,
    suggestions: contact(t),
    ...(p ? cards([p]) : {}),
  };
}

export function productReply(text: string, p: AssistantProduct, t: Translate): Draft {
  const code = { code: codeOf(p) };
  const moq = p.moq > 1 ? ` ${t('Minimum order: {moq} units.', { moq: p.moq })}` : '';
  if (mentions('specs', text)) {
    return {
      topic: 'product',
      content: `${p.name} (${priceOf(p, t)}):\n${keySpecs(p, 8).join('\n')}`,
      suggestions: [t('Compare models'), t('Accessories for {code}', code), t('Get quote')],
      ...cards([p]),
    };
  }
  const specs = keySpecs(p, 3);
  const costs = t('{name} costs {price} {gst, select, plus {(plus GST)} other {(incl. GST)}}.', {
    name: p.name,
    price: priceOf(p, t),
    gst: p.priceInclusive === false ? 'plus' : 'incl',
  });
  const keys = specs.length ? `\n${t('Key specs: {specs}', { specs: specs.join('; ') })}` : '';
  const ships = t('It comes with a {years}-year warranty and ships in {times}.', {
    years: WARRANTY_YEARS,
    times: t(DELIVERY_TIMES),
  });
  return {
    topic: 'product',
    content: `${costs}${moq} ${p.shortDescription ?? ''}${keys}\n${ships}`.replace(/ +\n/g, '\n'),
    suggestions: [
      t('{code} specifications', code),
      t('Accessories for {code}', code),
      t('Get quote'),
    ],
    ...cards([p]),
  };
}

const colourWord = (colour: 'green' | 'red', t: Translate) =>
  colour === 'green' ? t('green') : t('red');

function needsText(intent: Intent, label: string, t: Translate) {
  const parts = [t(label)];
  if (intent.colour) parts.unshift(colourWord(intent.colour, t));
  const min = intent.budget?.minInPaise;
  const max = intent.budget?.maxInPaise;
  if (max != null && min != null)
    parts.push(t('between {min} and {max}', { min: formatInr(min), max: formatInr(max) }));
  else if (max != null) parts.push(t('up to {max}', { max: formatInr(max) }));
  else if (min != null) parts.push(t('from {min}', { min: formatInr(min) }));
  if (intent.rangeM !== null) parts.push(t('reaching {metres} m', { metres: intent.rangeM }));
  if (intent.outdoor) parts.push(t('for outdoor work'));
  return parts.join(' ');
}

/** Products by kind, budget, colour, range and outdoor use; honest when none meets them. */
export function needsReply(intent: Intent, ctx: AssistantContext, t: Translate): Draft | null {
  const { kind, budget, colour, rangeM, outdoor, cheapest } = intent;
  if (!kind && !budget && rangeM === null && !outdoor && !cheapest && !colour) return null;
  // Beam colour alone or range alone mean a laser.
  const effectiveKind = kind ?? (colour || rangeM !== null || outdoor ? ruleOf('laser') : null);
  if (!effectiveKind && !budget && !cheapest) return null;
  const needs = { kind: effectiveKind, budget, colour, rangeM, outdoor };
  let list = meeting(ctx.products, needs);
  if (cheapest)
    list = [...list]
      .sort((a, b) => (a.priceInPaise ?? Infinity) - (b.priceInPaise ?? Infinity))
      .slice(0, 1);
  const label = effectiveKind?.label ?? msg('products');
  if (list.length === 0) {
    const relaxed = meeting(ctx.products, { ...needs, budget: null, rangeM: null, outdoor: false });
    const near = (
      budget ? [...relaxed].sort((a, b) => (a.priceInPaise ?? 0) - (b.priceInPaise ?? 0)) : relaxed
    ).slice(0, 3);
    return {
      topic: 'needs',
      content: `${t('We have no {needs}.', { needs: needsText(intent, label, t) })}${near.length ? ` ${t('The nearest we make:')}\n${lines(near, t)}` : ''}`,
      suggestions: [t('Show products'), t('Contact us')],
      ...cards(near),
    };
  }
  const shown = list.slice(0, 4);
  const receiver =
    outdoor && effectiveKind && !ACCESSORY_KINDS.has(effectiveKind.kind)
      ? visible(ctx.products).find((p) => ruleOf('receiver').is(p))
      : undefined;
  const extra = receiver
    ? `\n${t('Outdoors in sunlight, add the {receiver} to find the line.', { receiver: line(receiver, t) })}`
    : '';
  return {
    topic: budget ? 'price-range' : 'category',
    content: `${t('Our {needs}:', { needs: needsText(intent, label, t) })}\n${lines(shown, t)}${extra}`,
    suggestions: shown
      .slice(0, 2)
      .map((p) => codeOf(p))
      .concat(shown.length > 1 ? t('Compare models') : t('Get quote')),
    ...cards(receiver ? [...shown, receiver] : shown),
  };
}

/** The first letter in capitals ("tripods for the X" -> "Tripods for the X"; Hindi as it is). */
function capitalised(text: string): string {
  return `${text[0]!.toUpperCase()}${text.slice(1)}`;
}

export const lookupVisible = (ctx: AssistantContext) => lookupOf(ctx.products).visible;
