// A dealer's account at scale, through the REST API as the app reads it:
// (a) a ledger of 5,000 entries (2,500 tax invoices of on-account orders over 300 days and
//     2,500 payments, each allocated to its invoice), written straight into the database from
//     one order placed and confirmed the real way; then dealer_ledger as staff (supabase-js
//     rpc, 30 runs: p50/p95 and the entries answered), my_dealer_ledger as the dealer,
//     dealer_credit_summary and admin_dealer_ageing, on PGlite and PostgreSQL;
// (b) 100 on-account orders of 1-3 SL02 sent at once by the demo dealer (supabase-js inserts,
//     as the app's outbox sends them; the per-address order limit lifted) against a credit
//     limit with room for about 40 % of the units: how many stand and how many are held, the
//     used credit after (dealer_credit_summary) never over the limit and equal to the orders
//     that stand, and how many orders a second the server decided, on PGlite and PostgreSQL;
// (c) the quick-order pad (/dealer/order) over 5,015 products in Chromium, signed in as the
//     demo dealer, at 1x and 4x CPU: a filter-box key, a quantity's digit and Enter to the
//     next row, each to its answer painted (p50/p95).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import WebSocket from 'ws';
import type { Engine, EngineKind } from '../supabase/local/db/engine.ts';
import { asRequest } from '../supabase/local/db/request.ts';
import { AUTH_STORAGE_KEY } from '../sync/engine/auth-storage-key.ts';
import { startAppStack } from './app-stack.ts';
import { machineLine, percentile, startBenchServer } from './support.ts';

const DEALER = 'de000000-0000-4000-8000-000000000001';
const DEALER_USER = '5a000000-0000-4000-8000-000000000004';
const ADMIN_USER = '5a000000-0000-4000-8000-000000000002';
const PASSWORD = 'mgrid-demo';
const INVOICES = 2500;
const ROUNDS = 30;
const ORDERS = 100;

const figures = (label: string, ms: number[]) =>
  console.log(
    `  ${label}: p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms (${ms.length} runs)`,
  );

const claims = (sub: string) => ({ role: 'authenticated', aud: 'authenticated', sub });

const ORDER_ROW = {
  customer_name: 'Rohit Kulkarni',
  phone: '+91 98765 43213',
  address_line1: 'Shop 4, 614 Budhwar Peth',
  city: 'Pune',
  state: 'Maharashtra',
  pin_code: '411002',
  subtotal_in_paise: 0,
  gst_in_paise: 0,
  delivery_fee_in_paise: 0,
  total_in_paise: 0,
  payment_method: 'on_account',
};

/** A demo account's supabase-js client, signed in through the local auth server. */
async function signedIn(api: string, anonKey: string, email: string): Promise<SupabaseClient> {
  const client = createClient(api, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
  const { error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in of ${email} failed: ${error.message}`);
  return client;
}

async function timed(rounds: number, task: () => Promise<void>): Promise<number[]> {
  await task(); // warm-up, not counted
  const ms: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const t = performance.now();
    await task();
    ms.push(performance.now() - t);
  }
  return ms;
}

/**
 * The demo dealer's account with `INVOICES` invoices and as many payments: one on-account
 * order placed by the dealer and confirmed by staff (so invoiced by the database's own code),
 * then copied with the triggers off, each copy a day in the last 300 with its invoice and a
 * payment received ten days later allocated to it.
 */
async function seedLedger(engine: Engine): Promise<void> {
  await engine.query(`update public.products set "stockQuantity" = 100000 where id = 'sl02'`);
  const template = randomUUID();
  await asRequest(engine, claims(DEALER_USER), (tx) =>
    tx.query(
      `insert into public.orders (id, customer_name, phone, address_line1, city, state, pin_code,
         items, subtotal_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
         payment_method)
       values ($1, $2, $3, $4, $5, $6, $7, '[{"productId": "sl02", "quantity": 1}]', 0, 0, 0, 0,
               'on_account')`,
      [
        template,
        ORDER_ROW.customer_name,
        ORDER_ROW.phone,
        ORDER_ROW.address_line1,
        ORDER_ROW.city,
        ORDER_ROW.state,
        ORDER_ROW.pin_code,
      ],
    ),
  );
  await asRequest(engine, claims(ADMIN_USER), (tx) =>
    tx.query(`select public.order_action($1, 'confirm', '{}'::jsonb)`, [template]),
  );
  await engine.transaction(async (tx) => {
    await tx.query('set local session_replication_role = replica');
    await tx.query(
      `create temp table bench_ledger on commit drop as
       select g, gen_random_uuid() as order_id, gen_random_uuid() as invoice_id,
              gen_random_uuid() as payment_id,
              now() - ($1::int - g) * interval '172 minutes' - interval '11 days' as at
       from generate_series(1, $1::int - 1) g`,
      [INVOICES],
    );
    await tx.query(
      `insert into public.orders
       select (jsonb_populate_record(null::public.orders, to_jsonb(o) || jsonb_build_object(
         'id', b.order_id, 'order_number', 'MG-' || upper(replace(b.order_id::text, '-', '')),
         'created_at', b.at, 'placed_at', b.at, 'updated_at', b.at, '_modified', b.at,
         'status', 'delivered', 'payment_status', 'paid'))).*
       from public.orders o, bench_ledger b where o.id = $1`,
      [template],
    );
    await tx.query(
      `insert into public.invoices
       select (jsonb_populate_record(null::public.invoices, to_jsonb(i) || jsonb_build_object(
         'id', b.invoice_id, 'order_id', b.order_id, 'order_number', 'MG-' || upper(replace(b.order_id::text, '-', '')),
         'number', 'BL' || lpad(b.g::text, 8, '0'), 'sequence', 100000 + b.g,
         'issued_at', b.at, 'document_date', (b.at at time zone 'Asia/Kolkata')::date,
         'due_date', (b.at at time zone 'Asia/Kolkata')::date + 30,
         'created_at', b.at, '_modified', b.at))).*
       from public.invoices i, bench_ledger b where i.order_id = $1 and i.kind = 'invoice'`,
      [template],
    );
    await tx.query(
      `insert into public.dealer_payments (id, dealer_id, method, reference, amount_in_paise,
         received_on, recorded_by, created_at, updated_at, _modified)
       select b.payment_id, $1::uuid, 'neft_rtgs', 'UTRBENCH' || lpad(b.g::text, 8, '0'),
              i.total_in_paise, ((b.at + interval '10 days') at time zone 'Asia/Kolkata')::date,
              $2::uuid, b.at + interval '10 days', b.at + interval '10 days', b.at + interval '10 days'
       from bench_ledger b join public.invoices i on i.id = b.invoice_id`,
      [DEALER, ADMIN_USER],
    );
    await tx.query(
      `insert into public.dealer_payment_allocations (payment_id, dealer_id, invoice_id, order_id,
         amount_in_paise, created_at, _modified)
       select b.payment_id, $1::uuid, b.invoice_id, b.order_id, i.total_in_paise,
              b.at + interval '10 days', b.at + interval '10 days'
       from bench_ledger b join public.invoices i on i.id = b.invoice_id`,
      [DEALER],
    );
    // The payment of the template's invoice too: 2,500 payments.
    await tx.query(
      `insert into public.dealer_payments (id, dealer_id, method, reference, amount_in_paise,
         received_on, recorded_by)
       select gen_random_uuid(), $2::uuid, 'neft_rtgs', 'UTRBENCH00000000', i.total_in_paise,
              private.india_today(), $3::uuid
       from public.invoices i where i.order_id = $1::uuid and i.kind = 'invoice'`,
      [template, DEALER, ADMIN_USER],
    );
  });
  for (const table of ['orders', 'invoices', 'dealer_payments', 'dealer_payment_allocations'])
    await engine.query(`analyze public.${table}`);
}

interface Ledger {
  entries: unknown[];
  closing_balance_in_paise: number;
}

async function ledgerOn(kind: EngineKind): Promise<void> {
  const { server, engine, stop } = await startBenchServer(kind);
  try {
    const seeded = performance.now();
    await seedLedger(engine);
    console.log(
      `${kind}: seeded the demo dealer's ledger (${INVOICES.toLocaleString('en-IN')} invoices, ${INVOICES.toLocaleString('en-IN')} payments) in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
    );
    const api = server.apiUrl;
    const key = server.config.anonKey;
    const staff = await signedIn(api, key, 'admin@mgrid.local');
    const dealer = await signedIn(api, key, 'dealer@mgrid.local');
    let answer: Ledger | null = null;
    const ledger = await timed(ROUNDS, async () => {
      const { data, error } = await staff.rpc('dealer_ledger', {
        p_dealer: DEALER,
        p_from: null,
        p_to: null,
      });
      if (error) throw new Error(`dealer_ledger: ${error.message}`);
      answer = data as Ledger;
    });
    const entries = (answer as Ledger | null)?.entries.length ?? 0;
    figures(
      `dealer_ledger as staff, whole account (${entries.toLocaleString('en-IN')} entries, closing balance ${(answer as Ledger | null)?.closing_balance_in_paise ?? '?'} paise)`,
      ledger,
    );
    let mine = 0;
    const own = await timed(ROUNDS, async () => {
      const { data, error } = await dealer.rpc('my_dealer_ledger');
      if (error) throw new Error(`my_dealer_ledger: ${error.message}`);
      mine = (data as Ledger).entries.length;
    });
    figures(
      `my_dealer_ledger as the dealer (the last 12 months: ${mine.toLocaleString('en-IN')} entries)`,
      own,
    );
    const summary = await timed(ROUNDS, async () => {
      const { error } = await dealer.rpc('dealer_credit_summary', { p_dealer: null });
      if (error) throw new Error(`dealer_credit_summary: ${error.message}`);
    });
    figures('dealer_credit_summary as the dealer', summary);
    const ageing = await timed(ROUNDS, async () => {
      const { error } = await staff.rpc('admin_dealer_ageing');
      if (error) throw new Error(`admin_dealer_ageing: ${error.message}`);
    });
    figures('admin_dealer_ageing as staff', ageing);
  } finally {
    await stop();
  }
}

interface Summary {
  credit_limit_in_paise: number;
  used_in_paise: number;
  held_in_paise: number;
}

/** 100 on-account orders of 1-3 SL02 from the demo dealer, all sent at once. */
async function creditRaceOn(kind: EngineKind): Promise<void> {
  const { server, engine, stop } = await startBenchServer(kind);
  try {
    await engine.query(`update public.products set "stockQuantity" = 100000 where id = 'sl02'`);
    // One address and one account sending 100 orders: lift the per-address and per-account
    // order limit (20 in the window), as support.ts lifts the lead limit.
    await engine.query(
      `update private.write_limits set max_per_window = 1000000 where table_name = 'orders'`,
    );
    const api = server.apiUrl;
    const key = server.config.anonKey;
    const dealer = await signedIn(api, key, 'dealer@mgrid.local');
    const one = await asRequest(engine, claims(DEALER_USER), async (tx) => {
      const { rows } = await tx.query<{ r: { totalInPaise: number } }>(
        `select public.price_cart('[{"productId": "sl02", "quantity": 1}]'::jsonb, null) as r`,
      );
      return Number(rows[0]!.r.totalInPaise);
    });
    const quantities = Array.from({ length: ORDERS }, (_, i) => 1 + (i % 3));
    const units = quantities.reduce((a, b) => a + b, 0);
    // Room for about 40 % of the units, and half an SL02 more.
    const limit = Math.round(units * 0.4) * one + Math.round(one / 2);
    await engine.query(
      `update public.dealer_accounts set credit_limit_in_paise = $2 where id = $1`,
      [DEALER, limit],
    );
    const ids = quantities.map(() => randomUUID());
    const started = performance.now();
    const results = await Promise.allSettled(
      ids.map(async (id, i) => {
        const { error } = await dealer.from('orders').insert({
          ...ORDER_ROW,
          id,
          items: [{ productId: 'sl02', quantity: quantities[i] }],
        });
        if (error) throw new Error(error.message);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const reasons = new Set(
      results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as Error).message] : [])),
    );
    const { rows } = await engine.query<{ status: string; n: number; paise: number }>(
      `select status, count(*)::int as n, coalesce(sum(total_in_paise), 0)::bigint as paise
       from public.orders where id = any($1::uuid[]) group by status order by status`,
      [ids],
    );
    const by = Object.fromEntries(rows.map((r) => [r.status, r]));
    const { data, error } = await dealer.rpc('dealer_credit_summary', { p_dealer: null });
    if (error) throw new Error(`dealer_credit_summary: ${error.message}`);
    const s = data as Summary;
    const placedPaise = Number(by.placed?.paise ?? 0);
    const verdict =
      s.used_in_paise <= s.credit_limit_in_paise && s.used_in_paise === placedPaise
        ? 'never over the limit'
        : 'OVER THE LIMIT or not the orders that stand';
    const rupees = (paise: number) => `₹${Math.round(paise / 100).toLocaleString('en-IN')}`;
    console.log(
      `${kind}: ${ORDERS} on-account orders at once (${units} SL02 at ${rupees(one)}), credit limit ${rupees(limit)}: ${by.placed?.n ?? 0} stand, ${by.held?.n ?? 0} held, ${results.length - results.filter((r) => r.status === 'fulfilled').length} refused${reasons.size ? ` (${[...reasons].join('; ')})` : ''}`,
    );
    console.log(
      `  dealer_credit_summary after: used ${rupees(s.used_in_paise)} of ${rupees(s.credit_limit_in_paise)}, held ${rupees(s.held_in_paise)}: ${verdict}`,
    );
    console.log(
      `  decided in ${(seconds * 1000).toFixed(0)} ms: ${(ORDERS / seconds).toFixed(0)} orders a second`,
    );
  } finally {
    await stop();
  }
}

/**
 * Arms a measurement in the page before a key is pressed (armed first, so the key's changes
 * cannot come before the observer): ms from now until the frame painted after the last change
 * the key made to the page's main (the pad's rows, its count and its total), settled after
 * 150 ms without changes; with no change, the first frame. As bench/keystroke.ts measures.
 */
const ARM_CHANGES = `window.__padMeasure = new Promise((resolve) => {
  const main = document.querySelector('main');
  const start = performance.now();
  let frame = null;
  requestAnimationFrame(() => { frame = performance.now(); });
  let painted = null;
  let quiet;
  function settle() {
    observer.disconnect();
    resolve((painted ?? frame ?? performance.now()) - start);
  }
  const observer = new MutationObserver(() => {
    requestAnimationFrame(() => { painted = performance.now(); });
    clearTimeout(quiet);
    quiet = setTimeout(settle, 150);
  });
  observer.observe(main, { childList: true, subtree: true, characterData: true, attributes: true });
  quiet = setTimeout(settle, 150);
}); true`;

/** The same for Enter: ms until the frame after the focus has moved to another row's field. */
const ARM_FOCUS = `window.__padMeasure = new Promise((resolve) => {
  const before = document.activeElement;
  const start = performance.now();
  function check() {
    const now = document.activeElement;
    if (now !== before && now && now.dataset.padIndex !== undefined)
      requestAnimationFrame(() => resolve(performance.now() - start));
    else if (performance.now() - start > 3000) resolve(NaN);
    else requestAnimationFrame(check);
  }
  requestAnimationFrame(check);
}); true`;

/** Presses `key` in the focused field; ms to the page's answer painted. */
async function pressTimed(page: Page, key: string, arm = ARM_CHANGES): Promise<number> {
  // Strings, not functions: tsx would add helpers the page does not have.
  await page.evaluate(arm);
  await page.keyboard.press(key === ' ' ? 'Space' : key);
  return page.evaluate<number>('window.__padMeasure');
}

const EXTRA = 5000;
const FILTERS = ['crossline laser', 'tripod b42', 'distance meter', 'sl02'];
const QUANTITY_ROWS = 12;

/** The quick-order pad over 5,015 products, signed in as the demo dealer, at 1x and 4x CPU. */
async function padKeystrokes(): Promise<void> {
  console.log(`${machineLine()}; Chromium`);
  const stack = await startAppStack();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'mgrid-bench-chromium-'));
  try {
    await stack.query(`insert into public.products (id, name, category, price, mrp, hsn_code,
        "shortDescription", images, "stockQuantity", rank, rating, reviews)
      select 'bench-' || i,
             'MGRID B' || i || ' ' || (array['Crossline Laser', 'Distance Meter', 'Tripod',
               'Laser Receiver', 'Target Plate'])[1 + i % 5],
             (array['Tools', 'Accessories'])[1 + i % 2], '₹' || (500 + i % 40000),
             '₹' || (900 + i % 40000), '9015', 'Bench product ' || i,
             array['/images/products/sl02.webp'], i % 500, 100 + i, 4.2, i % 300
      from generate_series(1, ${EXTRA}) as i`);
    const client = createClient(stack.apiUrl, stack.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: WebSocket as never },
    });
    const { data, error } = await client.auth.signInWithPassword({
      email: 'dealer@mgrid.local',
      password: PASSWORD,
    });
    if (error || !data.session) throw new Error(`dealer sign-in failed: ${error?.message}`);
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
      viewport: { width: 412, height: 823 },
    });
    try {
      await context.addInitScript(
        ({ key, value }) => {
          if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
        },
        { key: AUTH_STORAGE_KEY, value: JSON.stringify(data.session) },
      );
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(new URL('/dealer/order', stack.appUrl).href);
      await page
        .getByTestId('pad-count')
        .filter({ hasText: /^5,?0\d\d products$/ })
        .waitFor({ timeout: 180_000 });
      const filter = page.getByTestId('pad-filter');
      await filter.click();
      await page.waitForTimeout(1000);
      const cdp = await context.newCDPSession(page);
      const f = (values: number[], p: number) => `${percentile(values, p).toFixed(0)} ms`;
      for (const rate of [1, 4]) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const filtering: number[] = [];
        for (const word of FILTERS) {
          await filter.click();
          for (const key of word) filtering.push(await pressTimed(page, key));
          await filter.fill('');
          await page.waitForTimeout(400);
        }
        // Quantities: two digits in a row's field, then Enter to the next row, as a dealer
        // types down the list.
        const typing: number[] = [];
        const moving: number[] = [];
        await page.getByTestId('pad-qty').first().click();
        for (let row = 0; row < QUANTITY_ROWS; row += 1) {
          for (const key of String(10 + ((row * 7) % 90))) typing.push(await pressTimed(page, key));
          moving.push(await pressTimed(page, 'Enter', ARM_FOCUS));
        }
        await page.getByRole('button', { name: 'Clear' }).click();
        await page.waitForTimeout(400);
        console.log(
          `quick-order pad, ${(EXTRA + 15).toLocaleString('en-IN')} products, CPU ${rate}x: filter box p50 ${f(filtering, 50)}, p95 ${f(filtering, 95)}, max ${f(filtering, 100)} (${filtering.length} keys); a quantity's digit to the line and total painted p50 ${f(typing, 50)}, p95 ${f(typing, 95)}, max ${f(typing, 100)} (${typing.length} keys); Enter to the next row's field focused p50 ${f(moving, 50)}, p95 ${f(moving, 95)} (${moving.length})`,
        );
      }
    } finally {
      await context.close();
    }
  } finally {
    await stack.stop();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function run(): Promise<void> {
  console.log(machineLine());
  for (const kind of ['pglite', 'postgres'] as const) await ledgerOn(kind);
  for (const kind of ['pglite', 'postgres'] as const) await creditRaceOn(kind);
  await padKeystrokes();
}
