// The device_records collection: every kind's rows (./kind.ts), one record per row, keyed
// `kind|id`, with the kind's own data as JSON beside the few fields RxDB indexes. It is one
// collection in the registry however many kinds it holds.
import type { RxJsonSchema } from 'rxdb';
import type { CollectionDescriptor, LocalOnly } from '../collection.ts';
import * as f from '../fields.ts';
import type { AnyKind } from './kind.ts';

export const DEVICE_RECORDS = 'device_records';

/** The separator of the primary key; a kind's name never holds it. */
export const KEY_SEPARATOR = '|';

export interface DeviceRecord {
  /** `kind|id`, made by RxDB from the two. */
  key: string;
  kind: string;
  id: string;
  /** The kind's group ('' for none): a dealer's id, a ticket's. */
  group: string;
  /** The kind's order (epoch ms). */
  at: number;
  /** The version of `data` (the kind's, when written). */
  v: number;
  /** The kind's data, parsed by the kind on every read and write. */
  data: Record<string, unknown>;
}

export const deviceRecordsSchema: RxJsonSchema<DeviceRecord> = {
  title: DEVICE_RECORDS,
  version: 0,
  primaryKey: { key: 'key', fields: ['kind', 'id'], separator: KEY_SEPARATOR },
  type: 'object',
  properties: {
    key: f.id(200),
    kind: f.indexedText(40),
    id: f.id(150),
    group: f.indexedText(150),
    at: f.indexedTime,
    v: f.integer,
    data: f.json,
  },
  required: ['key', 'kind', 'id', 'group', 'at', 'v', 'data'],
  indexes: [
    ['kind', 'at'],
    ['kind', 'group', 'at'],
  ],
};

const KIND_NAME = /^[a-z][a-z0-9_]{0,39}$/;

export type DeviceRecordsCollection<Kinds extends readonly AnyKind[]> = CollectionDescriptor<
  typeof DEVICE_RECORDS,
  DeviceRecord,
  LocalOnly
> & { readonly kinds: Kinds };

/** The collection's descriptor for the registry, holding the kinds it is given. */
export function deviceRecords<const Kinds extends readonly AnyKind[]>(
  kinds: Kinds,
): DeviceRecordsCollection<Kinds> {
  const seen = new Set<string>();
  for (const { name } of kinds) {
    if (!KIND_NAME.test(name)) throw new Error(`Kind ${name}: lower case, digits and _ only`);
    if (seen.has(name)) throw new Error(`Kind ${name} is declared twice`);
    seen.add(name);
  }
  return {
    name: DEVICE_RECORDS,
    schema: deviceRecordsSchema,
    sync: { kind: 'local' },
    kinds,
  };
}
