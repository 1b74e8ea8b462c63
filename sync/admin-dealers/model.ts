// The dealer desk's view of the channel (/admin/dealers): applications to review, dealers with
// their terms and standing, a dealer's members, the price tiers to choose from. Read from and
// written to the server directly with the staff member's token: online work, never kept on
// the device (no collection), as the banner and superadmin screens.
import type { ApplicationStatus, DealerStatus, PaymentTerms } from '../../src/lib/dealer-desk.ts';

export type { ApplicationStatus, DealerStatus, PaymentTerms };
export type { ApprovalArgs } from '../../src/lib/dealer-desk.ts';
export type { PriceDraft, PriceGrid } from '../../src/lib/tier-price-grid.ts';
export type {
  AgeingRow,
  DealerLedger,
  LedgerEntry,
  PaymentArgs,
} from '../../src/lib/dealer-ledger.ts';
export type { Remote } from '../engine/use-remote.ts';

/** One row of admin_dealer_applications (public.dealer_applications as staff read it). */
export interface DealerApplication {
  id: string;
  user_id: string;
  /** The applicant's account (its email and name), beside the contact the form gave. */
  applicant_email: string | null;
  applicant_name: string | null;
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
  shop_type: string;
  photo_path: string | null;
  status: ApplicationStatus;
  reject_reason: string | null;
  reviewed_at: string | null;
  dealer_id: string | null;
  created_at: string;
}

export interface DealerMember {
  member_id: string;
  user_id: string | null;
  invited_contact: string | null;
  role: 'owner' | 'buyer' | 'viewer';
  status: 'invited' | 'active' | 'removed';
  /** The member's account, once there is one. */
  full_name: string | null;
  email: string | null;
}

/** One row of admin_dealers: the account, its terms and standing, its members. */
export interface DealerSummary {
  id: string;
  application_id: string | null;
  owner_user_id: string;
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
  shop_type: string;
  tier_id: string;
  tier_name: string | null;
  /** A bigint: may arrive as text; read with Number(). */
  credit_limit_in_paise: number;
  payment_terms: PaymentTerms;
  status: DealerStatus;
  suspend_reason: string | null;
  show_in_locator: boolean;
  created_at: string;
  members: DealerMember[];
}

/** A dealer's page shows the same row. */
export type DealerDetail = DealerSummary;

export interface PriceTier {
  id: string;
  name: string;
  name_hi: string | null;
  discount_percent: number;
  sort: number;
}

/** What record_dealer_payment and bounce_dealer_payment answer. */
export interface PaymentAnswer {
  id: string;
  dealer_id: string;
  method: string;
  reference: string | null;
  amount_in_paise: number;
  received_on: string;
  status: string;
  allocations: { invoice_id: string; invoice_number: string; amount_in_paise: number }[];
  unallocated_in_paise: number;
  balance_in_paise: number;
}

export interface StatementAnswer {
  id: string;
  dealer_id: string;
  from: string | null;
  to: string;
  closing_balance_in_paise: number;
  sent_at: string;
  channels: { channel: string; recipient: string }[];
}
