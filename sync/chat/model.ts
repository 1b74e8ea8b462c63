// Chat messages as the app sees them (docs/product.md#data-the-shop-keeps).
import type { ChatMessageDoc } from './schema.ts';

export type ChatMessageType = 'user' | 'bot';

export interface ChatMessage {
  id: string;
  type: ChatMessageType;
  content: string;
  timestamp: number;
  suggestions: string[];
  productId: string | null;
  /** Every product card of the message, productId first. */
  productIds: string[];
  serviceId: string | null;
  /** "Get quote": the quotation page's items ("sl02:10"), '' for an empty request, or null. */
  quoteItems: string | null;
  sessionId: string;
  leadForm: boolean;
  leadKey: string | null;
  leadId: string | null;
}

/** What a new message carries; id, time and session are given by the action. */
export interface NewChatMessage {
  type: ChatMessageType;
  content: string;
  suggestions?: string[];
  productId?: string | null;
  productIds?: string[];
  serviceId?: string | null;
  quoteItems?: string | null;
  leadForm?: boolean;
  leadKey?: string | null;
  leadId?: string | null;
}

export const toChatMessage = (doc: ChatMessageDoc): ChatMessage => ({
  id: doc.id,
  type: doc.type === 'user' ? 'user' : 'bot',
  content: doc.content,
  timestamp: doc.timestamp,
  suggestions: doc.suggestions ?? [],
  productId: doc.product ?? null,
  productIds: doc.products?.length ? doc.products : doc.product ? [doc.product] : [],
  serviceId: doc.service ?? null,
  quoteItems: doc.quote ?? null,
  sessionId: doc.sessionId,
  leadForm: doc.leadForm ?? false,
  leadKey: doc.leadKey ?? null,
  leadId: doc.leadId ?? null,
});
