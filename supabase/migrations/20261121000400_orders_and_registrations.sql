-- Orders and product registrations: pushed by visitors and users as plain inserts with
-- client-made ids; priced and validated here, whatever the client computed.

create table public.orders (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.users (id) on delete set null,
  customer_name text not null,
  phone text not null,
  email text,
  address_line1 text not null,
  address_line2 text,
  city text not null,
  state text not null,
  pin_code text not null check (pin_code ~ '^[1-9][0-9]{5}$'),
  items jsonb not null check (jsonb_typeof(items) = 'array'),
  subtotal_in_paise bigint not null default 0 check (subtotal_in_paise >= 0),
  gst_in_paise bigint not null default 0 check (gst_in_paise >= 0),
  delivery_fee_in_paise bigint not null default 0 check (delivery_fee_in_paise >= 0),
  total_in_paise bigint not null default 0 check (total_in_paise >= 0),
  payment_method text not null check (payment_method in ('cod', 'upi')),
  status text not null default 'placed'
    check (status in ('placed', 'confirmed', 'shipped', 'delivered', 'cancelled')),
  tax_split text not null default 'igst' check (tax_split in ('cgst_sgst', 'igst')),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index orders_modified_idx on public.orders (_modified, id);
create index orders_user_idx on public.orders (user_id, created_at desc);

-- Prices an order from the database's own products and settings. Per line only productId
-- and quantity are read from the client; lines naming the same product are merged.
--   unit   = bulk_unit_price when bulk_qty is set and quantity >= bulk_qty, else price
--   amount = unit x quantity
--   gst    = round(amount x rate / (100 + rate)) when the price includes GST,
--            round(amount x rate / 100) (added on top) when it does not
--   delivery fee when the subtotal (sum of amounts) is below the free-delivery threshold
--   total  = sum of line totals + delivery fee
-- Security: security definer to read settings and products whatever the caller's policies;
-- every price, the status and the owner are the database's, never the client's.
create function private.prepare_order() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  item jsonb;
  line record;
  product public.products;
  unit_paise bigint;
  amount bigint;
  gst bigint;
  line_total bigint;
  lines jsonb := '[]'::jsonb;
  subtotal bigint := 0;
  gst_total bigint := 0;
  lines_total bigint := 0;
  fee bigint;
  threshold bigint;
  seller_state text;
begin
  if private.is_api_request() then
    if auth.uid() is not null and not public.is_active_user() then
      raise exception 'Your account has been deactivated. Please contact support.'
        using errcode = 'insufficient_privilege';
    end if;
    new.user_id := auth.uid();
    new.created_at := now();
    new._deleted := false;
  end if;
  new.status := 'placed';
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
    unit_paise := case
      when product.bulk_qty is not null and product.bulk_unit_price_paise is not null
           and line.quantity >= product.bulk_qty
        then product.bulk_unit_price_paise
      else product.price_paise
    end;
    amount := unit_paise * line.quantity;
    if product.price_inclusive then
      gst := round(amount * product.gst_rate / (100 + product.gst_rate));
      line_total := amount;
    else
      gst := round(amount * product.gst_rate / 100);
      line_total := amount + gst;
    end if;
    lines := lines || jsonb_build_array(jsonb_build_object(
      'productId', product.id,
      'name', product.name,
      'quantity', line.quantity,
      'unitPriceInPaise', unit_paise,
      'gstRate', trim_scale(product.gst_rate),
      'priceInclusive', product.price_inclusive,
      'hsnCode', product.hsn_code,
      'lineAmountInPaise', amount,
      'gstInPaise', gst,
      'lineTotalInPaise', line_total
    ));
    subtotal := subtotal + amount;
    gst_total := gst_total + gst;
    lines_total := lines_total + line_total;
  end loop;

  select s.delivery_fee_in_paise, s.free_delivery_threshold_in_paise, s.seller_state
  into fee, threshold, seller_state
  from public.site_settings s
  where s.id = 'default';
  fee := case when subtotal < coalesce(threshold, 500000) then coalesce(fee, 15000) else 0 end;

  new.items := lines;
  new.subtotal_in_paise := subtotal;
  new.gst_in_paise := gst_total;
  new.delivery_fee_in_paise := fee;
  new.total_in_paise := lines_total + fee;
  new.tax_split := case when new.state = coalesce(seller_state, 'Maharashtra') then 'cgst_sgst' else 'igst' end;
  return new;
end
$$;

-- Which changes an order accepts after it is placed.
-- Security: security invoker, so current_user is the API role of the request. Through the
-- API only an admin changes an order, and only its status, along the order's life:
-- placed -> confirmed -> shipped -> delivered, and cancelled before delivery.
create function private.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if not public.is_admin() then
    raise exception 'Only admins can change an order' using errcode = 'insufficient_privilege';
  end if;
  if (to_jsonb(new) - 'status' - 'updated_at' - '_modified')
     is distinct from (to_jsonb(old) - 'status' - 'updated_at' - '_modified') then
    raise exception 'Only an order''s status can be changed' using errcode = 'insufficient_privilege';
  end if;
  if new.status <> old.status and not new.status = any (
    case old.status
      when 'placed' then array['confirmed', 'shipped', 'delivered', 'cancelled']
      when 'confirmed' then array['shipped', 'delivered', 'cancelled']
      when 'shipped' then array['delivered', 'cancelled']
      else array[]::text[]
    end
  ) then
    raise exception 'An order cannot go from % to %', old.status, new.status
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger trg_01_ignore_retried_insert
  before insert on public.orders
  for each row execute function private.ignore_retried_insert();
create trigger trg_20_prepare_order
  before insert on public.orders
  for each row execute function private.prepare_order();
create trigger trg_10_guard_order_update
  before update on public.orders
  for each row execute function private.guard_order_update();
create trigger trg_80_touch_updated_at
  before update on public.orders
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified
  before insert or update on public.orders
  for each row execute function private.set_modified();

alter table public.orders enable row level security;

-- Visitors insert but never read back; users read their own orders; admins read all.
create policy "orders: visitors and active users place orders" on public.orders
  for insert to anon, authenticated
  with check (
    ((select auth.uid()) is null or (select public.is_active_user()))
    and user_id is not distinct from (select auth.uid())
  );
create policy "orders: active users read own" on public.orders
  for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "orders: admins read all" on public.orders
  for select to authenticated
  using ((select public.is_admin()));
create policy "orders: admins update status" on public.orders
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
revoke delete, truncate, references, trigger on public.orders from anon, authenticated;

-- product_registrations -----------------------------------------------------------------

create table public.product_registrations (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.users (id) on delete set null,
  owner_name text not null,
  phone text not null,
  email text,
  product_model text not null,
  -- The product the model names, resolved by the database.
  product_id text,
  serial_number text not null,
  purchase_date date not null check (purchase_date >= date '2015-01-01'),
  dealer text,
  invoice_number text,
  warranty_until date generated always as ((purchase_date + interval '2 years')::date) stored,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index product_registrations_modified_idx on public.product_registrations (_modified, id);
create index product_registrations_user_idx on public.product_registrations (user_id);
create index product_registrations_serial_idx on public.product_registrations (product_id, serial_number);

create function private.prepare_registration() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  model text := btrim(new.product_model);
begin
  if private.is_api_request() then
    if auth.uid() is not null and not public.is_active_user() then
      raise exception 'Your account has been deactivated. Please contact support.'
        using errcode = 'insufficient_privilege';
    end if;
    new.user_id := auth.uid();
    new.created_at := now();
    new._deleted := false;
  end if;
  new.owner_name := nullif(btrim(new.owner_name), '');
  if new.owner_name is null then
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
  -- Any product ever sold may be registered, including ones since withdrawn (_deleted).
  select p.id into new.product_id
  from public.products p
  where lower(p.id) = lower(model) or lower(p.name) = lower(model)
  order by lower(p.id) = lower(model) desc
  limit 1;
  if new.product_id is null then
    raise exception 'Please choose a product model from our catalogue'
      using errcode = 'check_violation';
  end if;
  new.serial_number := nullif(btrim(new.serial_number), '');
  if new.serial_number is null then
    raise exception 'Serial number is required' using errcode = 'check_violation';
  end if;
  if new.purchase_date is null then
    raise exception 'Purchase date is required' using errcode = 'check_violation';
  end if;
  if new.purchase_date > (now() at time zone 'Asia/Kolkata')::date then
    raise exception 'Purchase date cannot be in the future' using errcode = 'check_violation';
  end if;
  if new.purchase_date < date '2015-01-01' then
    raise exception 'Purchase date cannot be before 2015' using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger trg_01_ignore_retried_insert
  before insert on public.product_registrations
  for each row execute function private.ignore_retried_insert();
create trigger trg_20_prepare_registration
  before insert on public.product_registrations
  for each row execute function private.prepare_registration();
create trigger zz_set_modified
  before insert or update on public.product_registrations
  for each row execute function private.set_modified();

alter table public.product_registrations enable row level security;

create policy "product_registrations: visitors and active users register" on public.product_registrations
  for insert to anon, authenticated
  with check (
    ((select auth.uid()) is null or (select public.is_active_user()))
    and user_id is not distinct from (select auth.uid())
  );
create policy "product_registrations: active users read own" on public.product_registrations
  for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "product_registrations: admins read all" on public.product_registrations
  for select to authenticated
  using ((select public.is_admin()));
-- Admins may retire a spam registration (_deleted); nobody else changes one.
create policy "product_registrations: admins update" on public.product_registrations
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
revoke delete, truncate, references, trigger on public.product_registrations from anon, authenticated;

revoke execute on all functions in schema private from public;
