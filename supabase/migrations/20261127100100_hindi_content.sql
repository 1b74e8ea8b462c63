-- Hindi content (issue 32): optional Hindi beside the English texts shoppers read, and each
-- account's chosen language. A Hindi column left null (or never filled) shows the English
-- text (src/lib/localized.ts): never a blank. English columns are unchanged.

-- products: what the product card, page, list, search and cart show. --------------------
alter table public.products
  add column name_hi text check (name_hi is null or btrim(name_hi) <> ''),
  add column short_description_hi text,
  add column long_description_hi text,
  add column features_hi text[] not null default '{}',
  add constraint products_hindi_sizes check (
    octet_length(coalesce(name_hi, '')) <= 1000
    and octet_length(coalesce(short_description_hi, '')) <= 4000
    and octet_length(coalesce(long_description_hi, '')) <= 40000
    and cardinality(features_hi) <= 50
  );

comment on column public.products.name_hi is 'The name in Hindi; null shows name.';
comment on column public.products.features_hi is
  'The feature list in Hindi, as features; empty shows features.';

-- services ------------------------------------------------------------------------------
alter table public.services
  add column name_hi text check (name_hi is null or btrim(name_hi) <> ''),
  add column short_description_hi text,
  add column description_hi text,
  add column features_hi text[] not null default '{}',
  add column duration_hi text;

-- banners -------------------------------------------------------------------------------
alter table public.banners
  add column title_hi text check (title_hi is null or btrim(title_hi) <> ''),
  add column subtitle_hi text,
  add column cta_text_hi text;

-- site_settings: the texts the storefront shows (home hero, best sellers, footer, delivery).
alter table public.site_settings
  add column hero_title_hi text,
  add column hero_subtitle_hi text,
  add column best_seller_title_hi text,
  add column best_seller_subtitle_hi text,
  add column footer_about_hi text,
  add column delivery_fee_description_hi text;

-- users: the language the account chose ('en' or 'hi'; null: not chosen). The owner updates
-- it like their other profile fields ("users: update own profile"; the guard triggers leave
-- it to them), and a sign-in on another device opens the shop in it.
alter table public.users
  add column preferred_locale text check (preferred_locale in ('en', 'hi'));

comment on column public.users.preferred_locale is
  'The account''s language for the shop: en or hi; null until chosen with the language switch.';
