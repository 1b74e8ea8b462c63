// POST /functions/v1/assistant {message, history, facts} -> {reply, provider} or an error.
// The AI proxy of the chat (docs/product.md#the-assistant): provider keys live only here, in the
// server's environment; the app falls back to its rule-based reply on any error answer.
//
// Environment: ASSISTANT_PROVIDER (openai | gemini; default: whichever key is set),
// OPENAI_API_KEY, OPENAI_BASE_URL, OPENAI_MODEL, GEMINI_API_KEY, GEMINI_BASE_URL,
// GEMINI_MODEL, ASSISTANT_TIMEOUT_MS, ASSISTANT_RATE_LIMIT (requests per client per minute).
import { env } from '../_shared/env.ts';
import { withCors } from '../_shared/cors.ts';
import { serveOnEdge } from '../_shared/serve.ts';
import {
  askProviderWithTools,
  DEFAULT_GEMINI_BASE_URL,
  DEFAULT_GEMINI_MODEL,
  DEFAULT_OPENAI_BASE_URL,
  DEFAULT_OPENAI_MODEL,
  type ChatTurn,
  type ProviderConfig,
} from './providers.ts';
import { createRateLimiter } from './rate-limit.ts';
import { loadShop, runTool, TOOL_DECLARATIONS, type CartLine } from './tools.ts';

export const HISTORY_LIMIT = 10;
export const RATE_LIMITED =
  'Too many messages in a short time. Please wait a minute and try again.';
const MAX_TEXT = 2000;
const MAX_FACTS = 30;

function configFromEnv(): ProviderConfig | null {
  const openaiKey = env('OPENAI_API_KEY')?.trim();
  const geminiKey = env('GEMINI_API_KEY')?.trim();
  const wanted = env('ASSISTANT_PROVIDER')?.trim().toLowerCase();
  const provider =
    wanted === 'gemini' || (!wanted && !openaiKey && geminiKey) ? 'gemini' : 'openai';
  const timeoutMs =
    Number(env('ASSISTANT_TIMEOUT_MS')) > 0 ? Number(env('ASSISTANT_TIMEOUT_MS')) : 5000;
  if (provider === 'gemini') {
    if (!geminiKey) return null;
    return {
      provider,
      apiKey: geminiKey,
      model: env('GEMINI_MODEL')?.trim() || DEFAULT_GEMINI_MODEL,
      baseUrl: env('GEMINI_BASE_URL')?.trim() || DEFAULT_GEMINI_BASE_URL,
      timeoutMs,
    };
  }
  if (!openaiKey) return null;
  return {
    provider,
    apiKey: openaiKey,
    model: env('OPENAI_MODEL')?.trim() || DEFAULT_OPENAI_MODEL,
    baseUrl: env('OPENAI_BASE_URL')?.trim() || DEFAULT_OPENAI_BASE_URL,
    timeoutMs,
  };
}

const clip = (value: unknown, max = MAX_TEXT) =>
  typeof value === 'string' ? value.trim().slice(0, max) : '';

/** The request body, bounded; null when it is not a question. */
export function parseBody(body: unknown) {
  const b = (body ?? {}) as Record<string, unknown>;
  const message = clip(b.message);
  if (!message) return null;
  const history: ChatTurn[] = (Array.isArray(b.history) ? b.history : [])
    .map((t) => t as Record<string, unknown>)
    .filter((t) => (t.role === 'user' || t.role === 'assistant') && clip(t.content))
    .map((t) => ({ role: t.role as ChatTurn['role'], content: clip(t.content) }));
  const facts = (Array.isArray(b.facts) ? b.facts : []).map((f) => clip(f, 400)).filter(Boolean);
  const cart: CartLine[] = (Array.isArray(b.cart) ? b.cart : [])
    .slice(0, 100)
    .map((l) => l as Record<string, unknown>)
    .filter((l) => typeof l.productId === 'string' && Number.isInteger(l.quantity))
    .map((l) => ({
      productId: clip(l.productId, 64),
      name: clip(l.name, 200),
      quantity: Number(l.quantity),
      unitPriceInPaise: Number.isSafeInteger(l.unitPriceInPaise) ? Number(l.unitPriceInPaise) : 0,
    }));
  // The last 10 entries of the conversation, the new question included (docs/product.md#constants).
  const turns = [...history, { role: 'user' as const, content: message }].slice(-HISTORY_LIMIT);
  return { turns, facts: facts.slice(0, MAX_FACTS), cart };
}

/** The prompt when the model has tools: it looks facts up instead of reading a list. */
export const TOOLS_PROMPT = [
  'You are the MGRID ASSISTANT for MGRID, an Indian brand of professional laser measuring tools (line lasers, crossline lasers, 360-degree lasers, distance meters and accessories) with custom tool design, design consultation and E-Repair services.',
  'Answer in at most 120 words, in the language the customer uses (English, Hindi or Hinglish).',
  'Look everything up with the tools: search_catalogue, get_product, read_cart, shipping_facts, warranty_facts. Name only products the tools returned, with their model code; quote prices exactly as returned. If a model is not found, say we do not make it. If a specification is not in the product data, say it is not listed and offer a quote or a call back. Never invent a model, price, specification, discount or stock figure.',
].join('\n');

export function systemPrompt(facts: string[]): string {
  return [
    'You are the MGRID ASSISTANT for MGRID, an Indian brand of professional laser measuring tools (line lasers, crossline lasers, 360-degree lasers, distance meters and accessories) with custom tool design, design consultation and E-Repair services.',
    'Answer in at most 120 words, in the language the customer uses (English or Hinglish). Quote prices in INR exactly as listed below. Only name products and prices from this list; never invent a model, price, discount or stock figure. If you do not know, offer to have the sales team call back.',
    'Catalogue facts:',
    ...facts.map((f) => `- ${f}`),
  ].join('\n');
}

/** Security: the caller's address as the platform's proxy reports it (one entry). */
function clientOf(request: Request): string {
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return (
    forwarded ||
    request.headers.get('x-real-ip') ||
    request.headers.get('cf-connecting-ip') ||
    'unknown'
  );
}

const limiter = createRateLimiter(() => Number(env('ASSISTANT_RATE_LIMIT')) || 20, 60_000);

async function assistant(request: Request): Promise<Response> {
  if (request.method !== 'POST') return Response.json({ error: 'Use POST' }, { status: 405 });
  const config = configFromEnv();
  if (!config)
    return Response.json({ error: 'The assistant has no AI provider configured' }, { status: 503 });
  if (!limiter.allow(clientOf(request))) {
    return Response.json(
      { error: RATE_LIMITED },
      { status: 429, headers: { 'retry-after': '60' } },
    );
  }
  let parsed: ReturnType<typeof parseBody>;
  try {
    parsed = parseBody(await request.json());
  } catch {
    parsed = null;
  }
  if (!parsed) return Response.json({ error: 'Send {"message": "..."}' }, { status: 400 });
  try {
    // Grounded: the model gets tools over the catalogue; the app shows cards only for the
    // products they returned (productIds) and drops a reply naming any other.
    const shop = await loadShop(request);
    const returned = new Set<string>();
    const context = { ...shop, cart: parsed.cart, returned };
    const reply = await askProviderWithTools(config, TOOLS_PROMPT, parsed.turns, {
      declarations: TOOL_DECLARATIONS,
      run: (name, args) => runTool(name, args, context),
    });
    return Response.json({ reply, provider: config.provider, productIds: [...returned] });
  } catch (error) {
    // The provider's own error text may echo the request; the app only needs "no AI reply".
    console.warn(`assistant: ${config.provider} failed: ${(error as Error).message}`);
    return Response.json({ error: 'The AI reply is unavailable' }, { status: 502 });
  }
}

/** Answers browsers too: the preflight and CORS headers on every response (_shared/cors.ts). */
const handler = withCors(assistant);
export default handler;

serveOnEdge(handler);
