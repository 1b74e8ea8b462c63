import { describe, expect, it } from 'vitest';
import {
  cellDraft,
  currentPrice,
  draftKey,
  publishBatch,
  shownPrice,
  tierChange,
  type PriceDraft,
  type PriceGrid,
} from '../../../src/lib/tier-price-grid.ts';

const GRID: PriceGrid = {
  tiers: [
    { id: 'dealer', name: 'Dealer', name_hi: null, discount_percent: 15 },
    { id: 'gold', name: 'Gold dealer', name_hi: null, discount_percent: 20 },
  ],
  products: [
    {
      product_id: 'sl02',
      name: 'SL02',
      list_price_in_paise: 1_299_900,
      prices: {
        gold: { discount_percent: 22, price_in_paise: null, pack_size: 1, min_quantity: 1 },
      },
    },
    {
      product_id: 'tg01',
      name: 'TG01',
      list_price_in_paise: 49_900,
      prices: {
        dealer: { discount_percent: null, price_in_paise: 45_000, pack_size: 5, min_quantity: 10 },
      },
    },
  ],
};
const [dealer, gold] = GRID.tiers as [PriceGrid['tiers'][0], PriceGrid['tiers'][0]];
const [sl02, tg01] = GRID.products as [PriceGrid['products'][0], PriceGrid['products'][0]];

describe('the dealer price grid', () => {
  it('prices each cell as the database does: its own price, its discount, else the tier’s', () => {
    expect(currentPrice(sl02, dealer)).toBe(1_104_900); // 15 % off ₹12,999, to the rupee
    expect(currentPrice(sl02, gold)).toBe(1_013_900); // its own 22 %
    expect(currentPrice(tg01, dealer)).toBe(45_000);
  });

  it('reads a typed cell as a draft, or says what is wrong', () => {
    expect(cellDraft(sl02, dealer, '10,500')).toEqual({
      ok: true,
      draft: { tier_id: 'dealer', product_id: 'sl02', price_in_paise: 1_050_000 },
    });
    expect(cellDraft(tg01, dealer, '₹450')).toEqual({ ok: true, draft: null });
    expect(cellDraft(tg01, dealer, '')).toEqual({
      ok: true,
      draft: { tier_id: 'dealer', product_id: 'tg01', price_in_paise: null },
    });
    expect(cellDraft(sl02, dealer, '')).toEqual({ ok: true, draft: null });
    expect(cellDraft(sl02, dealer, '13,500')).toEqual({
      ok: false,
      error: 'Above the list price (₹12,999.00).',
    });
    expect(cellDraft(sl02, dealer, 'ten')).toEqual({
      ok: false,
      error: 'Enter the dealer price in rupees, for example 9,999.',
    });
  });

  it('raises a whole tier by 5 %, to the rupee and never above the list price', () => {
    const drafts = tierChange(GRID, dealer, 5, new Map());
    expect(drafts).toEqual([
      { tier_id: 'dealer', product_id: 'sl02', price_in_paise: 1_160_100 },
      { tier_id: 'dealer', product_id: 'tg01', price_in_paise: 47_300 },
    ]);
    // Again on top of the drafts: TG01 stops at its list price.
    const map = new Map(drafts.map((d) => [draftKey(d.tier_id, d.product_id), d]));
    const again = tierChange(GRID, dealer, 5, map);
    expect(again.find((d) => d.product_id === 'tg01')?.price_in_paise).toBe(49_700);
    const thrice = tierChange(
      GRID,
      dealer,
      5,
      new Map(again.map((d) => [draftKey(d.tier_id, d.product_id), d])),
    );
    expect(thrice.find((d) => d.product_id === 'tg01')?.price_in_paise).toBe(49_900);
    expect(shownPrice(sl02, dealer, map)).toBe(1_160_100);
  });

  it('publishes drafts with each row’s pack and minimum kept', () => {
    const drafts: PriceDraft[] = [
      { tier_id: 'dealer', product_id: 'tg01', price_in_paise: null },
      { tier_id: 'gold', product_id: 'sl02', price_in_paise: 990_000 },
    ];
    expect(publishBatch(GRID, drafts)).toEqual([
      { tier_id: 'dealer', product_id: 'tg01', pack_size: 5, min_quantity: 10 },
      {
        tier_id: 'gold',
        product_id: 'sl02',
        price_in_paise: 990_000,
        pack_size: 1,
        min_quantity: 1,
      },
    ]);
  });
});
