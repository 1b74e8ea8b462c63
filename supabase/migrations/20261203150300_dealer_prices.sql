-- Dealer prices in the one pricing path (issue 44, first slice): a dealer member's cart
-- (public.price_cart) and order lines (private.prepare_order) are priced at the lower of the
-- dealer price of the member's tier and the shopper's price for that quantity (the bulk tier),
-- and a dealer orders each product in its packs and from its dealer minimum (refused in words).
-- The dealer price: tier_prices.price_in_paise when set, else the list price less the row's
-- discount (else the tier's default), rounded half up to the whole rupee, never above the
-- list price. src/lib/dealer-pricing.ts previews the same; both run
-- tests/fixtures/rules/dealer-pricing.json.
--
-- Who is a dealer buyer: an active account with an active membership of a dealer account,
-- active or suspended (a suspension refuses credit, later; browsing and prices stay). A viewer
-- sees dealer prices and cannot order. Staff placing an order are not priced as a dealer.
-- Dealer lines carry dealerTier and shopperUnitPriceInPaise (the price beside "Your dealer
-- price"); nothing of a tier is ever written into public.products.

-- tier_prices replicates as every synced table does, by (_modified, id): its id is the key's
-- two parts, 'gold:sl02'.
alter table public.tier_prices
  add column id text generated always as (tier_id || ':' || product_id) stored not null unique;
drop index public.tier_prices_modified_idx;
create index tier_prices_modified_idx on public.tier_prices (_modified, id);

-- The dealer (tier and role) a user buys for, or no row.
create function private.dealer_buyer(p_user uuid) returns table (dealer_id uuid, tier_id text, role text)
language sql
stable
security definer
set search_path = ''
as $$
  select m.dealer_id, d.tier_id, m.role
  from public.dealer_members m
  join public.dealer_accounts d on d.id = m.dealer_id and not d._deleted
  join public.users u on u.id = m.user_id and u.is_active and not u._deleted
  where m.user_id = p_user and m.status = 'active' and not m._deleted
  limit 1
$$;

-- The dealer price of one unit (see the header): whole rupees, rounded half up.
create function private.dealer_unit_price(list_in_paise bigint, discount_percent numeric, price_in_paise bigint)
returns bigint
language sql
immutable
set search_path = ''
as $$
  select least(list_in_paise,
    coalesce(price_in_paise, round(list_in_paise * (100 - discount_percent) / 10000) * 100))::bigint
$$;

-- A line's unit price for a tier (null: the shopper's, private.rule_unit_price), after the
-- tier's quantity rules for the product: at least its dealer minimum, in whole packs.
create function private.dealer_line_unit(product public.products, quantity integer, tier text)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  row public.tier_prices;
  tier_discount numeric;
begin
  if tier is null then
    return private.rule_unit_price(product, quantity);
  end if;
  select t.discount_percent into tier_discount from public.price_tiers t where t.id = tier;
  select * into row from public.tier_prices p
  where p.tier_id = tier and p.product_id = product.id and not p._deleted;
  if quantity < coalesce(row.min_quantity, 1) then
    raise exception 'The dealer minimum for % is %: order at least %, not %.',
      product.name, row.min_quantity, row.min_quantity, quantity
      using errcode = 'check_violation';
  end if;
  if quantity % coalesce(row.pack_size, 1) <> 0 then
    raise exception '% comes in packs of %: order % or another multiple of %, not %.',
      product.name, row.pack_size, ceil(quantity::numeric / row.pack_size)::integer * row.pack_size,
      row.pack_size, quantity
      using errcode = 'check_violation';
  end if;
  return least(
    private.dealer_unit_price(product.price_paise,
      coalesce(row.discount_percent, tier_discount, 0), row.price_in_paise),
    private.rule_unit_price(product, quantity));
end
$$;

revoke execute on function private.dealer_buyer(uuid) from public;
revoke execute on function private.dealer_unit_price(bigint, numeric, bigint) from public;
revoke execute on function private.dealer_line_unit(public.products, integer, text) from public;

-- The price list a dealer's device keeps (offline): every product a shopper may buy, at the
-- caller's tier. Nothing for anyone who is not an active member of a dealer.
create function public.dealer_price_list() returns setof jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'product_id', p.id,
    'list_price_in_paise', p.price_paise,
    'dealer_price_in_paise', private.dealer_unit_price(p.price_paise,
      coalesce(tp.discount_percent, t.discount_percent), tp.price_in_paise),
    'pack_size', coalesce(tp.pack_size, 1),
    'min_quantity', coalesce(tp.min_quantity, 1))
  from private.dealer_buyer(auth.uid()) as b
  join public.price_tiers t on t.id = b.tier_id
  cross join public.products p
  left join public.tier_prices tp on tp.tier_id = t.id and tp.product_id = p.id and not tp._deleted
  where not p.hidden and not p._deleted and p.price_paise is not null
  order by p.rank, p.id
$$;

revoke execute on function public.dealer_price_list() from public;
grant execute on function public.dealer_price_list() to anon, authenticated, service_role;

comment on function public.dealer_price_list() is
  'An active dealer member''s prices (viewers too): one row per product a shopper may buy, {product_id, list_price_in_paise, dealer_price_in_paise, pack_size, min_quantity}, by rank. No rows for anyone else.';

-- The cart's price (replaces 20261202141100's version): a dealer member's lines at the tier.
create or replace function public.price_cart(items jsonb, delivery_state text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  item jsonb;
  line record;
  product public.products;
  priced jsonb;
  lines jsonb := '[]'::jsonb;
  subtotal bigint := 0;
  gst_total bigint := 0;
  lines_total bigint := 0;
  fee bigint;
  seller_state text;
  state text := public.indian_state_name(delivery_state);
  -- A dealer member's cart is priced at the dealer's tier (null: a shopper's).
  tier text := (select b.tier_id from private.dealer_buyer(auth.uid()) as b);
  shopper_unit bigint;
begin
  if items is null or jsonb_typeof(items) <> 'array' or jsonb_array_length(items) = 0 then
    raise exception 'The order has no items' using errcode = 'check_violation';
  end if;
  if jsonb_array_length(items) > 100 then
    raise exception 'An order can have at most 100 lines' using errcode = 'check_violation';
  end if;
  for item in select e.value from jsonb_array_elements(items) as e loop
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
    from jsonb_array_elements(items) with ordinality as e
    group by 1
    order by 3
  loop
    if line.quantity > 10000 then
      raise exception 'Quantity must be a whole number from 1 to 10000 (product %, all lines together)',
        line.product_id using errcode = 'check_violation';
    end if;
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
    shopper_unit := private.rule_unit_price(product, line.quantity);
    priced := private.price_line(product, line.quantity,
      private.dealer_line_unit(product, line.quantity, tier), 0);
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
      'lineTotalInPaise', (priced ->> 'total')::bigint)
    || case when tier is null then '{}'::jsonb else jsonb_build_object(
      'dealerTier', tier, 'shopperUnitPriceInPaise', shopper_unit) end);
    subtotal := subtotal + (priced ->> 'amount')::bigint;
    gst_total := gst_total + (priced ->> 'gst')::bigint;
    lines_total := lines_total + (priced ->> 'total')::bigint;
  end loop;

  select s.seller_state into seller_state from public.site_settings s where s.id = 'default';
  fee := private.delivery_fee_for(subtotal);
  return jsonb_build_object(
    'lines', lines,
    'subtotalInPaise', subtotal,
    'gstInPaise', gst_total,
    'deliveryFeeInPaise', fee,
    'totalInPaise', lines_total + fee,
    'taxSplit', case
      when state is null then null
      when state = coalesce(seller_state, 'Maharashtra') then 'cgst_sgst'
      else 'igst' end);
end
$$;

-- Placing an order (replaces 20261202140100's version): a dealer member's lines at the tier, a
-- viewer refused; everything else unchanged.
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
  -- What the buyer saw: the client's total and each line's unit price, read before they are
  -- overwritten (null when the client did not state a price for every line).
  shown_total bigint;
  shown_units jsonb := '{}'::jsonb;
  hold text;
  -- The buyer's dealer (its tier and the member's role), when the buyer is a dealer member.
  buyer record;
  tier text;
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
  select b.tier_id, b.role into buyer from private.dealer_buyer(new.user_id) as b;
  tier := buyer.tier_id;
  if buyer.role = 'viewer' then
    raise exception 'Your dealer account shows dealer prices but cannot place orders: ask the shop''s owner to make you a buyer.'
      using errcode = 'insufficient_privilege';
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

  -- An order states what was shown when it carries its total and every line's unit price (as
  -- every version of the app sends them); a bare list of products and quantities claims nothing.
  if new.total_in_paise is not null and not exists (
       select 1 from jsonb_array_elements(new.items) as e
       where jsonb_typeof(e.value -> 'unitPriceInPaise') is distinct from 'number') then
    shown_total := new.total_in_paise;
    select coalesce(jsonb_object_agg(f.product_id, f.unit), '{}'::jsonb) into shown_units
    from (
      select distinct on (e.value ->> 'productId') e.value ->> 'productId' as product_id,
             round((e.value ->> 'unitPriceInPaise')::numeric)::bigint as unit
      from jsonb_array_elements(new.items) with ordinality as e
      order by e.value ->> 'productId', e.ordinality
    ) as f;
  end if;
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
    quoted := null;
    if quote.id is not null then
      select e.value into quoted
      from jsonb_array_elements(quote.lines) as e
      where e.value ->> 'productId' = line.product_id;
    end if;
    unit_paise := coalesce((quoted ->> 'unit_in_paise')::bigint,
      private.dealer_line_unit(product, line.quantity, tier));
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
    ) || case when shown_units ? product.id then jsonb_build_object(
      'shownUnitPriceInPaise', (shown_units ->> product.id)::bigint) else '{}'::jsonb end
    || case when quoted is not null or tier is null then '{}'::jsonb else jsonb_build_object(
      'dealerTier', tier,
      'shopperUnitPriceInPaise', private.rule_unit_price(product, line.quantity)) end
    || case when quoted is null then '{}'::jsonb else jsonb_build_object(
      'listUnitPriceInPaise', unit_paise,
      'discountPercent', discount,
      'discountInPaise', unit_paise * line.quantity - (priced ->> 'amount')::bigint) end);
    subtotal := subtotal + (priced ->> 'amount')::bigint;
    gst_total := gst_total + (priced ->> 'gst')::bigint;
    lines_total := lines_total + (priced ->> 'total')::bigint;
  end loop;

  select s.seller_state into seller_state from public.site_settings s where s.id = 'default';
  fee := coalesce(quote.delivery_fee_in_paise, private.delivery_fee_for(subtotal));

  new.items := lines;
  new.subtotal_in_paise := subtotal;
  new.gst_in_paise := gst_total;
  new.delivery_fee_in_paise := fee;
  new.total_in_paise := lines_total + fee;
  new.tax_split := case when new.state = coalesce(seller_state, 'Maharashtra') then 'cgst_sgst' else 'igst' end;

  -- A quotation's buyer saw the quotation's total (its prices are frozen).
  if quote.id is not null then
    shown_total := quote.total_in_paise;
  end if;
  new.shown_total_in_paise := shown_total;
  hold := private.price_hold_reason(shown_total, new.total_in_paise, new.items);
  if hold is not null then
    -- Charging more than was shown needs the buyer's yes: nothing is reserved until then.
    new.status := 'held';
    new.hold_reason := hold;
  else
    new.hold_reason := null;
    perform private.reserve_order_stock(new.id, new.items);
  end if;
  return new;
end
$$;

-- A visitor asking to apply hears "Please sign in to apply as a dealer." from the function
-- itself, on a project with or without the API roles' default privileges.
grant execute on function public.submit_dealer_application(jsonb) to anon;
