// /functions/v1 through the real supabase-js `functions.invoke`: the shipped health function,
// and fixture functions (tests/integration/functions/fixtures) that show what a handler
// receives, how errors are answered, and that responses stream.
import path from 'node:path';
import { FunctionsHttpError } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES } from '../../support/databases.ts';
import { startTestServer, type TestServer } from '../../support/local-server.ts';
import { clientWithToken } from '../storage/storage-fixtures.ts';

const FIXTURES = path.join(import.meta.dirname, 'fixtures');

async function errorOf(result: { error: unknown }) {
  expect(result.error).toBeInstanceOf(FunctionsHttpError);
  const response = (result.error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json() };
}

describe.each(ENGINES)('functions (%s)', (kind) => {
  let server: TestServer;
  let fixtures: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    fixtures = await startTestServer(kind, { functionsDir: FIXTURES });
  });
  afterAll(async () => {
    await server?.stop();
    await fixtures?.stop();
  });

  it('invoke("health") returns its JSON', async () => {
    const before = Date.now();
    const { data, error } = await server.client().functions.invoke('health');
    expect(error).toBeNull();
    expect(data.ok).toBe(true);
    expect(Date.parse(data.time)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('an unknown function, a helper folder or a bad name is 404 Function not found', async () => {
    for (const name of ['no-such-function', '_shared', 'Health']) {
      const result = await server.client().functions.invoke(name);
      expect(await errorOf(result)).toEqual({ status: 404, body: { error: 'Function not found' } });
    }
  });

  it('a handler gets method, path, query, headers, body and env, and its status and headers are kept', async () => {
    process.env.MGRID_TEST_FUNCTION_SECRET = 'from-process-env';
    try {
      const { data, error, response } = await fixtures
        .client()
        .functions.invoke('echo/sub/path?x=1', { body: { question: 'price?' } });
      expect(error).toBeNull();
      expect(response!.status).toBe(201);
      expect(response!.headers.get('x-echo')).toBe('yes');
      expect(data).toEqual({
        method: 'POST',
        path: '/echo/sub/path',
        search: '?x=1',
        authorization: `Bearer ${fixtures.anonKey}`,
        apikey: fixtures.anonKey,
        contentType: 'application/json',
        body: '{"question":"price?"}',
        secret: 'from-process-env',
      });
    } finally {
      delete process.env.MGRID_TEST_FUNCTION_SECRET;
    }
  });

  it('a thrown error is a 500 without the message or a stack', async () => {
    const result = await fixtures.client().functions.invoke('boom');
    const { status, body } = await errorOf(result);
    expect(status).toBe(500);
    expect(body).toEqual({
      code: 'WORKER_ERROR',
      error: 'Function exited due to an error (please check logs)',
    });
    expect(JSON.stringify(body)).not.toMatch(/sk-test|at /);
  });

  it('a handler that returns no Response is a 500; a module without default export a 503', async () => {
    expect((await errorOf(await fixtures.client().functions.invoke('not-a-response'))).status).toBe(
      500,
    );
    expect(await errorOf(await fixtures.client().functions.invoke('no-default'))).toEqual({
      status: 503,
      body: { code: 'BOOT_ERROR', error: 'Worker failed to boot (please check logs)' },
    });
  });

  it('streams a text/event-stream response as it is produced', async () => {
    const { data, error } = await fixtures.client().functions.invoke('stream');
    expect(error).toBeNull();
    const reader = (data as Response).body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('data: token-1\n\n');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      rest += new TextDecoder().decode(chunk.value);
    }
    expect(rest).toBe('data: token-2\n\ndata: token-3\n\n');
  });

  it('a bad JWT is 401 Invalid JWT where the function verifies one, as the Supabase CLI answers', async () => {
    // notify has verify_jwt = true in config.toml; health has it false, so the token is the
    // function's business and health answers.
    const refused = await clientWithToken(server, 'not.a.jwt').functions.invoke('notify');
    expect(await errorOf(refused)).toEqual({ status: 401, body: { msg: 'Invalid JWT' } });
    const health = await clientWithToken(server, 'not.a.jwt').functions.invoke('health');
    expect(health.error).toBeNull();
  });
});
