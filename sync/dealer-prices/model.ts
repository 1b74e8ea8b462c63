// A dealer member's terms and prices as the app sees them (camelCase, prices by product).
import type { DealerPricesData } from './kind.ts';

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

export interface DealerCopy {
  /** Whose copy it is (the signed-in person's user id). */
  userId: string;
  dealer: MyDealer;
  prices: ReadonlyMap<string, DealerPrice>;
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
