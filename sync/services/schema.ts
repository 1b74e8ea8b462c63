// The services collection: rows of public.services.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';

export interface ServiceDoc {
  id: string;
  name: string;
  category: string;
  shortDescription: string | null;
  description: string | null;
  features: string[];
  duration: string | null;
  sort_order: number;
  /** Hindi texts; null or empty: the English one shows (src/lib/localized.ts). */
  name_hi: string | null;
  short_description_hi: string | null;
  description_hi: string | null;
  features_hi: string[];
  duration_hi: string | null;
  _modified: string | null;
}

/** A stored service before its Hindi texts (schema version 0). */
export type ServiceDocV0 = Omit<
  ServiceDoc,
  'name_hi' | 'short_description_hi' | 'description_hi' | 'features_hi' | 'duration_hi'
>;

const propertiesV0 = {
  id: f.id(64),
  name: f.text,
  category: f.text,
  shortDescription: f.optionalText,
  description: f.optionalText,
  features: f.textList,
  duration: f.optionalText,
  sort_order: f.indexedInteger(-1_000_000, 1_000_000),
  _modified: f.serverTime,
} as const;

export const serviceSchemaV0: RxJsonSchema<ServiceDocV0> = {
  title: 'services',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: propertiesV0,
  required: ['id', 'name', 'sort_order'],
  indexes: ['sort_order'],
};

export const serviceSchema: RxJsonSchema<ServiceDoc> = {
  title: 'services',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...propertiesV0,
    name_hi: f.optionalText,
    short_description_hi: f.optionalText,
    description_hi: f.optionalText,
    features_hi: f.textList,
    duration_hi: f.optionalText,
  },
  required: ['id', 'name', 'sort_order'],
  indexes: ['sort_order'],
};

export const serviceMigrations: MigrationStrategies = {
  /** The row is kept in English; its Hindi arrives with the next change pulled. */
  1: (old: ServiceDocV0): ServiceDoc => ({
    ...old,
    name_hi: null,
    short_description_hi: null,
    description_hi: null,
    features_hi: [],
    duration_hi: null,
  }),
};
