// The rule-based assistant answers from the catalogue, services, dealers, settings and cart
// it is given: the bundled (seeded) catalogue plus a product that exists only locally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCartLines, addToCart } from '../../../../sync/cart/actions.ts';
import { cartLineInput } from '../../../../sync/cart/model.ts';
import { getDealers } from '../../../../sync/dealers/actions.ts';
import { getProduct, getProducts } from '../../../../sync/products/actions.ts';
import { getServices } from '../../../../sync/services/actions.ts';
import { getSiteSettings } from '../../../../sync/site-settings/actions.ts';
import type { Product } from '../../../../sync/products/model.ts';
import type { Sync } from '../../../../sync/engine/runtime.ts';
import type { AssistantContext, AssistantProduct } from '../../../../src/lib/assistant/context.ts';
import { ruleReply } from '../../../../src/lib/assistant/reply.ts';
import { bundledSync } from '../../sync/support.ts';

let sync: Sync;
let ctx: AssistantContext;

const LOCAL_ONLY: AssistantProduct = {
  id: 'zx900',
  name: 'MGRID ZX900 Rotary Laser',
  category: 'Tools',
  price: '₹45,000',
  priceInPaise: 4_500_000,
  shortDescription: 'Outdoor rotary laser for site levelling.',
  features: [],
  specifications: { 'Working range': '500 m with receiver' },
  moq: 1,
  rank: 50,
};

beforeAll(async () => {
  sync = await bundledSync();
  const [products, services, dealers, settings] = await Promise.all([
    getProducts({}, sync),
    getServices(sync),
    getDealers(sync),
    getSiteSettings(sync),
  ]);
  ctx = {
    products: [...products, LOCAL_ONLY],
    services,
    dealers,
    settings: {
      ...settings,
      salesPhone: '+91 22 4000 1234',
      catalogUrl: 'https://mgrid.example/catalogue.pdf',
    },
    cart: [],
  };
});
afterAll(async () => {
  await sync.stop();
});

const reply = (text: string, context = ctx) => ruleReply(text, context);

describe('products', () => {
  it.each([
    ['ML01', 'ml01', '₹3,499'],
    ['tell me about sl01', 'sl01', '₹6,999'],
    ['SL02 kitna hai?', 'sl02', '₹12,999'],
    ['mdr60 ka daam', 'mdr60', '₹2,799'],
    ['MDR100 kimat', 'mdr100', '₹5,499'],
  ])('%j names the product, its price and shows its card', (text, id, price) => {
    const answer = reply(text);
    expect(answer.topic).toBe('product');
    expect(answer.productId).toBe(id);
    expect(answer.content).toContain(price);
    expect(answer.content).toContain('2-year warranty');
  });

  it('knows a product that exists only in the local database', () => {
    const answer = reply('What about the ZX900?');
    expect(answer.productId).toBe('zx900');
    expect(answer.content).toContain('₹45,000');
  });

  it('mentions the MOQ of a product sold in multiples', () => {
    const bulk = { ...LOCAL_ONLY, id: 'bx10', name: 'MGRID BX10 Bulk Target', moq: 10 };
    expect(reply('BX10 price', { ...ctx, products: [bulk] }).content).toContain(
      'Minimum order: 10 units',
    );
  });

  it('specifications list the key specs', () => {
    const answer = reply('SL02 specifications');
    expect(answer.content).toContain('Accuracy: ±0.3 mm/m');
    expect(answer.content).toContain('IP rating: IP65');
  });

  it('compares two models side by side', () => {
    const answer = reply('compare SL01 vs SL02');
    expect(answer.topic).toBe('compare');
    expect(answer.content).toContain('Price: ₹6,999 vs ₹12,999');
    expect(answer.content.split('\n')[0]).toBe(
      'MGRID SL01 Self-Levelling Crossline Laser vs MGRID SL02 Self-Levelling Crossline Laser Pro',
    );
  });

  it('lists accessories for a tool', () => {
    const answer = reply('accessories for SL02');
    expect(answer.topic).toBe('accessories');
    expect(answer.content).toMatch(/^Accessories for the MGRID SL02/);
    expect(answer.content).toMatch(/₹\d/);
  });

  it('finds products under a budget, cheapest first', () => {
    const answer = reply('accessories under 2000');
    expect(answer.topic).toBe('price-range');
    const listed = answer.content.split('\n').slice(1).join('\n');
    const prices = [...listed.matchAll(/₹([\d,]+)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((p) => p <= 5000)).toBe(true);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(answer.productIds).toEqual(['tg01', 'lg01', 'mwm01', 'bp2600']);
  });

  it('a kind and a budget together: the laser under ₹5,000 is the ML01, not an accessory', () => {
    const answer = reply('a laser level under 5000 rupees');
    expect(answer.productIds).toEqual(['ml01']);
    expect(answer.content).toContain('MGRID ML01 Line Laser (₹3,499)');
  });

  it('lists a category', () => {
    const answer = reply('show me distance meters');
    expect(answer.topic).toBe('category');
    expect(answer.content).toContain('MDR60');
  });
});

describe('shop facts', () => {
  it('warranty (also "guarantee"): 2 years', () => {
    expect(reply('warranty?').content).toContain('2-year warranty');
    expect(reply('guarantee kitni hai').topic).toBe('warranty');
  });

  it('delivery times (also "kab tak")', () => {
    expect(reply('delivery time?').content).toContain('2-5 business days in metros, 5-7 elsewhere');
    expect(reply('kab tak milega').topic).toBe('delivery');
  });

  it('working hours', () => {
    expect(reply('what are your working hours').content).toContain(
      'Mon-Fri 9:00-6:00, Sat 9:00-2:00, Sun closed (IST)',
    );
  });

  it('service areas', () => {
    const answer = reply('which cities do you serve');
    expect(answer.topic).toBe('service-area');
    expect(answer.content).toContain('20 cities');
  });

  it('where to buy: the dealers of the city named', () => {
    const answer = reply('nearest dealer in Mumbai');
    expect(answer.topic).toBe('where-to-buy');
    expect(answer.content).toContain('Mumbai');
    expect(answer.content).toContain('+91 22 2836 1190');
  });

  it('catalogue link and phone numbers from site settings', () => {
    expect(reply('send catalogue').content).toContain('https://mgrid.example/catalogue.pdf');
    expect(reply('what is your phone number').content).toContain('Sales: +91 22 4000 1234');
  });

  it('services: a named one with its card, or the list', () => {
    const repair = reply('I need a repair');
    expect(repair.topic).toBe('services');
    expect(repair.serviceId).toBeTruthy();
    expect(reply('what services do you offer').content).toContain('Custom Tool Design');
  });
});

describe('the cart', () => {
  it('an empty cart says so, with the delivery rule', () => {
    expect(reply("what's in my cart").content).toBe(
      'Your cart is empty. Delivery is free on orders of ₹5,000 or more; below that it is ₹150.',
    );
  });

  it('lists the cart, its total, the delivery fee and what buys free delivery', async () => {
    await addToCart((await getProduct('ml01', sync)) as Product, 1, sync);
    const cart = (await getCartLines(sync)).map((l) => ({ ...cartLineInput(l), name: l.name }));
    const answer = reply('delivery charge?', { ...ctx, cart });
    expect(answer.topic).toBe('cart');
    expect(answer.content).toContain('1 × MGRID ML01 Line Laser');
    expect(answer.content).toContain('Subtotal: ₹3,499');
    expect(answer.content).toContain('Delivery: ₹150. Add ₹1,501 more for free delivery.');
    expect(answer.content).toContain('Total: ₹3,649');
  });
});

describe('conversation', () => {
  it('greets and thanks with suggestions', () => {
    expect(reply('hello').topic).toBe('greeting');
    expect(reply('namaste').suggestions).toContain('Get quote');
    expect(reply('thank you').topic).toBe('thanks');
  });

  it('an unknown question gets useful suggestions including the call-back one', () => {
    const answer = reply('qwerty zzz');
    expect(answer.topic).toBe('unknown');
    expect(answer.suggestions).toContain(
      "Send us your contact details and we'll call you back ASAP",
    );
  });

  it('"kitna" alone recommends popular tools with prices', () => {
    const answer = reply('kitna');
    expect(answer.topic).toBe('recommend');
    expect(answer.content).toMatch(/₹\d/);
  });
});
