// Snapshot by kind against the real server, with a dealer member's terms and prices (the
// `dealer_prices` kind): the demo dealer signed in has on the device exactly what
// public.dealer_price_list() answers them in Postgres and their terms from public.my_dealer(),
// with the last twelve months' ledger (public.my_dealer_ledger), kept with the server down; a tier price changed by staff reaches the phone; a shopper pulls
// and stores nothing; sign-out leaves nothing.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { readDealerCopy } from '../../../sync/dealer-prices/queries.ts';
import { dealerPricesKind } from '../../../sync/dealer-prices/kind.ts';
import { kindRecords } from '../../../sync/engine/kinds/records.ts';
import { signIn, signOut } from '../../../sync/session/actions.ts';
import { asRequest } from '../../../supabase/local/db/request.ts';
import { internals, startClient, uniqueName, until, withServer } from './support.ts';

const DEALER = '5a000000-0000-4000-8000-000000000004';
const SHOPPER = '5a000000-0000-4000-8000-000000000003';

describe('a dealer member’s prices on the device', () => {
  const server = withServer('pglite', (started) => started.startApi());

  const priceListInPostgres = async () =>
    asRequest(server.engine, { role: 'authenticated', sub: DEALER }, async (tx) =>
      (
        await tx.query<{ row: Record<string, unknown> }>(
          'select r as row from public.dealer_price_list() as r',
        )
      ).rows.map(({ row }) => ({
        productId: row.product_id,
        listPriceInPaise: Number(row.list_price_in_paise),
        dealerPriceInPaise: Number(row.dealer_price_in_paise),
        packSize: Number(row.pack_size),
        minQuantity: Number(row.min_quantity),
      })),
    );

  it('keeps the tier’s prices and terms for the dealer, nothing for a shopper, nothing after sign-out', async () => {
    const sync = await startClient(server, uniqueName('dealer-prices'));
    const records = kindRecords(internals(sync).db, dealerPricesKind);

    await signIn('dealer@mgrid.local', 'mgrid-demo', sync);
    const copy = await until(
      () => readDealerCopy(sync, DEALER),
      (c) => c !== null && c.prices.size > 0,
    );
    const expected = await priceListInPostgres();
    expect(expected.length).toBeGreaterThan(0);
    expect([...copy!.prices.values()]).toEqual(expected);
    expect(copy!.dealer).toMatchObject({
      tierId: 'gold',
      tierName: 'Gold dealer',
      role: 'owner',
      status: 'active',
      creditLimitInPaise: 10000000,
      paymentTerms: 'net30',
    });
    // The seeded Gold prices: SL02 at 22 % off, TG01 in packs of 5 from 10.
    const sl02 = copy!.prices.get('sl02')!;
    expect(sl02.dealerPriceInPaise).toBeLessThan(sl02.listPriceInPaise);
    expect(copy!.prices.get('tg01')).toMatchObject({ packSize: 5, minQuantity: 10 });
    // The last twelve months' ledger came with them, as my_dealer_ledger answers it.
    const ledger = await asRequest(server.engine, { role: 'authenticated', sub: DEALER }, (tx) =>
      tx.query<{ l: { from: string; closing_balance_in_paise: number; entries: unknown[] } }>(
        'select public.my_dealer_ledger() as l',
      ),
    );
    const stored = ledger.rows[0]!.l;
    expect(copy!.ledger).toMatchObject({
      dealer_id: copy!.dealer.dealerId,
      from: stored.from,
      closing_balance_in_paise: Number(stored.closing_balance_in_paise),
    });
    expect(copy!.ledger!.entries).toHaveLength(stored.entries.length);

    // Staff change a tier price: realtime tells the phone, which reads its copy again.
    await new Promise((r) => setTimeout(r, 500));
    await server.engine.query(
      `insert into public.tier_prices (tier_id, product_id, price_in_paise)
       values ('gold', 'sl02', 100000)
       on conflict (tier_id, product_id) do update set price_in_paise = 100000, discount_percent = null`,
    );
    await until(
      () => readDealerCopy(sync, DEALER),
      (c) => c?.prices.get('sl02')?.dealerPriceInPaise === Math.min(100000, sl02.listPriceInPaise),
    );
    expect([...(await readDealerCopy(sync, DEALER))!.prices.values()]).toEqual(
      await priceListInPostgres(),
    );

    // With the server down the copy stays (offline is a normal state).
    await server.stopApi();
    sync.retry();
    await new Promise((r) => setTimeout(r, 400));
    expect((await readDealerCopy(sync, DEALER))?.prices.size).toBe(expected.length);
    await server.startApi();

    await signOut(sync);
    expect(await records.list()).toEqual([]);

    // A shopper: nothing pulled, nothing stored.
    await signIn('user@mgrid.local', 'mgrid-demo', sync);
    sync.retry();
    await new Promise((r) => setTimeout(r, 1500));
    expect(await readDealerCopy(sync, SHOPPER)).toBeNull();
    expect(await records.list()).toEqual([]);
    await sync.stop();
  });
});
