// Every public page at phone size: it renders its heading without errors, axe finds no
// serious or critical violation, and screenshots at 390x844 and 1366x768 are saved to
// artifacts/screenshots for people to look at.
import { beforeAll, describe, expect, it } from 'vitest';
import { screenshotBothSizes, seriousA11yViolations, type Browser } from './support/browser.ts';
import { ASHA, fillCheckout } from './support/shop.ts';
import { withShop } from './support/shop-session.ts';
import { expectVisible } from './support/wait.ts';

const PAGES: [name: string, path: string, heading: string | RegExp][] = [
  ['home', '/', 'Precision you can see'],
  ['products', '/products', 'Products'],
  ['product-sl02', '/products/sl02', 'MGRID SL02 Self-Levelling Crossline Laser Pro'],
  ['services', '/services', 'Services'],
  ['service-e-repair', '/services/e-repair', 'E-Repair'],
  ['upcoming-products', '/upcoming-products', 'Upcoming products'],
  ['deals-discounts', '/deals-discounts', 'Deals and discounts'],
  ['where-to-buy', '/where-to-buy', 'Where to buy'],
  ['product-registration', '/product-registration', 'Register your product'],
  ['contact', '/contact', 'Contact us'],
  ['about', '/about', 'About MGRID'],
  ['careers', '/careers', 'Careers at MGRID'],
  ['privacy-policy', '/privacy-policy', 'Privacy Policy'],
  ['terms-of-service', '/terms-of-service', 'Terms of Service'],
  ['cookie-policy', '/cookie-policy', 'Cookie Policy'],
  ['not-found', '/no-such-page', 'Page not found'],
  ['cart', '/cart', 'Your cart'],
  ['checkout', '/checkout', 'Checkout'],
];

describe('every public page', () => {
  let browser: Browser;

  withShop((_stack, b) => (browser = b));
  beforeAll(async () => {
    // Something in the cart, so the cart and checkout pages show their real content.
    await browser.page.goto('/products/gl3d');
    await browser.page.getByTestId('add-to-cart').click();
    await browser.page.locator('[data-testid="cart-count"][data-count="1"]').waitFor();
  });

  it.each(PAGES)('%s (%s) is accessible', async (name, path, heading) => {
    const { page } = browser;
    await page.goto(path);
    await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, name);
  });

  it('order success (UPI) is accessible', async () => {
    const { page } = browser;
    await page.goto('/checkout');
    await fillCheckout(page, ASHA);
    await page.getByRole('radio', { name: /^UPI/ }).check();
    await page.getByTestId('place-order').click();
    await page.waitForURL(/\/order-success\//);
    await expectVisible(page.getByTestId('upi-payment'));
    const href = await page.getByTestId('upi-link').getAttribute('href');
    expect(href).toMatch(
      /^upi:\/\/pay\?pa=mgrid@upi&pn=MGRID%20Tools%20Pvt%20Ltd&am=\d+\.\d{2}&cu=INR&tn=Order%20MG-/,
    );
    await page.waitForLoadState('networkidle');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshotBothSizes(page, 'order-success');
    expect(browser.errors).toEqual([]);
  });
});
