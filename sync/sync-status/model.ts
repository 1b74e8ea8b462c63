// Types of the sync status the app shows (the indicator and its details list).
export type { CollectionStatus, SyncStatus, SyncedCollection } from '../engine/status-store.ts';
export type { UnsentItem } from './unsent.ts';
