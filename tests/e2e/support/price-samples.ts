// What a page showed as a price, from its first paint on: installed with addInitScript (before
// the HTML is parsed), it samples on every change of the document and every frame, noting the
// text of each visible price (a price hidden by the page's catalogue check is not shown, so not
// noted), whether "Checking price…" was visible, and whether the product's Add to Cart was.
import type { Page } from 'playwright-core';

export interface PriceSample {
  /** ms after navigation start */
  at: number;
  prices: string[];
  checking: boolean;
  addToCart: boolean;
}

/** Runs in the page, before its own scripts. */
export function recordPrices(): void {
  const samples: PriceSample[] = [];
  (window as unknown as { priceSamples: PriceSample[] }).priceSamples = samples;
  const visible = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
  const sample = () => {
    if (!document.body) return;
    const prices = [
      ...document.querySelectorAll(
        '.price-tag__price, td > .catalogue-price > .catalogue-price__value',
      ),
    ]
      .filter(visible)
      .map((element) => (element as HTMLElement).innerText.trim());
    const checking = [...document.querySelectorAll('[data-testid="price-checking"]')].some(visible);
    // The product's own Add to Cart (its page's and the phone's bottom bar), not a card's.
    const addToCart = [
      ...document.querySelectorAll(
        '[data-testid="add-to-cart"], [data-testid="sticky-add-to-cart"]',
      ),
    ].some(visible);
    const last = samples[samples.length - 1];
    const key = JSON.stringify([prices, checking, addToCart]);
    if (last && JSON.stringify([last.prices, last.checking, last.addToCart]) === key) return;
    samples.push({ at: Math.round(performance.now()), prices, checking, addToCart });
  };
  new MutationObserver(sample).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  const frame = () => {
    sample();
    if (performance.now() < 60_000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

export async function priceSamples(page: Page): Promise<PriceSample[]> {
  return page.evaluate(() => (window as unknown as { priceSamples: PriceSample[] }).priceSamples);
}
