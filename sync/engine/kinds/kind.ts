// What a kind tells the engine about itself (each sync/<slice>/kind.ts): device data kept as
// records of the one `device_records` collection rather than a collection of its own, since
// open-source RxDB opens at most 13 collections (docs/architecture.md, "Beyond thirteen
// collections"). The engine receives the kinds from sync/registry.ts, as it does collections.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import type { KindPull, KindPush, Sendable } from './sending.ts';
import type { Parser } from './shape.ts';

/** A collection this kind's rows lived in before, adopted on the first open and removed. */
export interface FormerCollection<Data> {
  /** Its name in IndexedDB. */
  readonly name: string;
  /** Its last schema, with the migrations from the older ones (RxDB runs them). */
  readonly schema: RxJsonSchema<unknown>;
  readonly migrationStrategies?: MigrationStrategies;
  /** One of its rows as this kind's data (at the kind's current version). */
  toData(row: Record<string, unknown>): Data;
}

export interface KindDescriptor<Name extends string = string, Data = unknown> {
  /**
   * Stored in every record (the key is `kind|id`): renaming it would leave every device's
   * rows behind. Lower case and underscores, unique among the kinds.
   */
  readonly name: Name;
  /** The version of its data; a bump comes with the step from the one before in `migrations`. */
  readonly version: number;
  /**
   * Each step takes data stored at version n - 1 to version n (n the key). The engine runs
   * them on the database's open, before any slice reads, and parses the result.
   */
  readonly migrations?: Readonly<Record<number, (old: never) => unknown>>;
  /** Checks what is read and written: data that does not parse is never handed to the slice. */
  readonly parse: Parser<Data>;
  /** The record's id within the kind. */
  id(data: Data): string;
  /** The indexed order within the kind (epoch ms: when it happened); default, when written. */
  at?(data: Data): number;
  /** The indexed group within the kind (a dealer's id, a ticket's); default, none (''). */
  group?(data: Data): string;
  /**
   * What leaves the device when a signed-in person does: 'all-rows', every record;
   * 'their-sent-rows' (a pushed kind), the person's records the server has (sent or pulled),
   * while their waiting and refused ones stay, shown to nobody else, until they are back.
   */
  readonly signOut?: 'all-rows' | 'their-sent-rows';
  /** Once it holds a record, the device is worth keeping: the browser is asked for persistence. */
  readonly worthKeeping?: boolean;
  /** The collection its rows were in before it became a kind. */
  readonly formerCollection?: FormerCollection<Data>;
  /**
   * Its records are an outbox (./sending.ts): each waiting one is sent through an RPC, once,
   * by the signed-in person who wrote it (sync/engine/replication/kind-push.ts). Its data
   * then carries `send`, where the record stands.
   */
  readonly push?: Data extends Sendable ? KindPush<Data> : never;
  /** The signed-in person's own rows, read back from a table (kind-pull.ts). */
  readonly pull?: Data extends Sendable ? KindPull<Data> : never;
  /**
   * The signed-in person's copy of what RPCs answer them (their dealer terms and prices), read
   * whole and put in place of the last copy (sync/engine/replication/kind-snapshot.ts).
   */
  readonly snapshot?: KindSnapshot<Data>;
}

/** A kind read whole for the signed-in person, replaced on each read, gone when they are. */
export interface KindSnapshot<Data> {
  /** RPCs called with no arguments (security definer: each answers only what is theirs). */
  readonly rpcs: readonly string[];
  /**
   * RPCs (among `rpcs`) whose failure (not there on an older server, an error) does not fail
   * the read: their answer is left out of `answers`, and `toData` keeps that part of `last`.
   */
  readonly optional?: readonly string[];
  /** Tables whose change (realtime, through row-level security) means read again. */
  readonly follows?: readonly string[];
  /**
   * The answers, by RPC name, as the person's records (none: nothing is kept); `last` is the
   * copy on the device before this read.
   */
  toData(answers: Readonly<Record<string, unknown>>, userId: string, last: readonly Data[]): Data[];
  /** Whose record it is (a record not of the signed-in person leaves at the next sweep). */
  owner(data: Data): string;
}

/** Any kind, as the engine holds them in one list (the slices that own them see them typed). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- data of different shapes
export type AnyKind = KindDescriptor<string, any>;

export type DataOf<K> = K extends KindDescriptor<string, infer Data> ? Data : never;
