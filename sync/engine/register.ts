// What the app registers with the engine, for types only: sync/registry.ts declares its
// collections and its auth here (as TanStack Router's `Register` takes an app's router), so
// `runtime.db.cart` and `sync.session` are typed in every folder while the engine imports none.
// Unregistered (a test of the engine alone), any collection name and a bare session will do.
import type { RxCollection, RxDatabase } from 'rxdb';
import type { AnyCollection, DocOf } from './collection.ts';
import type { SyncAuth } from './signed-in.ts';

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by augmentation
export interface Register {}

type Registered<K extends string, Otherwise> = Register extends Record<K, infer T> ? T : Otherwise;

/** The registered collections' descriptors (sync/registry.ts, COLLECTIONS). */
type Entry = Registered<'collections', readonly AnyCollection[]>[number];

export type SyncCollections = { [D in Entry as D['name']]: RxCollection<DocOf<D>> };
export type SyncDatabase = RxDatabase<SyncCollections>;

export type CollectionName = Entry['name'];
/** Pulled from the server (catalogue tables). */
export type PulledName = Extract<Entry, { sync: { kind: 'catalogue' } }>['name'];
/** Written here first, pushed as inserts. */
export type OutboxName = Extract<Entry, { sync: { kind: 'outbox' } }>['name'];
/** Every collection with a status of its own (pulled or pushed). */
export type SyncedName = PulledName | OutboxName;

/** The auth the app hands the runtime (sync/session): what `sync.session` holds. */
export type RegisteredAuth = Registered<'auth', SyncAuth>;
