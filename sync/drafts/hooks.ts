// An admin's unpublished product edits and the publish status (spec 4).
import type { ProductDraft } from './model.ts';
import type { PublishStatus } from './publish-status.ts';
import { draftsStore } from './queries.ts';
import { currentSync } from '../engine/runtime.ts';
import { useStore } from '../engine/use-store.ts';

export function useDrafts(): ProductDraft[] {
  return useStore(draftsStore(currentSync()));
}

export function usePublishStatus(): PublishStatus {
  return useStore(currentSync().publishStatus);
}
