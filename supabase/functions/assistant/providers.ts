// The two AI providers the assistant can use (docs/product.md#the-assistant): an OpenAI-compatible
// chat-completion API and the Gemini generative language API. Each turns a system prompt and
// a history into one reply text, or throws ProviderError.

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ProviderConfig {
  provider: 'openai' | 'gemini';
  apiKey: string;
  model: string;
  baseUrl: string;
  timeoutMs: number;
}

export const MAX_TOKENS = 500;
export const TEMPERATURE = 0.7;
export const DEFAULT_OPENAI_MODEL = 'gpt-3.5-turbo';
export const DEFAULT_GEMINI_MODEL = 'gemini-3.5-flash';
export const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com/v1';
export const DEFAULT_GEMINI_BASE_URL = 'https://generativelanguage.googleapis.com/v1beta';

export class ProviderError extends Error {
  override name = 'ProviderError';
}

async function post(
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
) {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    throw new ProviderError(`provider unreachable or too slow: ${(error as Error).name}`);
  }
  if (!response.ok) throw new ProviderError(`provider answered ${response.status}`);
  try {
    return (await response.json()) as unknown;
  } catch {
    throw new ProviderError('provider answered something other than JSON');
  }
}

const textOrThrow = (value: unknown): string => {
  if (typeof value !== 'string' || !value.trim())
    throw new ProviderError('no reply text in the answer');
  return value.trim();
};

type Json = Record<string, unknown> | undefined;
const at = (value: unknown, key: string | number): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

async function openai(config: ProviderConfig, system: string, turns: ChatTurn[]) {
  const body = await post(
    `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`,
    { authorization: `Bearer ${config.apiKey}` },
    {
      model: config.model,
      messages: [{ role: 'system', content: system }, ...turns],
      max_tokens: MAX_TOKENS,
      temperature: TEMPERATURE,
    },
    config.timeoutMs,
  );
  return textOrThrow(at(at(at(at(body, 'choices'), 0), 'message'), 'content'));
}

async function gemini(config: ProviderConfig, system: string, turns: ChatTurn[]) {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/models/${encodeURIComponent(config.model)}:generateContent`;
  const body = await post(
    url,
    { 'x-goog-api-key': config.apiKey },
    {
      systemInstruction: { parts: [{ text: system }] },
      contents: turns.map((t) => ({
        role: t.role === 'user' ? 'user' : 'model',
        parts: [{ text: t.content }],
      })),
      generationConfig: { maxOutputTokens: MAX_TOKENS, temperature: TEMPERATURE },
    },
    config.timeoutMs,
  );
  const parts = at(at(at(at(body, 'candidates'), 0), 'content'), 'parts');
  const text = Array.isArray(parts)
    ? parts
        .map((p) => at(p as Json, 'text'))
        .filter((t) => typeof t === 'string')
        .join('')
    : undefined;
  return textOrThrow(text);
}

export function askProvider(config: ProviderConfig, system: string, turns: ChatTurn[]) {
  return config.provider === 'gemini'
    ? gemini(config, system, turns)
    : openai(config, system, turns);
}

/** A tool the model may call, and how the function answers it. */
export interface ToolSet {
  declarations: readonly { name: string; description: string; parameters: object }[];
  run(name: string, args: Record<string, unknown>): string;
}

/** Tool rounds before the model must answer in words. */
export const MAX_TOOL_ROUNDS = 4;

const parseArgs = (value: unknown): Record<string, unknown> => {
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  try {
    const parsed = JSON.parse(typeof value === 'string' && value ? value : '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

async function openaiWithTools(
  config: ProviderConfig,
  system: string,
  turns: ChatTurn[],
  tools: ToolSet,
) {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const messages: unknown[] = [{ role: 'system', content: system }, ...turns];
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const body = await post(
      url,
      { authorization: `Bearer ${config.apiKey}` },
      {
        model: config.model,
        messages,
        max_tokens: MAX_TOKENS,
        temperature: TEMPERATURE,
        ...(round < MAX_TOOL_ROUNDS
          ? { tools: tools.declarations.map((f) => ({ type: 'function', function: f })) }
          : {}),
      },
      config.timeoutMs,
    );
    const message = at(at(at(body, 'choices'), 0), 'message');
    const calls = at(message, 'tool_calls');
    if (!Array.isArray(calls) || calls.length === 0) return textOrThrow(at(message, 'content'));
    messages.push(message);
    for (const call of calls) {
      const fn = at(call, 'function');
      messages.push({
        role: 'tool',
        tool_call_id: at(call, 'id'),
        content: tools.run(String(at(fn, 'name')), parseArgs(at(fn, 'arguments'))),
      });
    }
  }
  throw new ProviderError('no reply after the tool rounds');
}

async function geminiWithTools(
  config: ProviderConfig,
  system: string,
  turns: ChatTurn[],
  tools: ToolSet,
) {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/models/${encodeURIComponent(config.model)}:generateContent`;
  const contents: unknown[] = turns.map((t) => ({
    role: t.role === 'user' ? 'user' : 'model',
    parts: [{ text: t.content }],
  }));
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const body = await post(
      url,
      { 'x-goog-api-key': config.apiKey },
      {
        systemInstruction: { parts: [{ text: system }] },
        contents,
        ...(round < MAX_TOOL_ROUNDS
          ? { tools: [{ functionDeclarations: tools.declarations }] }
          : {}),
        generationConfig: { maxOutputTokens: MAX_TOKENS, temperature: TEMPERATURE },
      },
      config.timeoutMs,
    );
    const content = at(at(at(body, 'candidates'), 0), 'content');
    const parts = at(content, 'parts');
    const list = Array.isArray(parts) ? (parts as Json[]) : [];
    const calls = list.map((p) => at(p, 'functionCall')).filter(Boolean);
    if (calls.length === 0) {
      const text = list
        .map((p) => at(p, 'text'))
        .filter((t) => typeof t === 'string')
        .join('');
      return textOrThrow(text);
    }
    contents.push({ role: 'model', parts: list });
    contents.push({
      role: 'user',
      parts: calls.map((call) => {
        const name = String(at(call, 'name'));
        return {
          functionResponse: {
            name,
            response: JSON.parse(tools.run(name, parseArgs(at(call, 'args')))) as unknown,
          },
        };
      }),
    });
  }
  throw new ProviderError('no reply after the tool rounds');
}

/** The provider's reply after answering the tool calls it makes. */
export function askProviderWithTools(
  config: ProviderConfig,
  system: string,
  turns: ChatTurn[],
  tools: ToolSet,
) {
  return config.provider === 'gemini'
    ? geminiWithTools(config, system, turns, tools)
    : openaiWithTools(config, system, turns, tools);
}
