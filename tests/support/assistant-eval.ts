// Runs the assistant's committed evaluation set (tests/fixtures/assistant-eval.json) through
// the rule engine over the bundled catalogue, services, dealers and settings: each answer is
// right when it holds every must-contain text, none of the must-not-contain ones, the cards
// and the quote lines asked for, and a card for every product its text names. A question in
// Devanagari, or asked on a Hindi page (page: 'hi'), is answered in Hindi, as the chat does
// (src/features/chat/reply-language.ts). Shared by the unit test (the targets) and
// `npm run bench -- assistant` (scores and reply times).
import dealers from '../../sync/fallback/dealers.json';
import products from '../../sync/fallback/products.json';
import services from '../../sync/fallback/services.json';
import settings from '../../sync/fallback/site-settings.json';
import evaluation from '../fixtures/assistant-eval.json';
import { toProduct, type ProductRow } from '../../sync/products/model.ts';
import { quoteItemsParam } from '../../src/lib/assistant/bulk.ts';
import type {
  AssistantContext,
  AssistantProduct,
  AssistantReply,
} from '../../src/lib/assistant/context.ts';
import { codesNamed } from '../../src/lib/assistant/intent.ts';
import { ruleReply } from '../../src/lib/assistant/reply.ts';
import { unitPriceInPaise } from '../../src/lib/money.ts';
import { translatorOf, writesDevanagari } from '../../src/lib/assistant/language.ts';
import { english } from '../../src/lib/i18n/format.ts';
import chat from '../../src/i18n/hi/chat.ts';
import data from '../../src/i18n/hi/data.ts';
import shell from '../../src/i18n/hi/shell.ts';

export interface EvalQuestion {
  category: string;
  lang: 'en' | 'hi' | 'hinglish';
  q: string;
  mustContain: string[];
  mustNotContain: string[];
  cards?: string[];
  quote?: string;
  /** Asked on a Hindi page ("/hi/..."): answered in Hindi whatever its script. */
  page?: 'hi';
}

/** What a Hindi page has loaded when the chat answers: the shell's, the data layer's and chat's. */
export const HINDI = translatorOf(
  [shell, data, chat].map((catalogue) => ({ default: catalogue })),
  'hi-IN',
);

/** Whether the chat answers the question in Hindi. */
export const answeredInHindi = (q: EvalQuestion) => q.page === 'hi' || writesDevanagari(q.q);

export const QUESTIONS = evaluation.questions as EvalQuestion[];

export const BUNDLED_PRODUCTS = (products as unknown as ProductRow[]).map(toProduct);

/** The context every question is asked in: the bundled data and the set's cart. */
export function evalContext(catalogue: readonly AssistantProduct[] = BUNDLED_PRODUCTS) {
  const row = settings[0]!;
  const ctx: AssistantContext = {
    products: catalogue,
    services: services.map((s) => ({
      id: s.id,
      name: s.name,
      category: s.category,
      shortDescription: s.shortDescription,
      duration: s.duration,
    })),
    dealers: dealers.map((d) => ({
      name: d.name,
      city: d.city,
      state: d.state,
      address: d.address,
      phone: d.phone,
      isActive: d.is_active,
    })),
    settings: {
      salesPhone: row.sales_phone,
      quotationPhone: row.quotation_phone,
      catalogUrl: row.catalog_url,
      contactEmail: row.contact_email,
      deliveryFeeInPaise: row.delivery_fee_in_paise,
      freeDeliveryThresholdInPaise: row.free_delivery_threshold_in_paise,
    },
    cart: evaluation.cart.map((line) => {
      const p = BUNDLED_PRODUCTS.find((x) => x.id === line.productId)!;
      return {
        productId: p.id,
        name: p.name,
        quantity: line.quantity,
        unitPriceInPaise: unitPriceInPaise(p, line.quantity)!,
        gstRate: p.gstRate,
        priceInclusive: p.priceInclusive,
      };
    }),
  };
  return ctx;
}

/** What is wrong with an answer (empty: right). */
export function faults(question: EvalQuestion, reply: AssistantReply, ctx: AssistantContext) {
  const found: string[] = [];
  const text = reply.content.toLowerCase();
  for (const want of question.mustContain)
    if (!text.includes(want.toLowerCase())) found.push(`missing "${want}"`);
  for (const not of question.mustNotContain)
    if (text.includes(not.toLowerCase())) found.push(`contains "${not}"`);
  const cards = reply.productIds ?? (reply.productId ? [reply.productId] : []);
  for (const id of question.cards ?? []) if (!cards.includes(id)) found.push(`no card for ${id}`);
  // Every product the reply names is a real one with its card.
  for (const p of codesNamed(reply.content, ctx.products))
    if (!cards.includes(p.id)) found.push(`names ${p.id} without its card`);
  if (question.quote !== undefined) {
    const quote = reply.quote ? quoteItemsParam(reply.quote) : null;
    if (quote !== question.quote) found.push(`quote ${quote} instead of ${question.quote}`);
  }
  return found;
}

export interface EvalResult {
  question: EvalQuestion;
  reply: AssistantReply;
  faults: string[];
  ms: number;
}

export function runEvaluation(ctx = evalContext()): EvalResult[] {
  return QUESTIONS.map((question) => {
    const started = performance.now();
    const reply = ruleReply(question.q, ctx, answeredInHindi(question) ? HINDI : english);
    const ms = performance.now() - started;
    return { question, reply, faults: faults(question, reply, ctx), ms };
  });
}

/** Right answers per category: [category, right, asked]. */
export function scoreByCategory(results: readonly EvalResult[]): [string, number, number][] {
  const by = new Map<string, [number, number]>();
  for (const r of results) {
    const [right, asked] = by.get(r.question.category) ?? [0, 0];
    by.set(r.question.category, [right + (r.faults.length === 0 ? 1 : 0), asked + 1]);
  }
  return [...by].map(([category, [right, asked]]) => [category, right, asked]);
}
