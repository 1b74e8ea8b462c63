// The conversation as the engine keeps it: the `chat` kind of device_records, local only,
// leaving the device whole when a signed-in person does (it may hold their details). Its rows
// were the `chat` collection before; a device updated since adopts them on its first open.
import type { KindDescriptor } from '../engine/kinds/kind.ts';
import * as s from '../engine/kinds/shape.ts';
import { chatMigrations, chatSchema, type ChatMessageDoc } from './schema.ts';

const parseMessage: s.Parser<ChatMessageDoc> = s.shape({
  id: s.text,
  type: s.text,
  content: s.text,
  timestamp: s.integer,
  suggestions: s.withDefault(s.textList, []),
  product: s.optional(s.text),
  products: s.withDefault(s.textList, []),
  quote: s.optional(s.text),
  service: s.optional(s.text),
  sessionId: s.text,
  leadForm: s.withDefault(s.flag, false),
  leadKey: s.optional(s.text),
  leadId: s.optional(s.text),
});

export const chatKind: KindDescriptor<'chat', ChatMessageDoc> = {
  name: 'chat',
  version: 0,
  parse: parseMessage,
  id: (message) => message.id,
  at: (message) => message.timestamp,
  signOut: 'all-rows',
  formerCollection: {
    name: 'chat',
    schema: chatSchema as never,
    migrationStrategies: chatMigrations,
    toData: (row) => parseMessage(row),
  },
};
