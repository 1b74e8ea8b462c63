// The conversation's behaviour: send a message, reply after 1-2 s (the AI's answer when the
// server has one in time, the rule engine's otherwise), show the "Get in Touch" form on the
// spec's timers, and save the form as exactly one lead per set of contact details.
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  addChatMessage,
  askAssistantReply,
  clearChat,
  getChatMessages,
} from '../../../sync/chat/actions.ts';
import { useChatMessages } from '../../../sync/chat/hooks.ts';
import type { ChatMessage } from '../../../sync/chat/model.ts';
import {
  prepareLeadEnrichment,
  submitEnrichedLead,
} from '../../../sync/lead-enrichment/actions.ts';
import { quoteItemsParam } from '../../lib/assistant/bulk.ts';
import { groundedReply } from '../../lib/assistant/grounding.ts';
import { ruleReply, warmAssistant } from '../../lib/assistant/reply.ts';
import { replyDelay, scheduleLeadForm } from '../../lib/assistant/lead-form-timing.ts';
import { CHAT_HISTORY_LIMIT, LEAD_FORM_SUGGESTIONS } from '../../lib/constants.ts';
import { CHAT_ERROR, LEAD_FORM_TITLE, LEAD_SAVE_SUCCESS } from '../../lib/messages.ts';
import { cartForAssistant, factsFor, loadAssistantContext } from './assistant-context.ts';
import { leadFromChat, type ChatLeadValues } from './chat-lead.ts';
import { trackEvent } from '../../lib/ecommerce.ts';
import { t } from '../../i18n/index.ts';
import { isSuggestion, replyLanguage } from './reply-language.ts';

export interface AssistantDeps {
  /** [0, 1): the reply delay and the 30 percent chance of the form. */
  random?: () => number;
}

/** Real messages (not the form or its receipt): what the lead counts and stores. */
export const conversationOf = (messages: readonly ChatMessage[]) =>
  messages.filter((m) => !m.leadForm && m.leadKey === null);

/** The form entry still waiting for an answer, if any. */
export function openFormId(messages: readonly ChatMessage[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.leadKey !== null) return null;
    if (m.leadForm) return m.id;
  }
  return null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function useAssistant({ random = Math.random }: AssistantDeps = {}) {
  const messages = useChatMessages();
  const [pending, setPending] = useState(false);
  const cancelForm = useRef<() => void>(() => {});
  // Bumped by "clear chat", so a reply still on its way does not land in the emptied chat.
  const generation = useRef(0);
  useEffect(() => () => cancelForm.current(), []);
  // The catalogue's lookups and search index, built while the shopper reads the panel.
  useEffect(() => {
    const idle = (run: () => void) =>
      typeof requestIdleCallback === 'function'
        ? requestIdleCallback(run, { timeout: 2000 })
        : setTimeout(run, 0);
    idle(() => void loadAssistantContext().then((ctx) => warmAssistant(ctx.products)));
  }, []);

  const openForm = useCallback(async () => {
    prepareLeadEnrichment();
    if (openFormId(await getChatMessages()) !== null) return;
    await addChatMessage({ type: 'bot', content: t(LEAD_FORM_TITLE), leadForm: true });
  }, []);

  const send = useCallback(
    async (raw: string) => {
      const text = raw.trim();
      if (!text) return;
      const before = await getChatMessages();
      await addChatMessage({ type: 'user', content: text });
      cancelForm.current();
      cancelForm.current = scheduleLeadForm(
        {
          lastUserMessage: text,
          messageCount: conversationOf(before).length + 1,
          formShown: before.some((m) => m.leadForm),
          leadSaved: before.some((m) => m.leadKey !== null),
        },
        () => void openForm(),
        { random },
      );
      setPending(true);
      const asked = generation.current;
      try {
        const delay = wait(replyDelay(random));
        const [ctx, language] = await Promise.all([loadAssistantContext(), replyLanguage(text)]);
        const rule = ruleReply(text, ctx, language.t);
        const history = conversationOf(before)
          .slice(-(CHAT_HISTORY_LIMIT - 1))
          .map(
            (m) =>
              ({ role: m.type === 'user' ? 'user' : 'assistant', content: m.content }) as const,
          );
        const [ai] = await Promise.all([
          askAssistantReply({
            message: text,
            history,
            facts: factsFor(text, ctx, rule, language.hindi),
            cart: cartForAssistant(ctx),
          }),
          delay,
        ]);
        if (asked !== generation.current) return;
        // The AI's text only when every product it names came from its tools (grounding.ts).
        const reply = groundedReply(rule, ai, ctx);
        await addChatMessage({
          type: 'bot',
          content: reply.content,
          suggestions: reply.suggestions,
          productIds: reply.productIds ?? (reply.productId ? [reply.productId] : []),
          serviceId: reply.serviceId ?? null,
          quoteItems: reply.quote ? quoteItemsParam(reply.quote) : null,
        });
      } catch {
        if (asked !== generation.current) return;
        await addChatMessage({ type: 'bot', content: t(CHAT_ERROR) }).catch(() => {});
      } finally {
        setPending(false);
      }
    },
    [openForm, random],
  );

  /** A suggestion other than "Get quote" (the panel takes that one to the quotation request). */
  const choose = useCallback(
    (suggestion: string) =>
      LEAD_FORM_SUGGESTIONS.some((english) => isSuggestion(suggestion, english))
        ? openForm()
        : send(suggestion),
    [openForm, send],
  );

  /** Saves the form; throws as submitEnrichedLead does (the form shows the error). */
  const saveLead = useCallback(async (values: ChatLeadValues) => {
    const messages = await getChatMessages();
    const { input, key } = await leadFromChat(values, messages);
    const already = messages.some((m) => m.leadKey === key);
    // The same details again in this conversation: the lead exists, nothing new is stored.
    const leadId = already ? null : await submitEnrichedLead(input);
    if (leadId) trackEvent('generate_lead', { lead_source: input.source });
    await addChatMessage({ type: 'bot', content: t(LEAD_SAVE_SUCCESS), leadKey: key, leadId });
  }, []);

  const clear = useCallback(async () => {
    generation.current += 1;
    cancelForm.current();
    await clearChat();
  }, []);

  return { messages, pending, send, choose, openForm, saveLead, clear };
}
