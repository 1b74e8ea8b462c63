// The dealers collection: rows of public.dealers, for the where-to-buy locator (offline too).
import type { RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';

export interface DealerDoc {
  id: string;
  name: string;
  type: string;
  address: string;
  city: string;
  state: string;
  pin_code: string;
  phone: string;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  is_active: boolean;
  _modified: string | null;
}

export const dealerSchema: RxJsonSchema<DealerDoc> = {
  title: 'dealers',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: f.id(64),
    name: f.text,
    type: f.text,
    address: f.text,
    city: f.text,
    state: f.indexedText(64),
    pin_code: f.text,
    phone: f.text,
    email: f.optionalText,
    latitude: f.optionalNumber,
    longitude: f.optionalNumber,
    is_active: f.flag,
    _modified: f.serverTime,
  },
  required: ['id', 'name', 'state', 'city', 'is_active'],
  indexes: ['state'],
};
