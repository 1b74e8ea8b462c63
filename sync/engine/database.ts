// Creates the one local database (RxDB over Dexie/IndexedDB) with the collections it is given
// (sync/registry.ts), running their schema migrations so an app update never loses a cart, a
// draft or an unsent lead.
import { addRxPlugin, createRxDatabase, type RxCollectionCreator, type RxStorage } from 'rxdb';
import { RxDBCleanupPlugin } from 'rxdb/plugins/cleanup';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBLocalDocumentsPlugin } from 'rxdb/plugins/local-documents';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import type { AnyCollection } from './collection.ts';
import { openKinds } from './kinds/open.ts';
import { nextTask } from './next-task.ts';
import type { SyncCollections, SyncDatabase } from './register.ts';

addRxPlugin(RxDBMigrationSchemaPlugin);
addRxPlugin(RxDBLeaderElectionPlugin);
addRxPlugin(RxDBLocalDocumentsPlugin);
addRxPlugin(RxDBCleanupPlugin);

export const DEFAULT_DATABASE_NAME = 'mgrid';

const COLLECTIONS_PER_TASK = 2;

export interface DatabaseOptions {
  /** Every collection of the database, in the order they are created. */
  collections: readonly AnyCollection[];
  name?: string;
  /** Defaults to Dexie over the global IndexedDB (fake-indexeddb in tests). */
  storage?: RxStorage<unknown, unknown>;
  /** Share the database between tabs (default: true in a browser, false under Node). */
  multiInstance?: boolean;
  /**
   * Replace collection definitions, or add one since retired (migration tests open an older
   * version's database this way).
   */
  replace?: Readonly<Record<string, RxCollectionCreator>>;
}

/** Whether the browser granted persistent storage; null where the API does not exist. */
export async function requestPersistentStorage(): Promise<boolean | null> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return null;
  try {
    return (await storage.persisted?.()) || (await storage.persist());
  } catch {
    return false;
  }
}

/** What RxDB needs to create a collection: its schema and migrations. */
function creatorOf(collection: AnyCollection): RxCollectionCreator {
  const { schema, migrationStrategies } = collection;
  return migrationStrategies ? { schema, migrationStrategies } : { schema };
}

export async function createDatabase(options: DatabaseOptions): Promise<SyncDatabase> {
  const db = await createRxDatabase<SyncCollections>({
    name: options.name ?? DEFAULT_DATABASE_NAME,
    storage: (options.storage ?? getRxStorageDexie()) as RxStorage<unknown, unknown>,
    multiInstance: options.multiInstance ?? typeof window !== 'undefined',
    localDocuments: true,
    eventReduce: true,
    closeDuplicates: true,
    // Deleted rows are purged (sign-out must leave no one's order on a shared phone). Nothing
    // here replicates a local delete, so purging never waits for the replications.
    cleanupPolicy: { awaitReplicationsInSync: false },
  });
  try {
    await nextTask();
    // RxDB sorts each schema's keys with localeCompare, and the first call loads ICU's
    // collation (about 45 ms at 4x CPU): that in a task of its own, not with two collections.
    'a'.localeCompare('b');
    await nextTask();
    // A few collections per task: creating them all at once was one long task on a phone.
    const creators = Object.entries({
      ...Object.fromEntries(options.collections.map((c) => [c.name, creatorOf(c)])),
      ...options.replace,
    });
    for (let i = 0; i < creators.length; i += COLLECTIONS_PER_TASK) {
      if (i > 0) await nextTask();
      await db.addCollections(Object.fromEntries(creators.slice(i, i + COLLECTIONS_PER_TASK)));
    }
    for (const { kinds } of options.collections) {
      if (!kinds) continue;
      await nextTask();
      await openKinds(db, kinds);
    }
  } catch (error) {
    await db.close();
    throw error;
  }
  return db;
}

/**
 * The database on IndexedDB, or, when the browser refuses IndexedDB (some private modes,
 * storage blocked by policy), in memory so the app still works for this visit. `persistent`
 * says which one the person got.
 */
export async function openDatabase(
  options: DatabaseOptions,
): Promise<{ db: SyncDatabase; persistent: boolean }> {
  try {
    return { db: await createDatabase(options), persistent: true };
  } catch (error) {
    const memory = getRxStorageMemory() as RxStorage<unknown, unknown>;
    if (options.storage === memory) throw error;
    return { db: await createDatabase({ ...options, storage: memory }), persistent: false };
  }
}
