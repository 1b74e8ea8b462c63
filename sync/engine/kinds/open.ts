// What opening the database does for the kinds, before any slice reads them: the rows of a
// collection a kind replaced are copied into its records and the old collection removed (an
// app update keeps every device's data), and records stored at an older version of their
// kind are migrated to the current one.
import { getAllCollectionDocuments, type RxCollection, type RxDatabase } from 'rxdb';
import { collectionOf } from '../collection.ts';
import type { SyncDatabase } from '../register.ts';
import { DEVICE_RECORDS, type DeviceRecord } from './device-records.ts';
import type { AnyKind, FormerCollection, KindDescriptor } from './kind.ts';
import { kindRecords, toRecord } from './records.ts';

/** Copies a former collection's rows into the kind, then removes the collection. */
async function adopt<Data>(
  db: RxDatabase,
  kind: KindDescriptor<string, Data>,
  former: FormerCollection<Data>,
): Promise<void> {
  const added = await db.addCollections({
    [former.name]: former.migrationStrategies
      ? { schema: former.schema, migrationStrategies: former.migrationStrategies }
      : { schema: former.schema },
  });
  const old = added[former.name] as RxCollection<Record<string, unknown>>;
  const rows = (await old.find().exec()).flatMap((doc) => {
    try {
      return [kind.parse(former.toData(doc.toMutableJSON()))];
    } catch (error) {
      console.warn(`A ${former.name} row not kept as ${kind.name}:`, (error as Error).message);
      return [];
    }
  });
  // Written before the old collection goes (upserts by key): an open cut short in between
  // copies the same rows again next time, and loses none.
  await kindRecords(db, kind).put(rows);
  await old.remove();
}

/** Runs each step from the record's version to the kind's, then parses the result. */
function upgrade(kind: AnyKind, record: DeviceRecord): DeviceRecord | null {
  let data: unknown = record.data;
  for (let v = record.v + 1; v <= kind.version; v++) {
    const step = kind.migrations?.[v];
    if (!step) throw new Error(`Kind ${kind.name}: no migration to version ${v}`);
    data = step(data as never);
  }
  try {
    return toRecord(kind, data, record.at);
  } catch (error) {
    console.warn(`A ${kind.name} record not migrated:`, (error as Error).message);
    return null;
  }
}

export async function openKinds(database: SyncDatabase, kinds: readonly AnyKind[]): Promise<void> {
  // Former collections are not among the registered ones: the database untyped.
  const db = database as unknown as RxDatabase;
  const adopting = kinds.filter(
    // A former collection still open here is this database's own (the old version's, as a
    // migration test opens it): nothing to adopt yet.
    (k) => k.formerCollection && !(k.formerCollection.name in db.collections),
  );
  if (adopting.length > 0) {
    const stored = new Set(
      (await getAllCollectionDocuments(db.internalStore)).map((d) => d.data.name),
    );
    for (const kind of adopting) {
      if (!stored.has(kind.formerCollection!.name)) continue;
      try {
        await adopt(db, kind, kind.formerCollection!);
      } catch (error) {
        // Two tabs opening the updated app at once both adopt; the one that finishes second
        // may find the collection gone. The rows are then already copied (writes are upserts
        // by key), and anything left is adopted on the next open: never a reason to refuse
        // the database (that would fall back to memory).
        console.warn(`${kind.formerCollection!.name} not adopted yet:`, (error as Error).message);
      }
    }
  }
  const records = collectionOf<DeviceRecord>(db, DEVICE_RECORDS);
  for (const kind of kinds.filter((k) => k.version > 0)) {
    const stale = await records
      .find({ selector: { kind: kind.name, v: { $lt: kind.version } } })
      .exec();
    if (stale.length === 0) continue;
    const upgraded = stale.flatMap((doc) => upgrade(kind, doc.toMutableJSON()) ?? []);
    await records.bulkUpsert(upgraded);
  }
}
