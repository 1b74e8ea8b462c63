// The chat collection: the assistant conversation on this device (spec 3, "Chat message").
// Local only: it survives navigation, reload and going offline; "clear chat" empties it.
import type { RxJsonSchema } from 'rxdb';
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

export const chatSchema: RxJsonSchema<ChatMessageDoc> = {
  title: 'chat',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
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
  },
  required: ['id', 'type', 'content', 'timestamp', 'sessionId'],
  indexes: ['timestamp'],
};
