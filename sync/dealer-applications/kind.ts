// A shop's applications to become a dealer as the engine keeps them: the `dealer_application`
// kind of device_records, an outbox pushed through public.submit_dealer_application by the
// signed-in applicant (exactly once: the record's id is the row's, the RPC idempotent), and
// the applicant's own rows of public.dealer_applications read back for their status. At
// sign-out what the server has leaves the device; a waiting or refused application stays for
// its applicant.
import type { KindDescriptor } from '../engine/kinds/kind.ts';
import { sending, type Sendable } from '../engine/kinds/sending.ts';
import * as s from '../engine/kinds/shape.ts';
import { SHOP_TYPES, type ShopType } from '../../src/lib/dealer-application.ts';

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The columns of public.dealer_applications the device writes (docs: the dealer contract). */
export interface DealerApplicationRow {
  id: string;
  business_name: string;
  trade_name: string | null;
  gstin: string;
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  pin_code: string;
  owner_name: string;
  mobile: string;
  email: string;
  shop_type: ShopType;
  photo_path: string | null;
}

export interface DealerApplicationData extends DealerApplicationRow, Sendable {
  /** When it was written (ISO), or the server's time once it has it. */
  created_at: string;
  /** The review, once the server has the application (null before). */
  status: ApplicationStatus | null;
  reject_reason: string | null;
  dealer_id: string | null;
}

const status = s.optional(s.oneOf(...APPLICATION_STATUSES));

const parseApplication: s.Parser<DealerApplicationData> = s.shape({
  id: s.text,
  business_name: s.text,
  trade_name: s.optional(s.text),
  gstin: s.text,
  address_line1: s.text,
  address_line2: s.optional(s.text),
  city: s.text,
  state: s.text,
  pin_code: s.text,
  owner_name: s.text,
  mobile: s.text,
  email: s.text,
  shop_type: s.oneOf(...SHOP_TYPES),
  photo_path: s.optional(s.text),
  created_at: s.text,
  status,
  reject_reason: s.optional(s.text),
  dealer_id: s.optional(s.text),
  send: sending,
});

/** What is sent: the row's columns, nothing local. */
export const applicationArgument = (data: DealerApplicationData): DealerApplicationRow => ({
  id: data.id,
  business_name: data.business_name,
  trade_name: data.trade_name,
  gstin: data.gstin,
  address_line1: data.address_line1,
  address_line2: data.address_line2,
  city: data.city,
  state: data.state,
  pin_code: data.pin_code,
  owner_name: data.owner_name,
  mobile: data.mobile,
  email: data.email,
  shop_type: data.shop_type,
  photo_path: data.photo_path,
});

const textOr = (value: unknown, fallback: string | null) =>
  typeof value === 'string' && value !== '' ? value : fallback;

export const dealerApplicationKind: KindDescriptor<'dealer_application', DealerApplicationData> = {
  name: 'dealer_application',
  version: 0,
  parse: parseApplication,
  id: (application) => application.id,
  at: (application) => Date.parse(application.created_at) || Date.now(),
  signOut: 'their-sent-rows',
  worthKeeping: true,
  push: {
    rpc: 'submit_dealer_application',
    sends: 'owner',
    args: (data) => ({ p_application: applicationArgument(data) }),
    // The answer is {id, status, created_at}.
    sent: (data, answer) => ({
      ...data,
      status: (APPLICATION_STATUSES as readonly unknown[]).includes(answer.status)
        ? (answer.status as ApplicationStatus)
        : 'pending',
      created_at: textOr(answer.created_at, data.created_at)!,
    }),
  },
  pull: {
    table: 'dealer_applications',
    ownerColumn: 'user_id',
    toData: (row, send) =>
      parseApplication({
        ...row,
        reject_reason: row.reject_reason ?? null,
        dealer_id: row.dealer_id ?? null,
        send,
      }),
  },
};
