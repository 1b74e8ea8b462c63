// What a collection tells the engine about itself (each sync/<collection>/collection.ts): its
// name in IndexedDB, its schema and migrations, how it syncs, and what leaves the device when a
// person signs out. The engine receives the list from sync/registry.ts (as a router receives
// its routes) and names no collection itself (docs/architecture.md#collections-and-how-each-syncs).
import type { AppClient } from './supabase.ts';
import type { MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb';
import type { AnyKind } from './kinds/kind.ts';
import type { RetryGate } from './replication/retry-gate.ts';
import type { SyncTiming } from './replication/timing.ts';

/** Pulled from the server, read by everyone, kept fresh by realtime. */
export interface CataloguePull {
  readonly kind: 'catalogue';
  /** The Supabase table it replicates. */
  readonly table: string;
  /** What the status says when the first load on this device fails. */
  readonly firstLoadFailed: string;
  /**
   * The shop's main table (docs/product.md#catalogue-loading-and-its-messages): its first load
   * retries after 1, 2 and 4 s and says the server's own reason; the bundled catalogue shows while
   * it fails, until it syncs.
   */
  readonly main?: boolean;
  /**
   * Row-level security shows each reader their own rows (hidden products, inactive banners):
   * staff pull their own view, and rows that leave a reader's view (no change reaches them)
   * are looked for on every (re)connect and every 5 minutes.
   */
  readonly filteredByPolicy?: boolean;
  /** The server notes withdrawn rows (catalogue_withdrawals): the public view re-checks at once. */
  readonly withdrawalNotices?: boolean;
}

/** What an outbox's companion (orders: their receipts) works with while replication runs. */
export interface AlongsideParts<Doc> {
  collection: RxCollection<Doc>;
  client: AppClient;
  retryGate: RetryGate;
  timing: SyncTiming;
}

/**
 * Written on this device first, pushed as inserts
 * (docs/decisions.md#client-writes-are-idempotent-inserts).
 */
export interface OutboxPush<Doc> {
  readonly kind: 'outbox';
  /** The Supabase table it inserts into. */
  readonly table: string;
  /** Columns never sent: filled in by the database, or local to this device. */
  readonly notSent: readonly string[];
  /**
   * Whose rows are pushed: 'everyone' (every write on this device, signed in or not) or 'staff'
   * (a signed-in staff member's own rows, as themselves: nobody else may send them).
   */
  readonly pushes: 'everyone' | 'staff';
  /** Rows pulled back for a signed-in person: staff or customers, every row or their own. */
  readonly pull?: {
    readonly for: 'staff' | 'customer';
    readonly rows: 'all' | 'own';
    /** Local fields a pulled row starts with (orders: confirmed as it arrives). */
    pulledFields?(): Partial<Doc>;
  };
  /**
   * Local fields to keep from a refusal for good, beside its message (orders: the database's
   * detail naming each line short of stock).
   */
  refusedFields?(error: { message: string; code?: string; details?: string | null }): Partial<Doc>;
  /** Started beside the push in the leading tab (orders: reading back each receipt). */
  alongside?(parts: AlongsideParts<Doc>): { cancel(): Promise<void> };
  /**
   * Rows are sent one at a time in the order they were written (staff commands: confirm
   * before pack before ship); otherwise a batch is sent all at once.
   */
  readonly inOrder?: boolean;
  /** One line for the list of unsent writes, e.g. "Order ₹12,999 for Asha Rao". */
  summary(row: Doc): string;
}

/** Kept on this device only. */
export interface LocalOnly {
  readonly kind: 'local';
}

export type SyncWiring<Doc> = CataloguePull | OutboxPush<Doc> | LocalOnly;

export interface CollectionDescriptor<
  Name extends string = string,
  Doc = unknown,
  Wiring extends SyncWiring<Doc> = SyncWiring<Doc>,
> {
  /**
   * The RxDB collection's name. IndexedDB keeps the rows under it and replication its
   * checkpoints: renaming it would leave every device's data behind.
   */
  readonly name: Name;
  readonly schema: RxJsonSchema<Doc>;
  readonly migrationStrategies?: MigrationStrategies;
  readonly sync: Wiring;
  /**
   * What leaves the device when a signed-in person leaves it (shared shop phones): their rows
   * already on the server ('their-sent-rows', also swept at start-up), or every row
   * ('all-rows', the assistant conversation).
   */
  readonly signOut?: 'their-sent-rows' | 'all-rows';
  /** The bundled copy (sync/fallback), loaded when no backend is configured or reachable. */
  bundled?(): Promise<readonly Record<string, unknown>[]>;
  /** Once it holds a row, the device is worth keeping: the browser is asked for persistence. */
  readonly worthKeeping?: boolean;
  /** Runs while the data layer does, in every tab; returns the stop (drafts: their count). */
  watch?(collection: RxCollection<Doc>): () => void;
  /**
   * The kinds whose rows it holds (device_records only, kinds/device-records.ts): each is
   * opened, migrated and wiped at sign-out by what it says of itself (kinds/kind.ts).
   */
  readonly kinds?: readonly AnyKind[];
}

/**
 * Any descriptor, as the engine holds them in one list: the engine handles every collection's
 * rows the same way, untyped (the folders that own them see them typed).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents of different shapes
export type AnyCollection = CollectionDescriptor<string, any, SyncWiring<any>>;

export type DocOf<D> =
  D extends CollectionDescriptor<string, infer Doc, infer _Wiring> ? Doc : never;

export type PulledCollection = AnyCollection & { readonly sync: CataloguePull };
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- documents of different shapes
export type OutboxCollection = AnyCollection & { readonly sync: OutboxPush<any> };

export const isPulled = (d: AnyCollection): d is PulledCollection => d.sync.kind === 'catalogue';
export const isOutbox = (d: AnyCollection): d is OutboxCollection => d.sync.kind === 'outbox';

/** A collection by its name, as the engine handles every one: untyped rows. */
export function collectionOf<Doc = Record<string, unknown>>(
  db: { readonly collections: object },
  name: string,
): RxCollection<Doc> {
  const collection = (db.collections as Record<string, RxCollection | undefined>)[name];
  if (!collection) throw new Error(`No collection ${name} in the local database`);
  return collection as unknown as RxCollection<Doc>;
}
