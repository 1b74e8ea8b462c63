// The spec's publish status (section 4, "Product edits").
export interface PublishStatus {
  isPublishing: boolean;
  /** Epoch ms of the last successful publish on this device. */
  lastPublished: number | null;
  /** Why the last publish failed ("Unknown error occurred" when no reason was given). */
  lastError: string | null;
  /** There are drafts not yet published. */
  pendingChanges: boolean;
  /** How many products have drafts. */
  draftCount: number;
}

export const initialPublishStatus: PublishStatus = {
  isPublishing: false,
  lastPublished: null,
  lastError: null,
  pendingChanges: false,
  draftCount: 0,
};
