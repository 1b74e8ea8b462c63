// The app's side of the AI: askAssistant through supabase-js to the real local server's
// assistant function and a local OpenAI-format stand-in. A reply is used; an error, a slow
// provider or no configured provider give null, and the widget shows the rule-based reply.
import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { askAssistant } from '../../../sync/chat/actions.ts';
import type { Sync } from '../../../sync/engine/runtime.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { startFakeProvider, type FakeProvider } from '../functions/fake-providers.ts';
import { startClient, stopClients } from './support.ts';

let server: TestServer;
let provider: FakeProvider;
let sync: Sync;

const request = {
  message: 'SL02 kitna hai?',
  history: [{ role: 'user' as const, content: 'hello' }],
  facts: ['MGRID SL02 Self-Levelling Crossline Laser Pro (₹12,999)'],
};

beforeAll(async () => {
  server = await startTestServer('pglite');
  provider = await startFakeProvider('openai', 'The SL02 costs ₹12,999 incl. GST.');
  sync = await startClient(server);
});
afterAll(async () => {
  await stopClients();
  await server?.stop();
  await provider?.close();
});
afterEach(() => {
  delete process.env.OPENAI_API_KEY;
  delete process.env.OPENAI_BASE_URL;
  delete process.env.ASSISTANT_TIMEOUT_MS;
  provider.mode = 'ok';
});

function configure() {
  process.env.OPENAI_API_KEY = 'sk-test-client';
  process.env.OPENAI_BASE_URL = `${provider.url}/v1`;
  process.env.ASSISTANT_TIMEOUT_MS = '5000';
}

describe('askAssistant', () => {
  it('returns the AI reply when the server has a provider', async () => {
    configure();
    expect(await askAssistant(request, sync)).toBe('The SL02 costs ₹12,999 incl. GST.');
  });

  it('returns null (rule-based reply) without a provider, on a provider error or when slow', async () => {
    expect(await askAssistant(request, sync)).toBeNull();
    configure();
    provider.mode = 'error';
    expect(await askAssistant(request, sync)).toBeNull();
    provider.mode = 'slow';
    const started = Date.now();
    expect(await askAssistant(request, sync, 1000)).toBeNull();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
