// A message of the assistant conversation on this device
// (docs/product.md#data-the-shop-keeps). Local only: it survives navigation, reload and going
// offline; "clear chat" empties it. The schemas are the `chat` collection's, where messages
// were kept before they became a kind (./kind.ts): a device updated since adopts its rows
// once, through them.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';

export interface ChatMessageDoc {
  id: string;
  /** 'user' or 'bot'. */
  type: string;
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
  suggestions: string[];
  /** A product card: the product's id (the card reads the live catalogue). */
  product: string | null;
  /** Every product the reply names, each shown as a card (the first is `product`). */
  products: string[];
  /** A "Get quote" action: the quotation page's items ("sl02:10,tp160:10"); '' for none. */
  quote: string | null;
  /** A service card: the service's id. */
  service: string | null;
  /** The conversation this message belongs to (a new one after "clear chat"). */
  sessionId: string;
  /** A bot entry that shows the "Get in Touch" form in the list. */
  leadForm: boolean;
  /** Set on the "Thank you" entry: whose contact details became a lead (see leadKey). */
  leadKey: string | null;
  /** On the same entry: the id of the lead saved (to show the server's refusal, if any). */
  leadId: string | null;
}

/** A stored message before several cards and the quote action (schema version 0). */
export type ChatMessageDocV0 = Omit<ChatMessageDoc, 'products' | 'quote'>;

const propertiesV0 = {
  id: f.id(40),
  type: f.indexedText(8),
  content: f.text,
  timestamp: f.indexedTime,
  suggestions: f.textList,
  product: f.optionalText,
  service: f.optionalText,
  sessionId: f.text,
  leadForm: f.flag,
  leadKey: f.optionalText,
  leadId: f.optionalText,
} as const;

const required = ['id', 'type', 'content', 'timestamp', 'sessionId'] as const;

export const chatSchemaV0: RxJsonSchema<ChatMessageDocV0> = {
  title: 'chat',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: propertiesV0,
  required: [...required],
  indexes: ['timestamp'],
};

export const chatSchema: RxJsonSchema<ChatMessageDoc> = {
  title: 'chat',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: { ...propertiesV0, products: f.textList, quote: f.optionalText },
  required: [...required],
  indexes: ['timestamp'],
};

export const chatMigrations: MigrationStrategies = {
  /** A kept message shows the one card it had. */
  1: (old: ChatMessageDocV0): ChatMessageDoc => ({
    ...old,
    products: old.product ? [old.product] : [],
    quote: null,
  }),
};
