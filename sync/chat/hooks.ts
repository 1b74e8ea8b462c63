// The conversation, live (the same in every tab); empty until the data layer has started.
import { useAppStore } from '../engine/use-store.ts';
import type { ChatMessage } from './model.ts';
import { chatStore } from './queries.ts';

const EMPTY: ChatMessage[] = [];

export function useChatMessages(): ChatMessage[] {
  return useAppStore(chatStore, EMPTY);
}
