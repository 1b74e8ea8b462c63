// Types of the sync status the app shows (the indicator and its details list). The engine
// keeps the status (sync/engine/status-store.ts); this folder is how the app reads it.
export type { CollectionStatus, SyncStatus } from '../engine/status-store.ts';
export type { OutboxName as OutboxCollection } from '../engine/register.ts';
export type { SyncedName as SyncedCollection } from '../engine/register.ts';
export type { UnsentItem } from './unsent.ts';
