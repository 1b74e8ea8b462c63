// The two AI providers the assistant can use (seed-spec.md 7, 9): an OpenAI-compatible
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
export const DEFAULT_GEMINI_MODEL = 'gemini-1.5-flash';
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
