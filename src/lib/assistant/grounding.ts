// The AI reply, kept only when it is grounded: every product it names (by model code) is one
// its tools returned, and it names no model we do not make. Otherwise the rule reply stands.
// Cards come from the tool results it names, never from the text alone.
import type { AssistantContext, AssistantReply } from './context.ts';
import { parseIntent } from './intent.ts';
import { normalizeQuestion } from './normalize.ts';

export interface AiAnswer {
  reply: string;
  /** Products the AI's tools returned. */
  productIds: readonly string[];
}

/** The reply to show: the AI's when grounded, else the rule engine's. */
export function groundedReply(
  rule: AssistantReply,
  ai: AiAnswer | null,
  ctx: AssistantContext,
): AssistantReply & { source: 'ai' | 'rules' } {
  if (!ai) return { ...rule, source: 'rules' };
  const intent = parseIntent(ai.reply, normalizeQuestion(ai.reply), ctx.products);
  const returned = new Set(ai.productIds);
  const invented = intent.unknownCodes.length > 0 || intent.named.some((p) => !returned.has(p.id));
  if (invented) return { ...rule, source: 'rules' };
  const ids = intent.named.map((p) => p.id);
  return {
    ...rule,
    content: ai.reply,
    productIds: ids,
    ...(ids[0] ? { productId: ids[0] } : { productId: undefined }),
    source: 'ai',
  };
}
