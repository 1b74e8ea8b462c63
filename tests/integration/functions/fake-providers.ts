// Local stand-ins for the AI providers, speaking their real HTTP formats: OpenAI's
// POST /v1/chat/completions and Gemini's POST /v1beta/models/{model}:generateContent.
// `mode` picks the answer: a reply, an error status, a malformed body or a slow one.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'error' | 'malformed' | 'slow';

export interface FakeProvider {
  url: string;
  mode: FakeMode;
  /** Asked first: a tool call the model makes before it answers (as each API writes one). */
  toolCall: { name: string; args: Record<string, unknown> } | null;
  /** Every request received: path, headers and parsed JSON body. */
  requests: { path: string; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  close(): Promise<void>;
}

const read = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

export async function startFakeProvider(
  kind: 'openai' | 'gemini',
  reply: string,
): Promise<FakeProvider> {
  const state: FakeProvider = {
    url: '',
    mode: 'ok',
    toolCall: null,
    requests: [],
    close: async () => {},
  };
  const server: Server = createServer((req, res) => {
    void (async () => {
      const text = await read(req);
      state.requests.push({
        path: req.url ?? '',
        headers: req.headers,
        body: JSON.parse(text || '{}'),
      });
      if (state.mode === 'slow') await new Promise((r) => setTimeout(r, 3000));
      if (state.mode === 'error') {
        res.writeHead(kind === 'openai' ? 429 : 500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'quota exceeded', code: 429 } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      const body = JSON.parse(text || '{}') as {
        messages?: { role: string }[];
        contents?: { parts: object[] }[];
      };
      const answered =
        body.messages?.some((m) => m.role === 'tool') ??
        body.contents?.some((c) => c.parts.some((p) => 'functionResponse' in p)) ??
        false;
      if (state.toolCall && !answered) {
        const { name, args } = state.toolCall;
        res.end(
          JSON.stringify(
            kind === 'openai'
              ? {
                  id: 'chatcmpl-0',
                  object: 'chat.completion',
                  choices: [
                    {
                      index: 0,
                      message: {
                        role: 'assistant',
                        content: null,
                        tool_calls: [
                          {
                            id: 'call_1',
                            type: 'function',
                            function: { name, arguments: JSON.stringify(args) },
                          },
                        ],
                      },
                      finish_reason: 'tool_calls',
                    },
                  ],
                }
              : {
                  candidates: [
                    {
                      content: { role: 'model', parts: [{ functionCall: { name, args } }] },
                      finishReason: 'STOP',
                    },
                  ],
                },
          ),
        );
        return;
      }
      if (state.mode === 'malformed') {
        res.end(kind === 'openai' ? '{"choices": [{"message": {}}]}' : '{"candidates": [');
        return;
      }
      res.end(
        JSON.stringify(
          kind === 'openai'
            ? {
                id: 'chatcmpl-1',
                object: 'chat.completion',
                choices: [
                  {
                    index: 0,
                    message: { role: 'assistant', content: reply },
                    finish_reason: 'stop',
                  },
                ],
              }
            : {
                candidates: [
                  { content: { role: 'model', parts: [{ text: reply }] }, finishReason: 'STOP' },
                ],
              },
        ),
      );
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return state;
}
