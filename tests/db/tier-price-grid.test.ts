// The staff's dealer price grid: read whole by staff only (admin_tier_prices), published all or
// none (publish_tier_prices), each bad change refused in words naming the product, and a
// dealer's price list (dealer_price_list) following what was published.
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs, type Actor } from '../support/db-actors.ts';
import { approvedDealer, callAs } from '../fixtures/dealers.ts';

interface Grid {
  tiers: { id: string; discount_percent: number }[];
  products: {
    product_id: string;
    list_price_in_paise: number;
    prices: Record<string, { price_in_paise: number | null; pack_size: number }>;
  }[];
}

describe.each(ENGINES)('the dealer price grid on %s', (kind) => {
  const { db, a } = withActors(kind);
  const grid = (actor: Actor) =>
    callAs<Grid>(db.engine, actor, `select public.admin_tier_prices() as r`);
  const publish = (actor: Actor, changes: unknown) =>
    callAs<{ changed: number }>(
      db.engine,
      actor,
      `select public.publish_tier_prices($1::jsonb) as r`,
      [JSON.stringify(changes)],
    );
  const message = async (work: Promise<unknown>) => (await pgError(work)).message;
  const dealerPrice = async (actor: Actor, product: string) =>
    Number(
      (
        await callAs<{ dealer_price_in_paise: number } | null>(
          db.engine,
          actor,
          `select r as r from public.dealer_price_list() r where r ->> 'product_id' = $1`,
          [product],
        )
      )?.dealer_price_in_paise,
    );

  it('shows staff every product and tier, and nobody else', async () => {
    const read = await grid(a.admin);
    expect(read.tiers.map((t) => t.id)).toEqual(expect.arrayContaining(['dealer', 'gold']));
    const sl02 = read.products.find((p) => p.product_id === 'sl02')!;
    expect(Number(sl02.list_price_in_paise)).toBeGreaterThan(0);
    const { owner } = await approvedDealer(db.engine, a.admin, { tier_id: 'gold' });
    for (const who of [a.user, owner]) {
      expect(await message(grid(who))).toBe(
        'Only staff who manage dealers can see the dealer price list.',
      );
    }
    expect((await pgError(runAs(db.engine, null, `select public.admin_tier_prices()`))).code).toBe(
      '42501',
    );
  });

  it('publishes every change or none, and the dealer’s price list follows', async () => {
    const { owner } = await approvedDealer(db.engine, a.admin, { tier_id: 'dealer' });
    const list = Number(
      (await grid(a.admin)).products.find((p) => p.product_id === 'sl02')!.list_price_in_paise,
    );
    const before = await dealerPrice(owner, 'sl02');

    // One bad change among good ones: nothing lands.
    expect(
      await message(
        publish(a.admin, [
          { tier_id: 'dealer', product_id: 'sl02', price_in_paise: list - 100_000 },
          { tier_id: 'dealer', product_id: 'gl360', price_in_paise: 0 },
        ]),
      ),
    ).toMatch(
      /^gl360: the dealer price must be above ₹0 and at most the list price \(₹[\d,]+\.\d\d\)\.$/,
    );
    expect(await dealerPrice(owner, 'sl02')).toBe(before);

    expect(
      await publish(a.admin, [
        { tier_id: 'dealer', product_id: 'sl02', price_in_paise: list - 100_000 },
        {
          tier_id: 'dealer',
          product_id: 'tg01',
          discount_percent: 30,
          pack_size: 5,
          min_quantity: 10,
        },
      ]),
    ).toEqual({ changed: 2 });
    expect(await dealerPrice(owner, 'sl02')).toBe(list - 100_000);
    const row = (await grid(a.admin)).products.find((p) => p.product_id === 'tg01')!.prices.dealer!;
    expect(row).toMatchObject({ pack_size: 5, price_in_paise: null });

    // Back to the tier's own discount.
    expect(
      await publish(a.admin, [{ tier_id: 'dealer', product_id: 'sl02', remove: true }]),
    ).toEqual({ changed: 1 });
    expect(await dealerPrice(owner, 'sl02')).toBe(before);
  });

  it('refuses bad changes in words and anyone but staff', async () => {
    const { owner } = await approvedDealer(db.engine, a.admin);
    const one = (change: Record<string, unknown>) =>
      message(publish(a.admin, [{ tier_id: 'dealer', product_id: 'sl02', ...change }]));
    expect(await one({ price_in_paise: 900_000, discount_percent: 10 })).toBe(
      'sl02: give either a dealer price or a discount, not both.',
    );
    expect(await one({ discount_percent: 95 })).toBe(
      'sl02: the discount is from 0 % to 90 %, to two decimals.',
    );
    expect(await one({ pack_size: 5, min_quantity: 12 })).toBe(
      'sl02: the dealer minimum is a whole number of packs (of 5), up to 10,000.',
    );
    expect(await one({ price_in_paise: 'a lot' })).toBe(
      'sl02: the price, discount, pack and minimum must be numbers.',
    );
    expect(await message(publish(a.admin, [{ tier_id: 'platinum', product_id: 'sl02' }]))).toBe(
      'There is no price tier platinum.',
    );
    expect(await message(publish(a.admin, [{ tier_id: 'dealer', product_id: 'zz99' }]))).toBe(
      'There is no product zz99.',
    );
    expect(await message(publish(a.admin, []))).toBe('There are no price changes to publish.');
    for (const who of [a.user, owner]) {
      expect(await message(publish(who, [{ tier_id: 'dealer', product_id: 'sl02' }]))).toBe(
        'Only staff who manage dealers can change dealer prices.',
      );
    }
  });
});
