// A dealer application as the app sees it: what was typed, where it stands on the way to the
// server (waiting on this phone, sent, or refused with the database's reason) and, once the
// server has it, its review (pending, approved, or rejected with the reason).
import type { ShopType } from '../../src/lib/dealer-application.ts';
import type { SendState } from '../engine/kinds/sending.ts';
import type { ApplicationStatus, DealerApplicationData } from './kind.ts';

export type { ApplicationStatus } from './kind.ts';

export interface DealerApplication {
  id: string;
  /** Who applied from this phone (only they see it here). */
  ownerId: string | null;
  businessName: string;
  tradeName: string | null;
  gstin: string;
  addressLine1: string;
  addressLine2: string | null;
  pinCode: string;
  city: string;
  state: string;
  ownerName: string;
  mobile: string;
  email: string;
  shopType: ShopType;
  createdAt: string;
  /** On the way: 'waiting' (on this phone), 'sent', or 'refused' (see refusedBecause). */
  sendState: SendState;
  /** The database's message when it refused the application; null otherwise. */
  refusedBecause: string | null;
  /** The review once the server has it; null while it is only on this phone. */
  status: ApplicationStatus | null;
  rejectReason: string | null;
}

export const toDealerApplication = (data: DealerApplicationData): DealerApplication => ({
  id: data.id,
  ownerId: data.send.ownerId,
  businessName: data.business_name,
  tradeName: data.trade_name,
  gstin: data.gstin,
  addressLine1: data.address_line1,
  addressLine2: data.address_line2,
  pinCode: data.pin_code,
  city: data.city,
  state: data.state,
  ownerName: data.owner_name,
  mobile: data.mobile,
  email: data.email,
  shopType: data.shop_type,
  createdAt: data.created_at,
  sendState: data.send.state,
  refusedBecause: data.send.refused,
  status: data.send.state === 'sent' ? (data.status ?? 'pending') : null,
  rejectReason: data.reject_reason,
});
