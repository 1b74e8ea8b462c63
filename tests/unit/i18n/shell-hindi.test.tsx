// The shell's texts on a Hindi page: the catalogue loaded as a Hindi page loads it, the same
// components and rules answering in Hindi with their values in place, and the language switch
// (in the header and the phone menu) offering English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncSummary } from '../../../src/app/layout/sync-summary.ts';
import { LanguageSwitch } from '../../../src/features/language/language-switch.tsx';
import { forgetCatalogues, loadCatalogues, setLocale, t } from '../../../src/i18n/index.ts';
import { cartStockNote, stockLevel } from '../../../src/lib/stock.ts';
import { PriceTag } from '../../../src/ui/price-tag.tsx';
import { render, textOf } from '../ui/render.tsx';

const counts = { orders: 1, leads: 2, registrations: 0, adminCommands: 0, refused: 0 };

describe('the shell in Hindi', () => {
  beforeAll(async () => {
    setLocale('hi');
    await loadCatalogues(['shell']);
  });
  afterAll(() => {
    setLocale('en');
    forgetCatalogues();
  });

  it('says what waits to be sent in Hindi, counts in place', () => {
    expect(syncSummary({ connection: 'online', storageError: null, counts })?.text).toBe(
      '1 ऑर्डर और 2 पूछताछ सिंक होने का इंतज़ार कर रहे हैं।',
    );
  });

  it('gives stock and GST notes in Hindi', () => {
    expect(stockLevel(3, 5, t).text).toBe('सिर्फ़ 3 बचे');
    expect(cartStockNote(4, 2, t)).toBe('सिर्फ़ 2 बचे हैं: आपके कार्ट में 4 हैं।');
    const text = textOf(
      render(<PriceTag priceInPaise={99_900} mrpInPaise={120_000} priceInclusive />),
    );
    expect(text).toBe('₹999 GST सहित MRP ₹1,200 16% छूट');
  });

  it('offers English from a Hindi page', () => {
    const html = render(<LanguageSwitch />);
    expect(textOf(html)).toBe('English');
    expect(html).toContain('title="दुकान English में पढ़ें"');
    expect(html).toContain('hrefLang="en-IN"');
  });
});

describe('the shell in English', () => {
  it('keeps the English texts word for word', () => {
    expect(syncSummary({ connection: 'online', storageError: null, counts })?.text).toBe(
      '1 order and 2 enquiries waiting to sync.',
    );
    expect(stockLevel(3, 5).text).toBe('Only 3 left');
    const text = textOf(
      render(<PriceTag priceInPaise={99_900} mrpInPaise={120_000} priceInclusive />),
    );
    expect(text).toBe('₹999 incl. GST MRP ₹1,200 16% off');
  });
});
