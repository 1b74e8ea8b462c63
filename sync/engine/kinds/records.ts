// One kind's records, typed: how a slice reads and writes its rows (sync/<slice>/actions.ts
// and queries.ts), never the device_records collection itself. Data is parsed by the kind
// both ways: a record that does not parse (or is stored at another version) is left out.
import type { RxCollection, RxDocument, RxQuery } from 'rxdb';
import { collectionOf } from '../collection.ts';
import { DEVICE_RECORDS, KEY_SEPARATOR, type DeviceRecord } from './device-records.ts';
import type { KindDescriptor } from './kind.ts';

export interface KindQuery {
  /** Only this group's records. */
  group?: string;
  newestFirst?: boolean;
  limit?: number;
}

export interface KindRecords<Data> {
  /** The query behind list(): for live stores (its `$`), read with read(). */
  query(options?: KindQuery): RxQuery<DeviceRecord, RxDocument<DeviceRecord>[]>;
  /** The data of a query's records, in their order. */
  read(docs: readonly { readonly v: number; readonly data: unknown }[]): Data[];
  list(options?: KindQuery): Promise<Data[]>;
  first(options?: KindQuery): Promise<Data | null>;
  get(id: string): Promise<Data | null>;
  /** Writes the data as a new record (an id already there is an error) and returns it parsed. */
  insert(data: Data): Promise<Data>;
  /** Writes each, replacing a record with the same id. */
  put(rows: readonly Data[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  /** Removes every record of the kind; returns how many went. */
  clear(): Promise<number>;
}

export const recordKey = (kind: string, id: string) => `${kind}${KEY_SEPARATOR}${id}`;

/** The kind's data as a record (parsed first: what is stored is what the kind's type says). */
export function toRecord<Data>(
  kind: KindDescriptor<string, Data>,
  raw: Data,
  now = Date.now(),
): DeviceRecord {
  const data = kind.parse(raw);
  const id = kind.id(data);
  return {
    key: recordKey(kind.name, id),
    kind: kind.name,
    id,
    group: kind.group?.(data) ?? '',
    at: kind.at?.(data) ?? now,
    v: kind.version,
    data: data as Record<string, unknown>,
  };
}

/** The record's data, or null when it is stored at another version or does not parse. */
export function fromRecord<Data>(
  kind: KindDescriptor<string, Data>,
  record: { readonly v: number; readonly data: unknown },
): Data | null {
  if (record.v !== kind.version) return null;
  try {
    return kind.parse(record.data);
  } catch (error) {
    console.warn(`A ${kind.name} record left out:`, (error as Error).message);
    return null;
  }
}

export function kindRecords<Data>(
  db: { readonly collections: object },
  kind: KindDescriptor<string, Data>,
): KindRecords<Data> {
  const records = (): RxCollection<DeviceRecord> => collectionOf<DeviceRecord>(db, DEVICE_RECORDS);
  const query = ({ group, newestFirst, limit }: KindQuery = {}) =>
    records().find({
      selector: group === undefined ? { kind: kind.name } : { kind: kind.name, group },
      sort: [{ at: newestFirst ? 'desc' : 'asc' }],
      ...(limit === undefined ? {} : { limit }),
    });
  const read = (docs: readonly { readonly v: number; readonly data: unknown }[]) =>
    docs.flatMap((doc) => {
      const data = fromRecord(kind, doc);
      return data === null ? [] : [data];
    });
  const all = () => records().find({ selector: { kind: kind.name } });
  return {
    query,
    read,
    list: async (options) => read(await query(options).exec()),
    first: async (options) => read(await query({ ...options, limit: 1 }).exec())[0] ?? null,
    async get(id) {
      const doc = await records().findOne(recordKey(kind.name, id)).exec();
      return doc ? fromRecord(kind, doc) : null;
    },
    async insert(data) {
      const doc = await records().insert(toRecord(kind, data));
      return kind.parse(doc.data);
    },
    async put(rows) {
      if (rows.length === 0) return;
      const now = Date.now();
      const { error } = await records().bulkUpsert(rows.map((row) => toRecord(kind, row, now)));
      if (error.length > 0) throw new Error(`${kind.name}: ${error.length} records not written`);
    },
    async remove(ids) {
      if (ids.length > 0) await records().bulkRemove(ids.map((id) => recordKey(kind.name, id)));
    },
    async clear() {
      const docs = await all().exec();
      if (docs.length === 0) return 0;
      await records().bulkRemove(docs.map((doc) => doc.key));
      // A removed record stays in IndexedDB as a tombstone until purged: purge it now,
      // without holding anyone up (RxDB runs cleanup when the database is idle).
      void records()
        .cleanup(0)
        .catch(() => undefined);
      return docs.length;
    },
  };
}
