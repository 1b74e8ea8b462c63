// An admin's unpublished product edits and the publish status (spec 4).
import type { ProductDraft } from '../model/draft.ts';
import type { PublishStatus } from '../publish-status.ts';
import { draftsStore } from '../queries/drafts.ts';
import { currentSync } from '../runtime.ts';
import { useStore } from './use-store.ts';

export function useDrafts(): ProductDraft[] {
  return useStore(draftsStore(currentSync()));
}

export function usePublishStatus(): PublishStatus {
  return useStore(currentSync().publishStatus);
}
