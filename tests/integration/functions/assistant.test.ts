// supabase/functions/assistant through the real local server and supabase-js, against local
// servers speaking OpenAI's and Gemini's formats: the request each provider gets, the reply,
// and the error answers the app falls back on (provider error, malformed, slow, rate limit).
import type { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { startFakeProvider, type FakeProvider } from './fake-providers.ts';

const ENV = [
  'ASSISTANT_PROVIDER',
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'OPENAI_MODEL',
  'GEMINI_API_KEY',
  'GEMINI_BASE_URL',
  'ASSISTANT_TIMEOUT_MS',
  'ASSISTANT_RATE_LIMIT',
];

let server: TestServer;
let openai: FakeProvider;
let gemini: FakeProvider;
let client = 0;

beforeAll(async () => {
  // The test stands in for the platform's proxy: its X-Forwarded-For names each client.
  server = await startTestServer('pglite', { trustedProxies: ['127.0.0.1'] });
  openai = await startFakeProvider('openai', 'The ML01 costs ₹3,499.');
  gemini = await startFakeProvider('gemini', 'SL02 ki kimat ₹12,999 hai.');
});
afterAll(async () => {
  await server?.stop();
  await openai?.close();
  await gemini?.close();
});
afterEach(() => {
  for (const name of ENV) delete process.env[name];
  openai.mode = 'ok';
  gemini.mode = 'ok';
  openai.requests.length = 0;
  gemini.requests.length = 0;
});

const history = Array.from({ length: 14 }, (_, i) => ({
  role: i % 2 ? 'assistant' : 'user',
  content: `turn ${i}`,
}));

/** Each call from its own client address, so the rate limit of one test never hits another. */
async function ask(body: Record<string, unknown>, ip = `10.0.0.${++client}`) {
  const result = await server.client().functions.invoke('assistant', {
    body,
    headers: { 'x-forwarded-for': ip },
  });
  if (result.error) {
    const response = (result.error as FunctionsHttpError).context as Response;
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  return { status: 200, body: result.data as Record<string, unknown> };
}

const question = { message: 'ML01 price?', history, facts: ['MGRID ML01 Line Laser (₹3,499)'] };

function useOpenai() {
  process.env.OPENAI_API_KEY = 'sk-test-openai';
  process.env.OPENAI_BASE_URL = `${openai.url}/v1`;
  process.env.ASSISTANT_TIMEOUT_MS = '1000';
}

describe('assistant function', () => {
  it('OpenAI format: model, last 10 messages after the system prompt, 500 tokens, 0.7', async () => {
    useOpenai();
    expect(await ask(question)).toEqual({
      status: 200,
      body: { reply: 'The ML01 costs ₹3,499.', provider: 'openai', productIds: [] },
    });
    const [request] = openai.requests;
    expect(request!.path).toBe('/v1/chat/completions');
    expect(request!.headers.authorization).toBe('Bearer sk-test-openai');
    const sent = request!.body as { model: string; messages: { role: string; content: string }[] };
    expect(sent).toMatchObject({ model: 'gpt-3.5-turbo', max_tokens: 500, temperature: 0.7 });
    expect(sent.messages).toHaveLength(11);
    expect(sent.messages[0]!.role).toBe('system');
    expect(sent.messages[0]!.content).toContain('Name only products the tools returned');
    expect(
      (sent as unknown as { tools: { function: { name: string } }[] }).tools.map(
        (t) => t.function.name,
      ),
    ).toEqual(['search_catalogue', 'get_product', 'read_cart', 'shipping_facts', 'warranty_facts']);
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'ML01 price?' });
    expect(sent.messages[1]).toEqual({ role: 'assistant', content: 'turn 5' });
  });

  it('Gemini format: contents, generationConfig, default model gemini-3.5-flash', async () => {
    process.env.ASSISTANT_PROVIDER = 'gemini';
    process.env.GEMINI_API_KEY = 'gm-test-key';
    process.env.GEMINI_BASE_URL = `${gemini.url}/v1beta`;
    expect(await ask({ message: 'SL02 kitna hai?' })).toEqual({
      status: 200,
      body: { reply: 'SL02 ki kimat ₹12,999 hai.', provider: 'gemini', productIds: [] },
    });
    const [request] = gemini.requests;
    expect(request!.path).toBe('/v1beta/models/gemini-3.5-flash:generateContent');
    expect(request!.headers['x-goog-api-key']).toBe('gm-test-key');
    expect(request!.body).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: 'SL02 kitna hai?' }] }],
      generationConfig: { maxOutputTokens: 500, temperature: 0.7 },
    });
  });

  it('grounded: the model calls search_catalogue, gets the catalogue rows, and the products returned come back', async () => {
    useOpenai();
    openai.toolCall = { name: 'search_catalogue', args: { query: 'battery for SL02' } };
    try {
      const answer = await ask({ message: 'battery for SL02' });
      expect(answer.status).toBe(200);
      expect(answer.body.productIds).toEqual(['bp2600', 'sl02']);
      const [first, second] = openai.requests;
      expect((first!.body.messages as unknown[]).length).toBe(2);
      const messages = second!.body.messages as { role: string; content: string | null }[];
      const tool = messages.find((m) => m.role === 'tool')!;
      const result = JSON.parse(tool.content!) as { products: { id: string; price: string }[] };
      expect(result.products[0]).toMatchObject({ id: 'bp2600', price: '₹1,299' });
    } finally {
      openai.toolCall = null;
    }
  });

  it('grounded on Gemini: functionDeclarations, a functionCall answered with functionResponse', async () => {
    process.env.ASSISTANT_PROVIDER = 'gemini';
    process.env.GEMINI_API_KEY = 'gm-test-key';
    process.env.GEMINI_BASE_URL = `${gemini.url}/v1beta`;
    gemini.toolCall = { name: 'get_product', args: { id: 'tp160' } };
    try {
      const answer = await ask({ message: 'TP160 height?' });
      expect(answer.body.productIds).toEqual(['tp160']);
      const second = gemini.requests[1]!.body as {
        contents: { parts: { functionResponse?: { response: { specifications: object } } }[] }[];
      };
      const response = second.contents.at(-1)!.parts[0]!.functionResponse!.response;
      expect(response.specifications).toMatchObject({ Height: '0.6–1.6 m' });
    } finally {
      gemini.toolCall = null;
    }
  });

  it.each(['error', 'malformed', 'slow'] as const)(
    'a provider %s answer is a 502 the app falls back on, without the key',
    async (mode) => {
      useOpenai();
      openai.mode = mode;
      const started = Date.now();
      const answer = await ask(question);
      expect(answer).toEqual({ status: 502, body: { error: 'The AI reply is unavailable' } });
      expect(JSON.stringify(answer)).not.toContain('sk-test');
      expect(Date.now() - started).toBeLessThan(2900);
    },
  );

  it('without a configured provider it answers 503 (the app uses its rules)', async () => {
    expect(await ask(question)).toEqual({
      status: 503,
      body: { error: 'The assistant has no AI provider configured' },
    });
  });

  it('an empty message is a 400', async () => {
    useOpenai();
    expect((await ask({ message: '   ' })).status).toBe(400);
  });

  it('limits each client per minute with a clear message; other clients still get answers', async () => {
    useOpenai();
    process.env.ASSISTANT_RATE_LIMIT = '3';
    for (let i = 0; i < 3; i++) expect((await ask(question, '10.9.9.9')).status).toBe(200);
    expect(await ask(question, '10.9.9.9')).toEqual({
      status: 429,
      body: { error: 'Too many messages in a short time. Please wait a minute and try again.' },
    });
    expect((await ask(question, '10.9.9.10')).status).toBe(200);
  });
});
