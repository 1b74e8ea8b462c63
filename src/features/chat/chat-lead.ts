// The lead a chat form submission becomes: the form's fields plus everything the
// conversation tells (session, history, counts, duration, interests).
import { getProducts } from '../../../sync/products/actions.ts';
import { getServices } from '../../../sync/services/actions.ts';
import type { ChatMessage } from '../../../sync/chat/model.ts';
import type { LeadInput } from '../../../sync/leads/actions.ts';
import {
  contactKey,
  historyForLead,
  interestFromConversation,
  sessionMinutes,
} from '../../lib/assistant/conversation.ts';

export interface ChatLeadValues {
  name: string;
  email: string;
  phone: string;
  company: string;
  designation: string;
  message: string;
}

export async function leadFromChat(values: ChatLeadValues, messages: readonly ChatMessage[]) {
  const conversation = messages.filter((m) => !m.leadForm && m.leadKey === null);
  const [products, services] = await Promise.all([getProducts(), getServices()]);
  const interest = interestFromConversation(conversation, { products, services });
  const input: LeadInput = {
    ...values,
    source: 'chat',
    sessionId: messages[0]?.sessionId ?? null,
    referrer: document.referrer || window.location.href,
    userAgent: navigator.userAgent,
    conversationHistory: historyForLead(conversation),
    totalMessages: conversation.length,
    sessionDuration: sessionMinutes(conversation, Date.now()),
    ...interest,
  };
  return { input, key: contactKey(values) };
}
