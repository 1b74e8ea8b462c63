// The live conversation, oldest message first.
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { toChatMessage, type ChatMessage } from './model.ts';

export const chatStore = (sync: Sync) =>
  liveStore<ChatMessage[]>(
    sync,
    'chat',
    (db, { map }) =>
      db.chat
        .find({ sort: [{ timestamp: 'asc' }] })
        .$.pipe(map((docs) => docs.map((doc) => toChatMessage(doc.toMutableJSON())))),
    [],
  );
