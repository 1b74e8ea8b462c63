// An admin's unpublished product edits and the publish status (spec 4).
import { useAppStore } from '../engine/use-store.ts';
import type { ProductDraft } from './model.ts';
import { initialPublishStatus, type PublishStatus } from './publish-status.ts';
import { draftsStore } from './queries.ts';

const NONE: ProductDraft[] = [];

export function useDrafts(): ProductDraft[] {
  return useAppStore(draftsStore, NONE);
}

export function usePublishStatus(): PublishStatus {
  return useAppStore((sync) => sync.publishStatus, initialPublishStatus);
}
