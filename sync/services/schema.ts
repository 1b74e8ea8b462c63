// The services collection: rows of public.services.
import type { RxJsonSchema } from 'rxdb';
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
  _modified: string | null;
}

export const serviceSchema: RxJsonSchema<ServiceDoc> = {
  title: 'services',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: f.id(64),
    name: f.text,
    category: f.text,
    shortDescription: f.optionalText,
    description: f.optionalText,
    features: f.textList,
    duration: f.optionalText,
    sort_order: f.indexedInteger(-1_000_000, 1_000_000),
    _modified: f.serverTime,
  },
  required: ['id', 'name', 'sort_order'],
  indexes: ['sort_order'],
};
