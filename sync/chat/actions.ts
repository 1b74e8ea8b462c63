// Chat actions: append a message to the conversation, read it, clear it. The session id is
// the first message's; after "clear chat" the next message starts a new session.
import { startedSync } from '../engine/app-sync.ts';
import { newId } from '../engine/outbox-write.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { kindRecords } from '../engine/kinds/records.ts';
import { guardWrite } from '../engine/write-guard.ts';
import { chatKind } from './kind.ts';
import { toChatMessage, type ChatMessage, type NewChatMessage } from './model.ts';

export async function getChatMessages(given?: Sync): Promise<ChatMessage[]> {
  const sync = given ?? (await startedSync());
  const messages = await kindRecords(runtimeOf(sync).db, chatKind).list();
  return messages.map(toChatMessage);
}

// Two messages written in the same millisecond still keep their order.
let lastTimestamp = 0;
const nextTimestamp = () => (lastTimestamp = Math.max(Date.now(), lastTimestamp + 1));

/** Stores a message at the end of the conversation and returns it. */
export async function addChatMessage(message: NewChatMessage, given?: Sync): Promise<ChatMessage> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  const chat = kindRecords(runtime.db, chatKind);
  return guardWrite(runtime, async () => {
    const first = await chat.first();
    const doc = await chat.insert({
      id: newId(),
      type: message.type,
      content: message.content,
      timestamp: nextTimestamp(),
      suggestions: message.suggestions ?? [],
      product: message.productId ?? message.productIds?.[0] ?? null,
      products: message.productIds ?? (message.productId ? [message.productId] : []),
      service: message.serviceId ?? null,
      quote: message.quoteItems ?? null,
      sessionId: first?.sessionId ?? newId(),
      leadForm: message.leadForm ?? false,
      leadKey: message.leadKey ?? null,
      leadId: message.leadId ?? null,
    });
    return toChatMessage(doc);
  });
}

/** Empties the conversation (the next message starts a new session). */
export async function clearChat(given?: Sync): Promise<void> {
  const sync = given ?? (await startedSync());
  const runtime = runtimeOf(sync);
  await guardWrite(runtime, async () => {
    await kindRecords(runtime.db, chatKind).clear();
  });
}

export interface AssistantRequest {
  message: string;
  /** The last entries of the conversation, oldest first (the function keeps 10). */
  history: { role: 'user' | 'assistant'; content: string }[];
  /** Catalogue facts relevant to the question, from this device's database. */
  facts: string[];
  /** The device's cart, for the AI's "read cart" tool. */
  cart?: { productId: string; name: string; quantity: number; unitPriceInPaise: number }[];
}

/** An AI reply and the products its tools returned (the only ones it may name). */
export interface AiReply {
  reply: string;
  productIds: string[];
}

/** How long an AI answer may take before the rule-based reply is used instead. */
export const ASSISTANT_TIMEOUT_MS = 6000;

/**
 * The AI reply from supabase/functions/assistant with the products its tools returned, or
 * null when there is none to use: bundled mode, offline, not configured on the server,
 * rate-limited, an error or too slow.
 */
export async function askAssistantReply(
  request: AssistantRequest,
  given?: Sync,
  timeoutMs = ASSISTANT_TIMEOUT_MS,
): Promise<AiReply | null> {
  const sync = given ?? (await startedSync());
  const client = runtimeOf(sync).client;
  if (!client || (typeof navigator !== 'undefined' && navigator.onLine === false)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const call = client.functions
    .invoke<{ reply?: unknown; productIds?: unknown }>('assistant', { body: request })
    .then(({ data, error }) => {
      if (error || typeof data?.reply !== 'string' || !data.reply.trim()) return null;
      const ids = Array.isArray(data.productIds) ? data.productIds : [];
      return {
        reply: data.reply.trim(),
        productIds: ids.filter((id): id is string => typeof id === 'string'),
      };
    })
    .catch(() => null);
  try {
    return await Promise.race([call, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** The AI reply's text alone (see askAssistantReply). */
export async function askAssistant(
  request: AssistantRequest,
  given?: Sync,
  timeoutMs = ASSISTANT_TIMEOUT_MS,
): Promise<string | null> {
  return (await askAssistantReply(request, given, timeoutMs))?.reply ?? null;
}
