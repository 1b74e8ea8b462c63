// The chat collection as the engine runs it: local only; the conversation leaves the device
// when a signed-in person does (it may hold their details).
import type { CollectionDescriptor, LocalOnly } from '../engine/collection.ts';
import { chatMigrations, chatSchema, type ChatMessageDoc } from './schema.ts';

export const chatCollection: CollectionDescriptor<'chat', ChatMessageDoc, LocalOnly> = {
  name: 'chat',
  schema: chatSchema,
  migrationStrategies: chatMigrations,
  sync: { kind: 'local' },
  signOut: 'all-rows',
};
