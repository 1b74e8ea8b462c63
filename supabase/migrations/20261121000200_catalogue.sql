-- The catalogue everyone reads: products, services, banners, dealers and site settings.
-- Admins manage products, services, banners and dealers; only superadmins edit settings.

-- Pure helpers used by check constraints and generated columns. They live in public because
-- constraints run them as the writing role.

-- Price text as shown ('12999', '₹12,999', '12,999.50') to integer paise: everything but
-- digits and '.' is stripped, rupees become paise rounding half away from zero. Null when
-- what is left is not a number.
create function public.price_text_to_paise(price text) returns bigint
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when s.digits ~ '^[0-9]{1,15}(\.[0-9]+)?$' then round(s.digits::numeric * 100)::bigint
  end
  from (select regexp_replace(price, '[^0-9.]', '', 'g') as digits) as s
$$;

-- Links rendered as href/src: a site path or an http(s) URL, never javascript: or data:.
create function public.is_safe_link(url text) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select url ~ '^(/([^/]|$)|https?://[^[:space:]]+$)'
$$;

create function public.are_safe_links(urls text[]) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce(bool_and(coalesce(public.is_safe_link(u), false)), true) from unnest(urls) as u
$$;

-- products ------------------------------------------------------------------------------

create table public.products (
  id text primary key check (id ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$'),
  name text not null check (btrim(name) <> ''),
  category text not null check (category in ('Tools', 'Accessories')),
  price text not null check (coalesce(public.price_text_to_paise(price) > 0, false)),
  mrp text check (mrp is null or coalesce(public.price_text_to_paise(mrp) > 0, false)),
  gst_rate numeric not null default 18 check (gst_rate >= 0 and gst_rate <= 40),
  bulk_qty integer check (bulk_qty is null or bulk_qty > 1),
  bulk_unit_price text check (bulk_unit_price is null or coalesce(public.price_text_to_paise(bulk_unit_price) > 0, false)),
  hsn_code text check (hsn_code is null or hsn_code ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  price_inclusive boolean not null default true,
  "shortDescription" text,
  "longDescription" text,
  features text[] not null default '{}',
  specifications jsonb not null default '{}'::jsonb check (jsonb_typeof(specifications) = 'object'),
  images text[] not null default '{}' check (public.are_safe_links(images)),
  "stockQuantity" integer not null default 0 check ("stockQuantity" >= 0),
  featured boolean not null default false,
  rank integer not null default 999,
  rating numeric check (rating is null or (rating >= 0 and rating <= 5)),
  reviews integer not null default 0 check (reviews >= 0),
  moq integer not null default 1 check (moq > 0),
  "seoTitle" text,
  "seoDescription" text,
  "seoKeywords" text[] not null default '{}',
  "aeoKeywords" text[] not null default '{}',
  "geoKeywords" text[] not null default '{}',
  hidden boolean not null default false,
  -- For the database's own use (orders, reports); clients keep using the display text.
  price_paise bigint generated always as (public.price_text_to_paise(price)) stored,
  mrp_paise bigint generated always as (public.price_text_to_paise(mrp)) stored,
  bulk_unit_price_paise bigint generated always as (public.price_text_to_paise(bulk_unit_price)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint products_bulk_pair check ((bulk_qty is null) = (bulk_unit_price is null))
);
create index products_modified_idx on public.products (_modified, id);
create index products_rank_idx on public.products (rank, name);

create trigger trg_80_touch_updated_at
  before insert or update on public.products
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified
  before insert or update on public.products
  for each row execute function private.set_modified();

alter table public.products enable row level security;

-- Tombstones (_deleted) stay readable so deletions replicate to every client.
create policy "products: everyone reads visible products" on public.products
  for select to anon, authenticated
  using (not hidden);
create policy "products: admins read all" on public.products
  for select to authenticated
  using ((select public.is_admin()));
create policy "products: admins insert" on public.products
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "products: admins update" on public.products
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
-- Security: no hard deletes through the API; a deletion is _deleted = true.
revoke delete, truncate, references, trigger on public.products from anon, authenticated;

-- services ------------------------------------------------------------------------------

create table public.services (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  name text not null check (btrim(name) <> ''),
  category text not null,
  "shortDescription" text,
  description text,
  features text[] not null default '{}',
  duration text,
  sort_order integer not null default 999,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index services_modified_idx on public.services (_modified, id);

create trigger trg_80_touch_updated_at
  before insert or update on public.services
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified
  before insert or update on public.services
  for each row execute function private.set_modified();

alter table public.services enable row level security;

create policy "services: everyone reads" on public.services
  for select to anon, authenticated
  using (true);
create policy "services: admins insert" on public.services
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "services: admins update" on public.services
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
revoke delete, truncate, references, trigger on public.services from anon, authenticated;

-- banners -------------------------------------------------------------------------------

create table public.banners (
  id uuid primary key default gen_random_uuid(),
  title text not null check (btrim(title) <> ''),
  subtitle text,
  cta_text text,
  cta_url text check (cta_url is null or public.is_safe_link(cta_url)),
  background_color text not null default '#d7262e'
    check (background_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  text_color text not null default '#ffffff'
    check (text_color ~ '^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$'),
  is_active boolean not null default true,
  start_date timestamptz,
  end_date timestamptz,
  priority integer not null default 0,
  show_on_pages text[] not null default '{}',
  hide_on_pages text[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint banners_date_window check (end_date is null or start_date is null or end_date > start_date)
);
create index banners_modified_idx on public.banners (_modified, id);
create index banners_active_idx on public.banners (priority, created_at desc) where is_active;

create trigger trg_80_touch_updated_at
  before insert or update on public.banners
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified
  before insert or update on public.banners
  for each row execute function private.set_modified();

alter table public.banners enable row level security;

-- The date window is applied by the client (it moves with the clock, not with the row).
create policy "banners: everyone reads active banners" on public.banners
  for select to anon, authenticated
  using (is_active);
create policy "banners: admins read all" on public.banners
  for select to authenticated
  using ((select public.is_admin()));
create policy "banners: admins insert" on public.banners
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "banners: admins update" on public.banners
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
revoke delete, truncate, references, trigger on public.banners from anon, authenticated;

-- dealers -------------------------------------------------------------------------------

create table public.dealers (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  name text not null check (btrim(name) <> ''),
  type text not null check (type in ('authorised dealer', 'distributor', 'service centre')),
  address text not null,
  city text not null,
  state text not null check (coalesce(public.indian_state_name(state) = state, false)),
  pin_code text not null check (pin_code ~ '^[1-9][0-9]{5}$'),
  phone text not null check (phone ~ '^\+?[0-9][0-9 ()-]{7,19}$'),
  email text check (email is null or email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  latitude double precision check (latitude between -90 and 90),
  longitude double precision check (longitude between -180 and 180),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint dealers_coordinates_pair check ((latitude is null) = (longitude is null))
);
create index dealers_modified_idx on public.dealers (_modified, id);
create index dealers_city_idx on public.dealers (state, city);

create trigger trg_80_touch_updated_at
  before insert or update on public.dealers
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified
  before insert or update on public.dealers
  for each row execute function private.set_modified();

alter table public.dealers enable row level security;

-- Inactive dealers replicate too (the client hides them), so a closure reaches every phone.
create policy "dealers: everyone reads" on public.dealers
  for select to anon, authenticated
  using (true);
create policy "dealers: admins insert" on public.dealers
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "dealers: admins update" on public.dealers
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
revoke delete, truncate, references, trigger on public.dealers from anon, authenticated;

-- site_settings -------------------------------------------------------------------------

create table public.site_settings (
  id text primary key default 'default' check (id = 'default'),
  sales_phone text,
  quotation_phone text,
  catalog_url text check (catalog_url is null or public.is_safe_link(catalog_url)),
  ga_measurement_id text check (ga_measurement_id is null or ga_measurement_id ~ '^G-[A-Z0-9]{4,16}$'),
  company_address text,
  hero_title text,
  hero_subtitle text,
  best_seller_title text,
  best_seller_subtitle text,
  contact_email text,
  footer_about text,
  social_links jsonb not null default '{}'::jsonb check (jsonb_typeof(social_links) = 'object'),
  footer_copyright text,
  delivery_fee_in_paise integer not null default 15000 check (delivery_fee_in_paise >= 0),
  free_delivery_threshold_in_paise integer not null default 500000
    check (free_delivery_threshold_in_paise >= 0),
  delivery_fee_description text not null default 'Free delivery on orders above ₹5,000',
  -- Where the seller is registered for GST: same state as the buyer means CGST + SGST,
  -- another state means IGST.
  seller_state text not null default 'Maharashtra'
    check (coalesce(public.indian_state_name(seller_state) = seller_state, false)),
  gstin text check (gstin is null or gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  upi_id text check (upi_id is null or upi_id ~ '^[A-Za-z0-9._-]{2,64}@[A-Za-z][A-Za-z0-9]{1,63}$'),
  upi_payee_name text,
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index site_settings_modified_idx on public.site_settings (_modified, id);

create trigger trg_80_touch_updated_at
  before insert or update on public.site_settings
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified
  before insert or update on public.site_settings
  for each row execute function private.set_modified();

alter table public.site_settings enable row level security;

create policy "site_settings: everyone reads" on public.site_settings
  for select to anon, authenticated
  using (true);
create policy "site_settings: superadmins update" on public.site_settings
  for update to authenticated
  using ((select public.is_superadmin()))
  with check ((select public.is_superadmin()));
-- The one row exists from this migration on; nobody inserts or deletes through the API.
revoke insert, delete, truncate, references, trigger on public.site_settings from anon, authenticated;

-- The spec's defaults, so orders price correctly even on a project without demo data.
insert into public.site_settings (id) values ('default') on conflict (id) do nothing;

revoke execute on all functions in schema private from public;
