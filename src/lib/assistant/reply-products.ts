// Replies about products: models we do not make, quantities and quotes, comparisons, what
// fits what, a specification, one product, and lists by need. Each names only catalogue
// products and carries a card for every one it names.
import { DELIVERY_TIMES_TEXT, WARRANTY_YEARS } from '../constants.ts';
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

export type Draft = Omit<AssistantReply, 'topic'> & { topic: string };

const CONTACT = ['Get quote', 'Contact us'];

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

export function unknownModelReply(intent: Intent, ctx: AssistantContext): Draft | null {
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
    ? `We don't make ${what}: it is not an MGRID model.`
    : `We make only MGRID tools, so we don't sell ${intent.otherBrand} products.`;
  return {
    topic: 'unknown-model',
    content: `${head} The closest products we do make:\n${list.map(line).join('\n')}`,
    suggestions: list
      .slice(0, 2)
      .map((p) => codeOf(p))
      .concat('Contact us'),
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

export function quantityReply(text: string, intent: Intent, ctx: AssistantContext): Draft | null {
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
        content:
          'Tell me each model and how many you need and I will work out the price, or open the quotation request and add them there. Our team replies with a formal quote.',
        suggestions: ['Price for 10 SL02', 'Show products', 'Contact us'],
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
  const lines = [...merged.values()];
  const texts: string[] = [];
  let total = 0;
  for (const l of lines) {
    if (l.quantity < l.product.moq)
      texts.push(`${l.product.name}: the minimum order is ${l.product.moq} units.`);
    const priced = priceForQuantity(l.product, Math.max(l.quantity, l.product.moq));
    if (!priced) {
      texts.push(`${l.product.name}: price on request; ask for a quote.`);
      continue;
    }
    texts.push(priced.text);
    total += priced.totalInPaise;
  }
  if (lines.length > 1 && total > 0) texts.push(`All together: ${formatInr(total)}.`);
  texts.push('Tap Get quote for a formal quotation with these lines.');
  return {
    topic: 'bulk',
    content: texts.join('\n'),
    suggestions: ['Delivery time?', 'Warranty?', 'Contact us'],
    quote: lines.map((l) => ({
      productId: l.productId,
      quantity: Math.max(l.quantity, l.product.moq),
    })),
    ...cards(lines.map((l) => l.product)),
  };
}

export function compareReply(text: string, intent: Intent): Draft | null {
  const [a, b] = intent.named;
  if (!a || !b) return null;
  if (!(mentions('compare', text) || /\band\b|,|\baur\b|\bya\b|\bor\b/.test(text))) return null;
  return {
    topic: 'compare',
    content: comparison(a, b),
    suggestions: [`Buy ${codeOf(a)}`, `Buy ${codeOf(b)}`, 'Get quote'],
    ...cards([a, b]),
  };
}

const FIT_WORDS =
  /\bfits?\b|\bfitting\b|\bcompatib|\bworks? with\b|\bgoes with\b|\bfor\b|\bke liye\b|\bwith\b|\bchalega\b|\blag(?:e|ta)ga\b|\bspare\b|\bextra\b|\bsuit/;
const SPEC_OF_OWN =
  /\blife\b|\bbackup\b|run ?time|how long|\blast\b|kitni der|chalti|\bmah\b|\bcapacity\b|\bvoltage\b|\bthread\b/;

const ONE: Record<string, string> = {
  battery: 'a battery',
  tripod: 'a tripod',
  receiver: 'a receiver',
  glasses: 'laser glasses',
  target: 'a target plate',
  mount: 'a mount',
  case: 'a carry case',
};
const singular = (kind: KindRule | null) => (kind && ONE[kind.kind]) ?? 'an accessory';

/** Accessories for a named tool ("battery for SL02", "what fits GL360", "SL02 tripod"). */
export function fitReply(text: string, intent: Intent, ctx: AssistantContext): Draft | null {
  const tool = intent.named.find(isTool);
  const accessory = intent.named.find((p) => !isTool(p));
  if (accessory && tool) {
    const ok = fits(accessory, tool);
    const others = accessoriesFitting(tool, ctx.products).filter((p) => p.id !== accessory.id);
    const alt =
      !ok && intent.kind && ACCESSORY_KINDS.has(intent.kind.kind)
        ? others.filter((p) => intent.kind!.is(p))
        : [];
    return {
      topic: 'compatibility',
      content: ok
        ? `Yes: the ${accessory.name} fits the ${tool.name}.`
        : `No: the ${accessory.name} is not listed as fitting the ${tool.name}.${alt[0] ? `\nThis one fits it:\n${alt.map(line).join('\n')}` : others.length > 0 ? `\nWhat does fit it:\n${others.slice(0, 3).map(line).join('\n')}` : ''}`,
      suggestions: [`Accessories for ${codeOf(tool)}`, 'Get quote'],
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
          ? `The ${accessory.name} fits:\n${tools.map(line).join('\n')}`
          : `Our product data does not list which models the ${accessory.name} fits. Our team can confirm it for your tool.`,
      suggestions: tools.length > 0 ? ['Get quote', 'Contact us'] : CONTACT,
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
        ? ` It runs on: ${tool.specifications['Battery']}.`
        : '';
    return {
      topic: 'accessories',
      content: `We don't list ${singular(kind)} that fits the ${tool.name}.${own}${all.length > 0 ? `\nAccessories that do fit it:\n${all.slice(0, 4).map(line).join('\n')}` : ''}\nOur team can advise: tap Contact us.`,
      suggestions: ['Contact us', 'Get quote'],
      ...cards([tool, ...all.slice(0, 4)]),
    };
  }
  return {
    topic: 'accessories',
    content: `${kind && kind.kind !== 'accessory' ? `${kind.label[0]!.toUpperCase()}${kind.label.slice(1)}` : 'Accessories'} for the ${tool.name}:\n${list.slice(0, 5).map(line).join('\n')}`,
    suggestions: list
      .slice(0, 2)
      .map((p) => codeOf(p))
      .concat('Get quote'),
    ...cards([...list.slice(0, 5), tool]),
  };
}

/** "glasses for green laser", "receiver for red lasers": accessories by the tools they fit. */
export function accessoryByColourReply(intent: Intent, ctx: AssistantContext): Draft | null {
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
  if (list.length === 0)
    return {
      topic: 'accessories',
      content: `We don't list ${kind.label} for ${intent.colour} lasers.${ofKind.length ? ` What we have:\n${ofKind.slice(0, 3).map(line).join('\n')}` : ''}`,
      suggestions: CONTACT,
      ...cards(ofKind.slice(0, 3)),
    };
  return {
    topic: 'accessories',
    content: `For ${intent.colour} lasers:\n${list.map(line).join('\n')}`,
    suggestions: list
      .slice(0, 1)
      .map((p) => codeOf(p))
      .concat('Get quote'),
    ...cards(list),
  };
}

const STOCK =
  /\bin stock\b|\bstock\b|\bavailab|\buplabdh\b|\bhow many (?:do you have|left|pieces)\b/;
const DISCOUNT =
  /\bdiscount|\b(?:any|special|festive|diwali) offers?\b|\boffers? on\b|\bcoupon|\bkam (?:karo|kar do|ho sakta)\b|\bbest price\b|\bnegotiat|\bcashback\b|\bon sale\b|\bcheaper price\b|\bpercent off\b|% off\b/;

/** A specification, stock or discount asked of a named product: from data, or "not listed". */
export function specReply(text: string, intent: Intent): Draft | null {
  const p = intent.named[0];
  if (DISCOUNT.test(text)) return discountReply(p ?? null);
  if (!p) return null;
  if (STOCK.test(text) && !/\bwhere\b/.test(text))
    return {
      topic: 'stock',
      content: `I can't see live stock from the chat, so I won't quote a number for the ${p.name}. Add it to the cart (checkout confirms availability) or ask for a quote and our team will confirm it.`,
      suggestions: CONTACT,
      ...cards([p]),
    };
  const ask = specAsked(text);
  if (!ask || (ask.label === 'range' && mentions('price', text))) return null;
  const value = specValue(p, ask);
  return {
    topic: value ? 'spec' : 'spec-not-listed',
    content: value
      ? `${p.name}: ${value}.`
      : `The ${p.name}'s ${ask.label} is not listed in our product data, so I won't guess. Our team can confirm it: tap Get quote or Contact us.`,
    suggestions: value ? [`${codeOf(p)} specifications`, 'Get quote'] : CONTACT,
    ...cards([p]),
  };
}

function discountReply(p: AssistantProduct | null): Draft {
  const bulk = p
    ? p.bulkQty && p.bulkUnitPrice
      ? ` The ${p.name} has a bulk price: ${p.bulkUnitPrice} each from ${p.bulkQty} units.`
      : ` The ${p.name} has no listed bulk price.`
    : '';
  return {
    topic: 'discount',
    content: `I can't offer a discount in the chat: prices are as listed on the site.${bulk} For a larger order, ask for a quote and our sales team will reply with their best price.`,
    suggestions: CONTACT,
    ...(p ? cards([p]) : {}),
  };
}

export function productReply(text: string, p: AssistantProduct): Draft {
  const moq = p.moq > 1 ? ` Minimum order: ${p.moq} units.` : '';
  if (mentions('specs', text)) {
    return {
      topic: 'product',
      content: `${p.name} (${priceOf(p)}):\n${keySpecs(p, 8).join('\n')}`,
      suggestions: ['Compare models', `Accessories for ${codeOf(p)}`, 'Get quote'],
      ...cards([p]),
    };
  }
  const specs = keySpecs(p, 3);
  const gst = p.priceInclusive === false ? '(plus GST)' : '(incl. GST)';
  return {
    topic: 'product',
    content:
      `${p.name} costs ${priceOf(p)} ${gst}.${moq} ${p.shortDescription ?? ''}${specs.length ? `\nKey specs: ${specs.join('; ')}` : ''}\nIt comes with a ${WARRANTY_YEARS}-year warranty and ships in ${DELIVERY_TIMES_TEXT}.`.replace(
        / +\n/g,
        '\n',
      ),
    suggestions: [`${codeOf(p)} specifications`, `Accessories for ${codeOf(p)}`, 'Get quote'],
    ...cards([p]),
  };
}

function needsText(intent: Intent, label: string) {
  const parts = [label];
  if (intent.colour) parts.unshift(intent.colour);
  if (intent.budget?.maxInPaise != null && intent.budget.minInPaise != null)
    parts.push(
      `between ${formatInr(intent.budget.minInPaise)} and ${formatInr(intent.budget.maxInPaise)}`,
    );
  else if (intent.budget?.maxInPaise != null)
    parts.push(`up to ${formatInr(intent.budget.maxInPaise)}`);
  else if (intent.budget?.minInPaise != null)
    parts.push(`from ${formatInr(intent.budget.minInPaise)}`);
  if (intent.rangeM !== null) parts.push(`reaching ${intent.rangeM} m`);
  if (intent.outdoor) parts.push('for outdoor work');
  return parts.join(' ');
}

/** Products by kind, budget, colour, range and outdoor use; honest when none meets them. */
export function needsReply(intent: Intent, ctx: AssistantContext): Draft | null {
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
  const label = effectiveKind?.label ?? 'products';
  if (list.length === 0) {
    const relaxed = meeting(ctx.products, { ...needs, budget: null, rangeM: null, outdoor: false });
    const near = (
      budget ? [...relaxed].sort((a, b) => (a.priceInPaise ?? 0) - (b.priceInPaise ?? 0)) : relaxed
    ).slice(0, 3);
    return {
      topic: 'needs',
      content: `We have no ${needsText(intent, label)}.${near.length ? ` The nearest we make:\n${near.map(line).join('\n')}` : ''}`,
      suggestions: ['Show products', 'Contact us'],
      ...cards(near),
    };
  }
  const shown = list.slice(0, 4);
  const receiver =
    outdoor && effectiveKind && !ACCESSORY_KINDS.has(effectiveKind.kind)
      ? visible(ctx.products).find((p) => ruleOf('receiver').is(p))
      : undefined;
  const extra = receiver
    ? `\nOutdoors in sunlight, add the ${line(receiver)} to find the line.`
    : '';
  return {
    topic: budget ? 'price-range' : 'category',
    content: `Our ${needsText(intent, label)}:\n${shown.map(line).join('\n')}${extra}`,
    suggestions: shown
      .slice(0, 2)
      .map((p) => codeOf(p))
      .concat(shown.length > 1 ? 'Compare models' : 'Get quote'),
    ...cards(receiver ? [...shown, receiver] : shown),
  };
}

export const lookupVisible = (ctx: AssistantContext) => lookupOf(ctx.products).visible;
