import { afterEach, describe, expect, it } from 'vitest';
import {
  dealerLineUnitPrice,
  dealerQuantityMessage,
  dealerQuantityProblem,
  dealerUnitPrice,
} from '../../../src/lib/dealer-pricing.ts';
import { forgetCatalogues, loadCatalogues, setLocale, t } from '../../../src/i18n/index.ts';
import {
  DEALER_PRICING_CASES,
  DEALER_PRODUCTS,
  DEALER_TIERS,
} from '../../fixtures/rules/dealer-pricing.ts';

describe('dealer prices (shared cases with SQL)', () => {
  it.each(DEALER_PRICING_CASES.map((c) => [c.name, c] as const))('%s', (_n, c) => {
    const product = DEALER_PRODUCTS[c.product]!;
    const tier = DEALER_TIERS[c.tier];
    expect(dealerUnitPrice(product.listPriceInPaise, tier, c.row)).toBe(
      c.expected.dealerUnitPriceInPaise,
    );
    const problem = dealerQuantityProblem(c.quantity, c.row);
    expect(problem && dealerQuantityMessage(product.name, problem)).toBe(c.expected.refusal);
    if (c.expected.unitPriceInPaise !== null) {
      expect(dealerLineUnitPrice(product, c.quantity, tier, c.row)).toBe(
        c.expected.unitPriceInPaise,
      );
    }
  });

  it('rounds half up to the rupee without floating-point drift', () => {
    // ₹999.99 less 12.5 % is ₹874.99125: ₹875. ₹1,001 less 50 % is ₹500.50: ₹501.
    expect(dealerUnitPrice(99999, 12.5)).toBe(87500);
    expect(dealerUnitPrice(100100, 50)).toBe(50100);
    // 100 % off is free; a list price in paise is never exceeded by the rounding.
    expect(dealerUnitPrice(699900, 100)).toBe(0);
    expect(dealerUnitPrice(69950, 0)).toBe(69950);
  });

  afterEach(() => {
    setLocale('en');
    forgetCatalogues();
  });

  it('says the refusals in Hindi on a Hindi page', async () => {
    setLocale('hi');
    await loadCatalogues(['buy']);
    const pack = dealerQuantityProblem(7, { packSize: 5 })!;
    expect(dealerQuantityMessage('SL02', pack, t)).toBe(
      'SL02 5 के पैक में आता है: 10 या 5 का कोई और गुणज मँगाएँ, 7 नहीं।',
    );
    const minimum = dealerQuantityProblem(6, { minQuantity: 10 })!;
    expect(dealerQuantityMessage('SL02', minimum, t)).toBe(
      'SL02 के लिए डीलर न्यूनतम मात्रा 10 है: कम से कम 10 मँगाएँ, 6 नहीं।',
    );
  });
});
