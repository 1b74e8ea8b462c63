// supabase/seed.sql: a believable demo catalogue, dealers, settings and demo accounts.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase, type FreshDatabase } from '../support/databases.ts';
import { DEMO, DEMO_ORDER_ID } from '../support/db-actors.ts';

const publicDir = fileURLToPath(new URL('../../public', import.meta.url));

interface SeedProduct {
  id: string;
  category: string;
  price_paise: number;
  mrp_paise: number | null;
  gst_rate: number;
  hsn_code: string;
  bulk_qty: number | null;
  rank: number;
  moq: number;
  hidden: boolean;
  images: string[];
  specifications: Record<string, string>;
}

describe.each(ENGINES)('seed on %s', (kind) => {
  let db: FreshDatabase;
  let products: SeedProduct[];

  beforeAll(async () => {
    db = await freshDatabase(kind);
    products = (
      await db.engine.query<SeedProduct>(
        `select id, category, price_paise::int as price_paise, mrp_paise::int as mrp_paise,
                gst_rate::float8 as gst_rate, hsn_code, bulk_qty, rank, moq, hidden, images, specifications
         from public.products order by rank`,
      )
    ).rows;
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('has a catalogue of at least 14 products including the spec models', () => {
    expect(products.length).toBeGreaterThanOrEqual(14);
    expect(products.map((p) => p.id)).toEqual(
      expect.arrayContaining(['ml01', 'sl01', 'sl02', 'mdr60']),
    );
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(['Tools', 'Accessories']));
    // BEST SELLER means something: a handful of best sellers (rank <= 10), not most products.
    expect(products.filter((p) => p.rank <= 10).map((p) => p.id)).toEqual([
      'sl02',
      'mdr60',
      'sl01',
      'tp160',
      'ml01',
    ]);
    expect(products.filter((p) => p.hidden).map((p) => p.id)).toEqual(['sl03']);
  });

  it('prices like an Indian storefront: GST 18%, deals, bulk prices, a minimum order', () => {
    const byId = Object.fromEntries(products.map((p) => [p.id, p]));
    expect(byId.ml01!.price_paise).toBe(349900);
    expect(byId.sl02!.price_paise).toBe(1299900);
    expect(byId.mdr60!.price_paise).toBe(279900);
    expect(products.every((p) => p.gst_rate === 18)).toBe(true);
    expect(
      products.filter((p) => p.mrp_paise && p.mrp_paise > p.price_paise).length,
    ).toBeGreaterThanOrEqual(5);
    expect(products.filter((p) => p.bulk_qty).length).toBeGreaterThanOrEqual(2);
    expect(products.some((p) => p.category === 'Accessories' && p.moq > 1)).toBe(true);
    expect(byId.tp160!.hsn_code).toBe('9620');
    expect(byId.bp2600!.hsn_code).toBe('8507');
    expect(byId.cc01!.hsn_code).toBe('4202');
    expect(byId.sl02!.hsn_code).toBe('9015');
    expect(byId.sl02!.specifications).toMatchObject({ Accuracy: '±0.3 mm/m', 'IP rating': 'IP65' });
  });

  it('ships every product picture as small WebPs (800 and 400 px), rendered from the SVG drawing beside it', () => {
    const shipped = readdirSync(`${publicDir}/images/products`);
    const referenced = products.flatMap((p) => p.images);
    expect(products.every((p) => p.images.length >= 1 && p.images.length <= 2)).toBe(true);
    for (const image of referenced) {
      expect(image).toMatch(/^\/images\/products\/[a-z0-9-]+\.webp$/);
      const bytes = readFileSync(`${publicDir}${image}`);
      // RIFF....WEBP: a real WebP, not a renamed drawing.
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(bytes.length).toBeLessThan(24 * 1024);
    }
    const pictures = referenced.map((i) => i.split('/').pop()!);
    // Each also at 400 px for cards and thumbnails (src/lib/picture-sources.ts).
    const small = pictures.map((f) => f.replace(/\.webp$/, '-400.webp'));
    expect(shipped.filter((f) => f.endsWith('.webp')).sort()).toEqual(
      [...pictures, ...small].sort(),
    );
    for (const file of small)
      expect(readFileSync(`${publicDir}/images/products/${file}`).length).toBeLessThan(12 * 1024);
    // Each picture's drawing stays (scripts/render-product-pictures.ts), for old addresses too.
    expect(shipped.filter((f) => f.endsWith('.svg')).sort()).toEqual(
      pictures.map((f) => f.replace(/\.webp$/, '.svg')).sort(),
    );
  });

  it('has the three services, banners in each state and dealers across India', async () => {
    const services = await db.engine.query('select id from public.services order by sort_order');
    expect(services.rows.map((r) => r.id)).toEqual([
      'custom-tool-design',
      'design-consultation',
      'e-repair',
    ]);
    const banners = await db.engine.query<{ is_active: boolean; windowed: boolean; live: boolean }>(
      `select is_active, start_date is not null as windowed,
              coalesce(now() between start_date and end_date, true) as live
       from public.banners order by priority`,
    );
    expect(banners.rows).toEqual([
      { is_active: true, windowed: false, live: true },
      { is_active: true, windowed: true, live: true },
      { is_active: false, windowed: false, live: true },
    ]);
    const cities = await db.engine.query<{ city: string }>(
      'select distinct city from public.dealers where is_active',
    );
    expect(cities.rows.map((r) => r.city)).toEqual(
      expect.arrayContaining([
        'Mumbai',
        'Delhi',
        'Bengaluru',
        'Chennai',
        'Hyderabad',
        'Kolkata',
        'Pune',
        'Ahmedabad',
        'Jaipur',
        'Lucknow',
        'Chandigarh',
        'Kochi',
        'Coimbatore',
        'Indore',
        'Bhopal',
        'Nagpur',
        'Surat',
        'Vadodara',
        'Visakhapatnam',
        'Patna',
        'Bhubaneswar',
        'Guwahati',
      ]),
    );
  });

  it('fills the site settings', async () => {
    const { rows } = await db.engine.query(
      `select delivery_fee_in_paise, free_delivery_threshold_in_paise, delivery_fee_description,
              seller_state, gstin, upi_id, sales_phone is not null as has_phone
       from public.site_settings`,
    );
    expect(rows).toEqual([
      {
        delivery_fee_in_paise: 15000,
        free_delivery_threshold_in_paise: 500000,
        delivery_fee_description: 'Free delivery on orders above ₹5,000; ₹150 below that',
        seller_state: 'Maharashtra',
        gstin: '27AABCM1234F1ZX',
        upi_id: 'mgrid@upi',
        has_phone: true,
      },
    ]);
  });

  it('creates the demo accounts with password mgrid-demo and their roles', async () => {
    const { rows } = await db.engine.query(
      `select u.email, p.role, p.is_active,
              u.encrypted_password = extensions.crypt('mgrid-demo', u.encrypted_password) as password_ok,
              exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email') as identity
       from auth.users u join public.users p on p.id = u.id
       where u.id = any ($1::uuid[])
       order by u.email`,
      [[DEMO.admin.id, DEMO.superadmin.id, DEMO.user.id]],
    );
    expect(rows).toEqual([
      {
        email: 'admin@mgrid.local',
        role: 'admin',
        is_active: true,
        password_ok: true,
        identity: true,
      },
      {
        email: 'superadmin@mgrid.local',
        role: 'superadmin',
        is_active: true,
        password_ok: true,
        identity: true,
      },
      {
        email: 'user@mgrid.local',
        role: 'user',
        is_active: true,
        password_ok: true,
        identity: true,
      },
    ]);
  });

  it('prices the demo order from the catalogue: ML01 + 2 × TG01 below the free-delivery threshold', async () => {
    const { rows } = await db.engine.query(
      `select user_id, subtotal_in_paise::int as subtotal, gst_in_paise::int as gst,
              delivery_fee_in_paise::int as fee, total_in_paise::int as total
       from public.orders where id = $1`,
      [DEMO_ORDER_ID],
    );
    // 349900 + 2 × 24900 = 399700; gst = round(349900 × 18/118) + round(49800 × 18/118) = 53375 + 7597.
    expect(rows).toEqual([
      { user_id: DEMO.user.id, subtotal: 399700, gst: 60972, fee: 15000, total: 414700 },
    ]);
  });
});
