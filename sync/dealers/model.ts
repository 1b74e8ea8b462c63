// Dealers as the where-to-buy locator shows them (docs/product.md#data-the-shop-keeps). The public
// surface of sync/dealers for types.
import type { DealerDoc } from './schema.ts';

export interface Dealer {
  id: string;
  name: string;
  type: string;
  address: string;
  city: string;
  state: string;
  pinCode: string;
  phone: string;
  email: string | null;
  latitude: number | null;
  longitude: number | null;
  isActive: boolean;
}

export const toDealer = (doc: DealerDoc): Dealer => ({
  id: doc.id,
  name: doc.name,
  type: doc.type,
  address: doc.address,
  city: doc.city,
  state: doc.state,
  pinCode: doc.pin_code,
  phone: doc.phone,
  email: doc.email ?? null,
  latitude: doc.latitude ?? null,
  longitude: doc.longitude ?? null,
  isActive: doc.is_active,
});
