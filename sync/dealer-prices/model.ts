// A dealer member's terms and prices as the app sees them (camelCase, prices by product).
import type { DealerLedger } from '../../src/lib/dealer-ledger.ts';
import type { DealerPricesData } from './kind.ts';

export type { DealerLedger, LedgerEntry } from '../../src/lib/dealer-ledger.ts';
export { readLedger } from './kind.ts';

export interface MyDealer {
  dealerId: string;
  businessName: string;
  gstin: string;
  role: 'owner' | 'buyer' | 'viewer';
  status: 'active' | 'suspended';
  suspendReason: string | null;
  tierId: string;
  tierName: string;
  tierNameHi: string | null;
  creditLimitInPaise: number;
  paymentTerms: 'advance' | 'net7' | 'net15' | 'net30';
}

export interface DealerPrice {
  productId: string;
  listPriceInPaise: number;
  dealerPriceInPaise: number;
  packSize: number;
  minQuantity: number;
}

/** What the dealer owes and may still order on account, as last read (offline too). */
export interface DealerCredit {
  /** When it was read (epoch ms). */
  readAt: number;
  creditLimitInPaise: number;
  usedInPaise: number;
  availableInPaise: number;
  heldInPaise: number;
  overdueInPaise: { '0-30': number; '31-60': number; '61-90': number; '90+': number };
  balanceInPaise: number;
}

export interface DealerCopy {
  /** Whose copy it is (the signed-in person's user id). */
  userId: string;
  dealer: MyDealer;
  prices: ReadonlyMap<string, DealerPrice>;
  /** When the terms and prices were read (epoch ms). */
  readAt: number;
  /** The credit summary last read, or null when none was. */
  credit: DealerCredit | null;
  /** The last twelve months' ledger as last read, or null when none was. */
  ledger: DealerLedger | null;
}

export const toDealerCopy = (data: DealerPricesData): DealerCopy => ({
  userId: data.id,
  dealer: {
    dealerId: data.dealer.dealer_id,
    businessName: data.dealer.business_name,
    gstin: data.dealer.gstin,
    role: data.dealer.role,
    status: data.dealer.status,
    suspendReason: data.dealer.suspend_reason,
    tierId: data.dealer.tier_id,
    tierName: data.dealer.tier_name,
    tierNameHi: data.dealer.tier_name_hi,
    creditLimitInPaise: data.dealer.credit_limit_in_paise,
    paymentTerms: data.dealer.payment_terms,
  },
  readAt: Date.parse(data.read_at) || 0,
  ledger: data.ledger ?? null,
  credit: data.credit && {
    readAt: Date.parse(data.credit.read_at) || 0,
    creditLimitInPaise: data.credit.credit_limit_in_paise,
    usedInPaise: data.credit.used_in_paise,
    availableInPaise: data.credit.available_in_paise,
    heldInPaise: data.credit.held_in_paise,
    overdueInPaise: { ...data.credit.overdue_in_paise },
    balanceInPaise: data.credit.balance_in_paise,
  },
  prices: new Map(
    data.prices.map((p) => [
      p.product_id,
      {
        productId: p.product_id,
        listPriceInPaise: p.list_price_in_paise,
        dealerPriceInPaise: p.dealer_price_in_paise,
        packSize: p.pack_size,
        minQuantity: p.min_quantity,
      },
    ]),
  ),
});
