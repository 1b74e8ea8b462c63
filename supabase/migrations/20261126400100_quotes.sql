-- Quotations (issue 27): a numbered GST quotation that a buyer asks for, staff price and send,
-- and the buyer accepts online, which places an order at the quoted prices.
--
-- The SQL API (the contract in docs/back-office.md#quotations-the-sql-side; every refusal is raised
-- in words with the codes of the order actions: 23514 check_violation, 23503 foreign_key_violation,
-- 22023 invalid_parameter_value, 42501 insufficient_privilege):
--   Buyer request   insert into public.leads (..., source 'quote', quote_request jsonb
--                   {token?, lines:[{productId, quantity}], company?, gstin?, buyer_legal_name?,
--                   delivery_state}); the lead's id becomes the quote's id (20261126400200).
--   get_quote(token text) -> jsonb | null                     anon, authenticated (400200)
--   my_quotes() -> jsonb (array, newest first; [] for anon)    anon, authenticated (400200)
--   quote_action(quote_id uuid, action 'save'|'send'|'decline', args jsonb)
--     -> {id, number, provisional_number, status, revision, token}        staff (400300)
--   staff_commands kinds 'quote.save' | 'quote.send' | 'quote.decline' (target_id: quote id,
--     args as quote_action's), applied by the same function                staff (400300)
--   accept_quote(token, revision, delivery jsonb, payment_method) -> {order_id, order_number}
--   ask_quote_changes(token, message) -> void                  anon, authenticated (400400)
--   admin_quotes(filters jsonb {status?, search?}, page int, page_size int)
--     -> {rows, total, counts, page, page_size}; admin_quote(quote_id uuid) -> jsonb
--                                                                           staff (400400)
--   Discounts: site_settings.quote_discount_limit_percent, else an unexpired quotes.discount
--   permission's user_permissions.max_percent (400300, 400500); superadmins unlimited.
-- Documented for people in docs/back-office.md ("Quotations").
--
-- This file: the columns other tables gain, the quote tables, the one pricing function that
-- orders and quotes share (private.price_line; prepare_order now calls it), and quote pricing.

-- Settings, permissions, orders, leads --------------------------------------------------------

alter table public.site_settings
  -- The discount any staff member may give on a quotation line without a permission.
  add column quote_discount_limit_percent numeric(5, 2) not null default 5
    constraint site_settings_quote_discount_limit_rule
      check (quote_discount_limit_percent between 0 and 100),
  add column quote_validity_days integer not null default 15
    constraint site_settings_quote_validity_rule check (quote_validity_days between 1 and 365);

comment on column public.site_settings.quote_discount_limit_percent is
  'The largest per-line discount (percent) staff may give on a quotation without a quotes.discount permission.';
comment on column public.site_settings.quote_validity_days is
  'How many days a new quotation is valid for (valid_until = today in India + this).';

alter table public.user_permissions
  add column max_percent numeric(5, 2)
    constraint user_permissions_max_percent_rule check (max_percent between 0 and 100);

comment on column public.user_permissions.max_percent is
  'For permission_type quotes.discount: the largest per-line quotation discount (percent) it allows; null allows nothing beyond the site''s limit.';

alter table public.leads
  add column quote_request jsonb
    constraint leads_quote_request_rule
      check (jsonb_typeof(quote_request) = 'object' and octet_length(quote_request::text) <= 20000);

comment on column public.leads.quote_request is
  'A buyer''s request for a quotation: {token?, lines:[{productId, quantity}], company?, gstin?, buyer_legal_name?, delivery_state}. Checked on insert; creates public.quotes (same id) with status requested.';

-- The quote series shares the invoices' gap-free counters.
alter table private.document_counters drop constraint document_counters_kind_check;
alter table private.document_counters
  add constraint document_counters_kind_check check (kind in ('invoice', 'credit_note', 'quote'));

-- Today in India, the day quotations are dated and expire by.
create function private.india_today() returns date
language sql stable
set search_path = ''
as $$
  select (now() at time zone 'Asia/Kolkata')::date
$$;

-- A date as people read it: '11 December 2026'.
create function private.date_words(d date) returns text
language sql immutable
set search_path = ''
as $$
  select to_char(d, 'FMDD') || ' ' || to_char(d, 'FMMonth') || ' ' || to_char(d, 'YYYY')
$$;

-- A percentage as people read it: 5, 7.5, 12.25.
create function private.percent_words(p numeric) returns text
language sql immutable
set search_path = ''
as $$
  select trim_scale(round(p, 2))::text
$$;

-- The tables ------------------------------------------------------------------------------------

create table public.quotes (
  -- A buyer's request: the lead's id. A field quote: the id the staff member's phone made.
  id uuid primary key default gen_random_uuid(),
  -- 'MG/QT/2026-27/00001', given by the first staff save; null while only requested.
  number text unique check (number ~ '^MG/QT/[0-9]{4}-[0-9]{2}/[0-9]{5}$'),
  -- A field quote made offline: the phone's prefix and sequence ('P-7K3F-0003').
  provisional_number text check (provisional_number ~ '^P-[A-Za-z0-9]{1,12}-[0-9]{1,8}$'),
  status text not null default 'requested'
    check (status in ('requested', 'draft', 'sent', 'accepted', 'expired', 'declined', 'converted')),
  -- The buyer's link is /quote/<token>.
  token text not null unique check (token ~ '^[A-Za-z0-9_-]{32,128}$'),
  -- Every staff save adds one; the buyer's accept names the revision they saw.
  revision integer not null default 1 check (revision >= 1),
  lead_id uuid references public.leads (id) on delete set null,
  user_id uuid references public.users (id) on delete set null,
  created_by uuid references public.users (id) on delete set null,
  customer_name text not null check (btrim(customer_name) <> '' and char_length(customer_name) <= 100),
  phone text check (char_length(phone) <= 20),
  email text check (char_length(email) <= 254),
  company text check (char_length(company) <= 120),
  buyer_gstin text check (buyer_gstin is null or public.gstin_problem(buyer_gstin) is null),
  buyer_legal_name text check (btrim(buyer_legal_name) <> '' and char_length(buyer_legal_name) <= 200),
  delivery_state text not null check (public.indian_state_name(delivery_state) = delivery_state),
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  subtotal_in_paise bigint not null check (subtotal_in_paise >= 0),
  gst_in_paise bigint not null check (gst_in_paise >= 0),
  delivery_fee_in_paise bigint not null check (delivery_fee_in_paise >= 0),
  total_in_paise bigint not null check (total_in_paise >= 0),
  tax_split text not null check (tax_split in ('cgst_sgst', 'igst')),
  cgst_in_paise bigint not null check (cgst_in_paise >= 0),
  sgst_in_paise bigint not null check (sgst_in_paise >= 0),
  igst_in_paise bigint not null check (igst_in_paise >= 0),
  valid_until date not null,
  payment_terms text check (char_length(payment_terms) <= 500),
  delivery_terms text check (char_length(delivery_terms) <= 500),
  notes text check (char_length(notes) <= 2000),
  decline_reason text check (char_length(decline_reason) <= 500),
  sent_at timestamptz,
  accepted_at timestamptz,
  order_id uuid references public.orders (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint quotes_buyer_gst_pair check ((buyer_gstin is null) = (buyer_legal_name is null)),
  constraint quotes_gst_split check (gst_in_paise = cgst_in_paise + sgst_in_paise + igst_in_paise),
  constraint quotes_contact check (phone is not null or email is not null)
);
create index quotes_created_idx on public.quotes (created_at desc, id);
create index quotes_user_idx on public.quotes (user_id, created_at desc);
create index quotes_status_idx on public.quotes (status, created_at desc);

comment on table public.quotes is
  'Quotations, written only by the database (the lead trigger, quote_action, staff_commands quote.*, accept_quote). lines: [{productId, name, hsn, quantity, list_unit_in_paise (the order pricing rule''s list or bulk unit at this quantity), unit_in_paise (before discount, <= list), discount_percent, net_unit_in_paise (unit - round(unit x discount / 100)), price_inclusive, gst_rate, amount_in_paise (after discount; GST included when price_inclusive, as order lines), discount_in_paise, taxable_in_paise, gst_in_paise, total_in_paise}]. A sent or draft quote past valid_until reads as expired.';

create table public.quote_events (
  id uuid primary key default gen_random_uuid(),
  quote_id uuid not null references public.quotes (id) on delete cascade,
  kind text not null check (kind in (
    'requested', 'saved', 'sent', 'viewed', 'change_requested', 'accepted', 'declined',
    'expired', 'converted'
  )),
  actor_id uuid references public.users (id) on delete set null,
  actor_name text,
  actor_role text not null default 'system'
    check (actor_role in ('customer', 'admin', 'superadmin', 'system')),
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object'),
  created_at timestamptz not null default clock_timestamp()
);
create index quote_events_quote_idx on public.quote_events (quote_id, created_at);

comment on table public.quote_events is
  'A quotation''s timeline, written only by the database: requested, saved {revision, number}, sent {channels, revision}, viewed {revision}, change_requested {message}, accepted, declined {reason}, converted {order_id, order_number}.';

create trigger trg_80_touch_updated_at
  before update on public.quotes
  for each row execute function private.touch_updated_at();

alter table public.quotes enable row level security;
alter table public.quote_events enable row level security;

-- Buyers read their own quotes by account (and anyone by token, through get_quote); staff all.
create policy "quotes: staff read all" on public.quotes
  for select to authenticated
  using ((select public.is_admin()));
create policy "quotes: buyers read their own" on public.quotes
  for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "quote_events: staff read all" on public.quote_events
  for select to authenticated
  using ((select public.is_admin()));

-- Security: read-only for signed-in people (policies above), nothing for visitors; only the
-- database's own functions write quotes and their events.
revoke all on public.quotes, public.quote_events from anon, authenticated;
grant select on public.quotes, public.quote_events to authenticated;
grant select on public.quotes, public.quote_events to service_role;

alter table public.orders
  add column quote_id uuid references public.quotes (id) on delete set null;
create index orders_quote_idx on public.orders (quote_id) where quote_id is not null;

comment on column public.orders.quote_id is
  'The quotation this order was placed from (accept_quote); its lines carry the quote''s prices.';

-- Pricing: one function for order lines and quote lines -------------------------------------

-- The unit price the order rule gives a product at a quantity: the bulk price when the
-- product has one and the quantity reaches bulk_qty, else the list price.
create function private.rule_unit_price(product public.products, quantity integer) returns bigint
language sql immutable
set search_path = ''
as $$
  select case
    when product.bulk_qty is not null and product.bulk_unit_price_paise is not null
         and quantity >= product.bulk_qty
      then product.bulk_unit_price_paise
    else product.price_paise
  end::bigint
$$;

-- Prices one line (the rule of 20261121000400's prepare_order, with a discount per unit):
--   unit'  = unit - round(unit x discount / 100)   (the unit itself without a discount)
--   amount = unit' x quantity
--   gst    = round(amount x rate / (100 + rate)) when the price includes GST,
--            round(amount x rate / 100) (added on top) when it does not
--   total  = amount when the price includes GST, else amount + gst
-- Answers {unit (unit'), amount, gst, total}. Orders call it with their rule's unit and no
-- discount; quotes with the staff's unit and discount, so an order placed from a quote agrees
-- to the paisa and keeps a whole-paisa unit price. src/lib/quote-pricing.ts previews the same.
create function private.price_line(
  product public.products, quantity integer, unit_in_paise bigint, discount_percent numeric
) returns jsonb
language plpgsql immutable
set search_path = ''
as $$
declare
  unit bigint := unit_in_paise - round(unit_in_paise * coalesce(discount_percent, 0) / 100);
  amount bigint := unit * quantity;
  gst bigint;
begin
  if product.price_inclusive then
    gst := round(amount * product.gst_rate / (100 + product.gst_rate));
    return jsonb_build_object('unit', unit, 'amount', amount, 'gst', gst, 'total', amount);
  end if;
  gst := round(amount * product.gst_rate / 100);
  return jsonb_build_object('unit', unit, 'amount', amount, 'gst', gst, 'total', amount + gst);
end
$$;

-- The delivery fee the order rule charges on a subtotal (below the free-delivery threshold).
create function private.delivery_fee_for(subtotal bigint) returns bigint
language sql stable
security definer
set search_path = ''
as $$
  select case when subtotal < coalesce(s.free_delivery_threshold_in_paise, 500000)
    then coalesce(s.delivery_fee_in_paise, 15000) else 0 end::bigint
  from (select 1) as one
  left join public.site_settings s on s.id = 'default'
$$;

-- Placing an order (replaces 20261126100400's version; the rules are unchanged and the line
-- amounts now come from private.price_line). One addition: an order accept_quote places
-- (quote_id set, with the transaction's permit mgrid.quote_order naming that quote) takes each
-- line's unit and discount and the delivery fee from the quote, and the quote's lead. A client cannot set
-- quote_id itself: without the permit it is cleared.
create or replace function private.prepare_order() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  item jsonb;
  line record;
  product public.products;
  quote public.quotes;
  quoted jsonb;
  unit_paise bigint;
  discount numeric;
  priced jsonb;
  lines jsonb := '[]'::jsonb;
  subtotal bigint := 0;
  gst_total bigint := 0;
  lines_total bigint := 0;
  fee bigint;
  seller_state text;
  product_ids text[];
  short jsonb := '[]'::jsonb;
  first_short jsonb;
begin
  if private.is_api_request() then
    if auth.uid() is not null and not public.is_active_user() then
      raise exception 'Your account has been deactivated. Please contact support.'
        using errcode = 'insufficient_privilege';
    end if;
    new.user_id := auth.uid();
    new.placed_at := least(
      greatest(coalesce(new.placed_at, new.created_at, now()), now() - interval '30 days'),
      now());
    new.created_at := now();
    new._deleted := false;
    -- Staff placing an order are placing it for a customer (20261126100500 links the lead).
    new.placed_by := case when public.is_admin() then auth.uid() end;
    new.lead_id := null;
  else
    new.placed_at := coalesce(new.placed_at, new.created_at, now());
  end if;
  if new.quote_id is not null then
    if new.quote_id::text is distinct from nullif(current_setting('mgrid.quote_order', true), '') then
      new.quote_id := null;
    else
      select q.* into quote from public.quotes q where q.id = new.quote_id;
      -- The buyer's request was a lead: the order is that customer's.
      new.lead_id := coalesce(quote.lead_id, new.lead_id);
    end if;
  end if;
  new.status := 'placed';
  new.payment_status := 'pending';
  new.confirmed_at := null;
  new.packed_at := null;
  new.shipped_at := null;
  new.delivered_at := null;
  new.cancelled_at := null;
  new.cancel_reason := null;
  new.courier := null;
  new.tracking_number := null;
  new.tracking_url := null;
  new.stock_released_at := null;
  new.updated_at := now();

  new.customer_name := nullif(btrim(new.customer_name), '');
  if new.customer_name is null then
    raise exception 'Name is required' using errcode = 'check_violation';
  end if;
  new.phone := btrim(new.phone);
  if new.phone is null or not private.is_indian_mobile(new.phone) then
    raise exception 'Please enter a valid Indian phone number' using errcode = 'check_violation';
  end if;
  new.email := nullif(btrim(new.email), '');
  if new.email is not null and not private.is_valid_email(new.email) then
    raise exception 'Please enter a valid email address' using errcode = 'check_violation';
  end if;
  new.address_line1 := nullif(btrim(new.address_line1), '');
  if new.address_line1 is null then
    raise exception 'Address is required' using errcode = 'check_violation';
  end if;
  new.city := nullif(btrim(new.city), '');
  if new.city is null then
    raise exception 'City is required' using errcode = 'check_violation';
  end if;
  new.pin_code := btrim(new.pin_code);
  if new.pin_code is null or not private.is_pin_code(new.pin_code) then
    raise exception 'Please enter a valid 6-digit PIN code' using errcode = 'check_violation';
  end if;
  if public.indian_state_name(new.state) is null then
    raise exception 'Please choose a valid Indian state or union territory'
      using errcode = 'check_violation';
  end if;
  new.state := public.indian_state_name(new.state);

  if new.items is null or jsonb_typeof(new.items) <> 'array' or jsonb_array_length(new.items) = 0 then
    raise exception 'The order has no items' using errcode = 'check_violation';
  end if;
  for item in select e.value from jsonb_array_elements(new.items) as e loop
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'productId') is distinct from 'string' then
      raise exception 'Every order item needs a productId' using errcode = 'check_violation';
    end if;
    if jsonb_typeof(item -> 'quantity') is distinct from 'number'
       or (item ->> 'quantity')::numeric <> trunc((item ->> 'quantity')::numeric)
       or (item ->> 'quantity')::numeric not between 1 and 10000 then
      raise exception 'Quantity must be a whole number from 1 to 10000'
        using errcode = 'check_violation';
    end if;
  end loop;

  -- Lock the order's products in id order before reading any of them.
  product_ids := array(
    select distinct e.value ->> 'productId' from jsonb_array_elements(new.items) as e);
  perform 1 from public.products p where p.id = any (product_ids) order by p.id for update;

  for line in
    select e.value ->> 'productId' as product_id,
           sum((e.value ->> 'quantity')::integer)::integer as quantity,
           min(e.ordinality) as position
    from jsonb_array_elements(new.items) with ordinality as e
    group by 1
    order by 3
  loop
    select p.* into product
    from public.products p
    where p.id = line.product_id and not p.hidden and not p._deleted;
    if not found then
      raise exception 'Product % is not available', line.product_id
        using errcode = 'check_violation';
    end if;
    if line.quantity < greatest(1, product.moq) then
      raise exception 'The minimum order quantity for % is %', product.name, product.moq
        using errcode = 'check_violation';
    end if;
    if line.quantity > product."stockQuantity" then
      short := short || jsonb_build_array(jsonb_build_object(
        'productId', product.id, 'name', product.name,
        'asked', line.quantity, 'available', product."stockQuantity"));
    end if;
    quoted := null;
    if quote.id is not null then
      select e.value into quoted
      from jsonb_array_elements(quote.lines) as e
      where e.value ->> 'productId' = line.product_id;
    end if;
    unit_paise := coalesce((quoted ->> 'unit_in_paise')::bigint,
      private.rule_unit_price(product, line.quantity));
    discount := coalesce((quoted ->> 'discount_percent')::numeric, 0);
    priced := private.price_line(product, line.quantity, unit_paise, discount);
    lines := lines || jsonb_build_array(jsonb_build_object(
      'productId', product.id,
      'name', product.name,
      'quantity', line.quantity,
      'unitPriceInPaise', (priced ->> 'unit')::bigint,
      'gstRate', trim_scale(product.gst_rate),
      'priceInclusive', product.price_inclusive,
      'hsnCode', product.hsn_code,
      'lineAmountInPaise', (priced ->> 'amount')::bigint,
      'gstInPaise', (priced ->> 'gst')::bigint,
      'lineTotalInPaise', (priced ->> 'total')::bigint
    ) || case when quoted is null then '{}'::jsonb else jsonb_build_object(
      'listUnitPriceInPaise', unit_paise,
      'discountPercent', discount,
      'discountInPaise', unit_paise * line.quantity - (priced ->> 'amount')::bigint) end);
    subtotal := subtotal + (priced ->> 'amount')::bigint;
    gst_total := gst_total + (priced ->> 'gst')::bigint;
    lines_total := lines_total + (priced ->> 'total')::bigint;
  end loop;

  if jsonb_array_length(short) > 0 then
    first_short := short -> 0;
    raise exception '%',
      case when (first_short ->> 'available')::integer = 0
        then format('%s is out of stock.', first_short ->> 'name')
        else format('Only %s left of %s: you asked for %s.',
          first_short ->> 'available', first_short ->> 'name', first_short ->> 'asked')
      end
      || case jsonb_array_length(short)
        when 1 then ''
        when 2 then ' Another item in this order is short of stock too.'
        else format(' %s other items in this order are short of stock too.', jsonb_array_length(short) - 1)
      end
      using errcode = 'check_violation',
            detail = jsonb_build_object('reason', 'out_of_stock', 'lines', short)::text,
            hint = 'Lower the quantity to what is left, or remove the item, and place the order again.';
  end if;

  for line in select e.value ->> 'productId' as product_id, (e.value ->> 'quantity')::integer as quantity
              from jsonb_array_elements(lines) as e order by 1 loop
    perform private.move_stock(line.product_id, new.id, -line.quantity, 'order');
  end loop;

  select s.seller_state into seller_state from public.site_settings s where s.id = 'default';
  fee := coalesce(quote.delivery_fee_in_paise, private.delivery_fee_for(subtotal));

  new.items := lines;
  new.subtotal_in_paise := subtotal;
  new.gst_in_paise := gst_total;
  new.delivery_fee_in_paise := fee;
  new.total_in_paise := lines_total + fee;
  new.tax_split := case when new.state = coalesce(seller_state, 'Maharashtra') then 'cgst_sgst' else 'igst' end;
  return new;
end
$$;

-- An invoice line's discount: what a quote took off the line, beside the unit price before
-- it (replaces 20261126200300's version, which always printed 0; orders not placed from a
-- quote print as before).
create or replace function private.invoice_lines(o public.orders) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'product_id', l.item ->> 'productId',
    'description', coalesce(l.item ->> 'name', l.item ->> 'productId'),
    'hsn_code', l.item ->> 'hsnCode',
    'quantity', (l.item ->> 'quantity')::integer,
    'unit', 'Nos',
    'unit_price_in_paise', coalesce((l.item ->> 'listUnitPriceInPaise')::bigint,
      (l.item ->> 'unitPriceInPaise')::bigint),
    'price_inclusive', coalesce((l.item ->> 'priceInclusive')::boolean, true),
    'discount_in_paise', coalesce((l.item ->> 'discountInPaise')::bigint, 0),
    'taxable_in_paise', (l.item ->> 'lineTotalInPaise')::bigint - (l.item ->> 'gstInPaise')::bigint,
    'gst_rate', (l.item ->> 'gstRate')::numeric,
    'cgst_rate', case when o.tax_split = 'cgst_sgst' then trim_scale((l.item ->> 'gstRate')::numeric / 2) else 0 end,
    'sgst_rate', case when o.tax_split = 'cgst_sgst' then trim_scale((l.item ->> 'gstRate')::numeric / 2) else 0 end,
    'igst_rate', case when o.tax_split = 'igst' then (l.item ->> 'gstRate')::numeric else 0 end,
    'cgst_in_paise', case when o.tax_split = 'cgst_sgst' then g.gst / 2 else 0 end,
    'sgst_in_paise', case when o.tax_split = 'cgst_sgst' then g.gst - g.gst / 2 else 0 end,
    'igst_in_paise', case when o.tax_split = 'igst' then g.gst else 0 end,
    'total_in_paise', (l.item ->> 'lineTotalInPaise')::bigint
  ) order by l.position), '[]'::jsonb)
  from jsonb_array_elements(o.items) with ordinality as l(item, position)
  cross join lateral (select (l.item ->> 'gstInPaise')::bigint as gst) as g
$$;

-- Quote pricing ---------------------------------------------------------------------------------

-- Prices a quotation's lines with private.price_line, as an order would price them.
--   wanted: [{productId, quantity, unit_in_paise?, discount_percent?}] (1 to 50 lines, each
--   product once; unit and discount are read only when by_staff)
-- Each unit defaults to the order rule's (list or bulk) and may not exceed it; a discount is
-- 0 to 100 percent with at most 2 decimals. Answers {lines, subtotal, gst, lines_total}.
create function private.price_quote_lines(wanted jsonb, by_staff boolean) returns jsonb
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  item jsonb;
  product public.products;
  quantity integer;
  rule_unit bigint;
  unit bigint;
  discount numeric;
  priced jsonb;
  seen text[] := '{}';
  lines jsonb := '[]'::jsonb;
  subtotal bigint := 0;
  gst_total bigint := 0;
  lines_total bigint := 0;
begin
  if wanted is null or jsonb_typeof(wanted) <> 'array' or jsonb_array_length(wanted) = 0 then
    raise exception 'A quotation needs at least one product.' using errcode = 'check_violation';
  end if;
  if jsonb_array_length(wanted) > 50 then
    raise exception 'A quotation can have at most 50 lines.' using errcode = 'check_violation';
  end if;
  for item in select e.value from jsonb_array_elements(wanted) as e loop
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'productId') is distinct from 'string' then
      raise exception 'Every quotation line needs a product.' using errcode = 'check_violation';
    end if;
    if jsonb_typeof(item -> 'quantity') is distinct from 'number'
       or (item ->> 'quantity')::numeric <> trunc((item ->> 'quantity')::numeric)
       or (item ->> 'quantity')::numeric not between 1 and 10000 then
      raise exception 'Quantity must be a whole number from 1 to 10000'
        using errcode = 'check_violation';
    end if;
    quantity := (item ->> 'quantity')::integer;
    select p.* into product
    from public.products p
    where p.id = item ->> 'productId' and not p.hidden and not p._deleted;
    if not found then
      raise exception 'Product % is not available', item ->> 'productId'
        using errcode = 'check_violation';
    end if;
    if product.id = any (seen) then
      raise exception '% is on two lines: put its whole quantity on one line.', product.name
        using errcode = 'check_violation';
    end if;
    seen := seen || product.id;
    if quantity < greatest(1, product.moq) then
      raise exception 'The minimum order quantity for % is %', product.name, product.moq
        using errcode = 'check_violation';
    end if;
    rule_unit := private.rule_unit_price(product, quantity);
    unit := rule_unit;
    discount := 0;
    if by_staff and item ? 'unit_in_paise' and jsonb_typeof(item -> 'unit_in_paise') <> 'null' then
      if jsonb_typeof(item -> 'unit_in_paise') <> 'number'
         or (item ->> 'unit_in_paise')::numeric <> trunc((item ->> 'unit_in_paise')::numeric)
         or (item ->> 'unit_in_paise')::numeric < 1 then
        raise exception 'The unit price of % must be a whole number of paise above zero.', product.name
          using errcode = 'check_violation';
      end if;
      if (item ->> 'unit_in_paise')::numeric > rule_unit then
        raise exception 'The unit price of % cannot be above its list price of %.',
          product.name, private.format_inr(rule_unit) using errcode = 'check_violation';
      end if;
      unit := (item ->> 'unit_in_paise')::bigint;
    end if;
    if by_staff and item ? 'discount_percent' and jsonb_typeof(item -> 'discount_percent') <> 'null' then
      if jsonb_typeof(item -> 'discount_percent') <> 'number'
         or (item ->> 'discount_percent')::numeric not between 0 and 100
         or round((item ->> 'discount_percent')::numeric, 2) <> (item ->> 'discount_percent')::numeric then
        raise exception 'The discount on % must be from 0 to 100 percent, with at most 2 decimals.',
          product.name using errcode = 'check_violation';
      end if;
      discount := trim_scale((item ->> 'discount_percent')::numeric);
    end if;
    priced := private.price_line(product, quantity, unit, discount);
    lines := lines || jsonb_build_array(jsonb_build_object(
      'productId', product.id,
      'name', product.name,
      'hsn', product.hsn_code,
      'quantity', quantity,
      'list_unit_in_paise', rule_unit,
      'unit_in_paise', unit,
      'discount_percent', discount,
      'net_unit_in_paise', (priced ->> 'unit')::bigint,
      'price_inclusive', product.price_inclusive,
      'gst_rate', trim_scale(product.gst_rate),
      'amount_in_paise', (priced ->> 'amount')::bigint,
      'discount_in_paise', unit * quantity - (priced ->> 'amount')::bigint,
      'taxable_in_paise', (priced ->> 'total')::bigint - (priced ->> 'gst')::bigint,
      'gst_in_paise', (priced ->> 'gst')::bigint,
      'total_in_paise', (priced ->> 'total')::bigint));
    subtotal := subtotal + (priced ->> 'amount')::bigint;
    gst_total := gst_total + (priced ->> 'gst')::bigint;
    lines_total := lines_total + (priced ->> 'total')::bigint;
  end loop;
  return jsonb_build_object('lines', lines, 'subtotal', subtotal, 'gst', gst_total,
    'lines_total', lines_total);
end
$$;

-- A quote with its prices written from its wanted lines, delivery fee (null: the order
-- rule's) and delivery state: lines, subtotal, GST and its split, total.
create function private.set_quote_prices(
  q public.quotes, wanted jsonb, by_staff boolean, fee bigint
) returns public.quotes
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  priced jsonb := private.price_quote_lines(wanted, by_staff);
  split jsonb;
begin
  q.lines := priced -> 'lines';
  q.subtotal_in_paise := (priced ->> 'subtotal')::bigint;
  q.gst_in_paise := (priced ->> 'gst')::bigint;
  q.delivery_fee_in_paise := coalesce(fee, private.delivery_fee_for(q.subtotal_in_paise));
  q.total_in_paise := (priced ->> 'lines_total')::bigint + q.delivery_fee_in_paise;
  split := private.gst_split(q.gst_in_paise,
    (select s.seller_state from public.site_settings s where s.id = 'default'), q.delivery_state);
  q.tax_split := split ->> 'kind';
  q.cgst_in_paise := (split ->> 'cgst')::bigint;
  q.sgst_in_paise := (split ->> 'sgst')::bigint;
  q.igst_in_paise := (split ->> 'igst')::bigint;
  return q;
end
$$;

-- The largest reduction of a quote's lines from the order rule's price, in percent (a unit
-- below the list or bulk price counts as a discount too): what the discount limit checks.
create function private.quote_max_discount(lines jsonb) returns numeric
language sql immutable
set search_path = ''
as $$
  select coalesce(max(round(100 - (l ->> 'amount_in_paise')::numeric * 100
    / ((l ->> 'list_unit_in_paise')::numeric * (l ->> 'quantity')::numeric), 2)), 0)
  from jsonb_array_elements(lines) as l
$$;

-- A new unguessable token: 64 hex characters from two random uuids (244 random bits).
create function private.new_quote_token() returns text
language sql volatile
set search_path = ''
as $$
  select replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '')
$$;

-- A quote's number as printed: 'MG/QT/2026-27/00001', from the quote series of the financial
-- year the quote is numbered in (the invoices' gap-free counters).
create function private.next_quote_number() returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  year text := public.financial_year(private.document_time());
  taken integer := private.next_document_sequence('quote', year);
begin
  if taken > 99999 then
    raise exception 'The quotation series of %s is full.', year using errcode = 'check_violation';
  end if;
  return 'MG/QT/20' || year || '/' || lpad(taken::text, 5, '0');
end
$$;

-- A quote's status as people should read it: a draft or sent quote past its validity date
-- is expired.
create function private.quote_status(q public.quotes) returns text
language sql stable
set search_path = ''
as $$
  select case when q.status in ('draft', 'sent') and q.valid_until < private.india_today()
    then 'expired' else q.status end
$$;

-- Appends one event to a quote's timeline. actor: a staff member's id (name and role copied
-- from users), or null with actor_role 'customer' or 'system'.
create function private.add_quote_event(
  target_quote uuid, event_kind text, actor uuid, actor_role text, detail jsonb
) returns public.quote_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.quote_events;
  staff public.users;
begin
  if actor is not null then
    select u.* into staff from public.users u where u.id = actor;
  end if;
  insert into public.quote_events (quote_id, kind, actor_id, actor_name, actor_role, detail)
  values (
    target_quote, event_kind, staff.id,
    coalesce(nullif(btrim(staff.full_name), ''), staff.email),
    case
      when staff.id is not null then staff.role
      when add_quote_event.actor_role = 'customer' then 'customer'
      else 'system'
    end,
    coalesce(jsonb_strip_nulls(detail), '{}'::jsonb))
  returning * into result;
  return result;
end
$$;

revoke execute on all functions in schema private from public;
