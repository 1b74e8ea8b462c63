// The live conversation, oldest message first.
import { kindRecords } from '../engine/kinds/records.ts';
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { chatKind } from './kind.ts';
import { toChatMessage, type ChatMessage } from './model.ts';

export const chatStore = (sync: Sync) =>
  liveStore<ChatMessage[]>(
    sync,
    'chat',
    (db, { map }) => {
      const chat = kindRecords(db, chatKind);
      return chat.query().$.pipe(map((docs) => chat.read(docs).map(toChatMessage)));
    },
    [],
  );
