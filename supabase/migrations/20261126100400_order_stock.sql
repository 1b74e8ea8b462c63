-- Stock that cannot be oversold (issue 25). Placing an order reserves its stock in the same
-- transaction that prices it, with the products locked in id order; a line asking for more
-- than is left refuses the whole order, saying which product and how many are left (and, for
-- the device, the same as JSON in the error's detail). Cancelling returns exactly what the
-- order reserved, once. Every movement is in a ledger, and a product's edited_at ignores
-- movements, so publishing an admin's product draft applies its stock as a difference
-- against the draft's base instead of overwriting what orders took meanwhile.

-- The ledger and edited_at -------------------------------------------------------------------

-- One row per product per reservation (negative) or return (positive); moved_at is the
-- product's _modified after the movement, so drafts can tell which movements they missed.
create table private.stock_movements (
  id bigint generated always as identity primary key,
  product_id text not null,
  order_id uuid not null,
  delta integer not null check (delta <> 0),
  reason text not null check (reason in ('order', 'cancel')),
  moved_at timestamptz not null
);
create index stock_movements_product_idx on private.stock_movements (product_id, moved_at);
create index stock_movements_order_idx on private.stock_movements (order_id);

alter table public.products add column edited_at timestamptz;

comment on column public.products.edited_at is
  'When the product last changed other than by an order''s stock movement (null: at _modified). publish_products compares drafts with this, not with _modified.';

-- Security: security invoker; only the database's own stock movements (private.move_stock,
-- running as the owner with mgrid.stock_movement on, changing nothing but the stock) leave
-- edited_at alone. Every other insert or update, including an admin's, stamps it.
create function private.stamp_product_edit() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and current_user not in ('anon', 'authenticated')
     and coalesce(current_setting('mgrid.stock_movement', true), '') = 'on'
     -- Generated columns are not computed yet in a BEFORE trigger: compare what they follow.
     and (to_jsonb(new) - 'stockQuantity' - 'updated_at' - '_modified' - 'edited_at'
          - 'price_paise' - 'mrp_paise' - 'bulk_unit_price_paise')
       = (to_jsonb(old) - 'stockQuantity' - 'updated_at' - '_modified' - 'edited_at'
          - 'price_paise' - 'mrp_paise' - 'bulk_unit_price_paise') then
    new.edited_at := coalesce(old.edited_at, old._modified);
  else
    new.edited_at := clock_timestamp();
  end if;
  return new;
end
$$;

create trigger trg_85_stamp_product_edit
  before insert or update on public.products
  for each row execute function private.stamp_product_edit();

-- Moves one product's stock for an order and records it. A reservation that would take the
-- stock below zero fails on the products check constraint (prepare_order refuses it first,
-- with words).
create function private.move_stock(
  product text, target_order uuid, delta integer, reason text
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  moved timestamptz;
begin
  perform set_config('mgrid.stock_movement', 'on', true);
  update public.products p
  set "stockQuantity" = p."stockQuantity" + delta
  where p.id = product
  returning p._modified into moved;
  perform set_config('mgrid.stock_movement', '', true);
  if moved is not null then
    insert into private.stock_movements (product_id, order_id, delta, reason, moved_at)
    values (product, target_order, delta, reason, moved);
  end if;
end
$$;

-- The net stock orders moved for a product after `since` (a draft's base _modified), to the
-- millisecond as drafts carry it.
create function private.stock_moved_since(product text, since timestamptz) returns integer
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(sum(m.delta), 0)::integer
  from private.stock_movements m
  where m.product_id = product
    and date_trunc('milliseconds', m.moved_at) > date_trunc('milliseconds', since)
$$;

-- Returns to stock what an order reserved (orders placed before reservations existed
-- reserved nothing and return nothing), once.
create function private.release_order_stock(target public.orders) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  line record;
begin
  if target.stock_released_at is not null then
    return;
  end if;
  -- The same lock order as placing an order, so the two never deadlock.
  perform 1 from public.products p
  where p.id = any (array(
    select m.product_id from private.stock_movements m where m.order_id = target.id))
  order by p.id
  for update;
  for line in
    select m.product_id, -sum(m.delta)::integer as reserved
    from private.stock_movements m
    where m.order_id = target.id
    group by m.product_id
    having sum(m.delta) < 0
    order by m.product_id
  loop
    perform private.move_stock(line.product_id, target.id, line.reserved, 'cancel');
  end loop;
  perform private.open_order_write(target.id);
  update public.orders set stock_released_at = now() where id = target.id;
  perform private.close_order_write();
end
$$;

-- Placing an order ---------------------------------------------------------------------------

-- placed_at has no default: prepare_order always sets it (from the device's placed_at or,
-- as today's app sends, its created_at), so "not sent" can be told from "sent".
alter table public.orders alter column placed_at drop default;

-- Prices an order from the database's own products and settings, and reserves its stock
-- (replaces 20261121000400's version; the pricing rules are unchanged, see there).
-- Per line only productId and quantity are read from the client; lines naming the same
-- product are merged.
-- Stock: every product of the order is locked (for update, in id order, so concurrent orders
-- queue instead of deadlocking, and each reads what the one before it left); a merged line
-- asking for more than "stockQuantity" refuses the order with check_violation:
--   message  'Only 2 left of <name>: you asked for 3.' or '<name> is out of stock.'
--            (the first short line; more short lines add a sentence)
--   detail   {"reason": "out_of_stock", "lines": [{"productId", "name", "asked", "available"}]}
--            every short line, as JSON text, so the device can show them and offer the rest
--   hint     what to do about it
-- Otherwise the stock is taken (private.move_stock) before the row is stored.
-- Placement time: placed_at is the device's (placed_at, else the created_at it sent), at
-- most now and at least 30 days ago; created_at is the database's.
-- Security: security definer to read settings and lock products whatever the caller's
-- policies; every price, the status, the owner and the lifecycle columns are the database's.
create or replace function private.prepare_order() returns trigger
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

-- Publishing product drafts, with stock as a difference ------------------------------------

-- Publishes an admin's product drafts in one transaction (replaces 20261121000500's version;
-- same arguments and answer).
--   upserts:   [{...product columns, "_base_modified": <server _modified the draft began
--               from, or null for a new product>}]
--   deletions: [{"id": ..., "_base_modified": ...}]
-- The client sends what it always has: the draft's columns and the _modified it began from.
-- A conflict is a product edited on the server since its draft began (edited_at after the
-- draft's base; orders' stock movements are not edits), or a "new" product whose id exists.
-- Stock: for a product that exists, the draft's "stockQuantity" is applied as a difference
-- against the stock the draft began from, so units that orders took (or cancellations
-- returned) since then are never overwritten: published = server now + (draft - base), where
-- base = server now - what orders moved after _base_modified (the stock ledger). Publishing
-- itself is not an order movement, so a retried publish changes nothing twice. A difference
-- that would take the stock below zero is a conflict (reason 'stock', with the stock
-- available now); with force it publishes 0.
-- With conflicts and force = false nothing is written and they are reported; otherwise
-- everything is applied: upserts (re-)activate their products, deletions are soft. A draft
-- that already matches the server is not a conflict, so retrying a publish whose answer was
-- lost succeeds. Timestamps compare to the millisecond, which survives a JS Date.
-- Security: security definer (to read the private stock ledger), so the admin check below is
-- what guards it (as before, for every API caller).
create or replace function public.publish_products(upserts jsonb, deletions jsonb, force boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  writable text[];
  item jsonb;
  draft jsonb;
  prepared jsonb := '{}'::jsonb;
  product_id text;
  base timestamptz;
  base_stock integer;
  published_stock integer;
  server public.products;
  reason text;
  conflicts jsonb := '[]'::jsonb;
  upserted text[] := '{}';
  deleted text[] := '{}';
  seen text[] := '{}';
  columns text;
  assignments text;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only admins can publish products' using errcode = 'insufficient_privilege';
  end if;
  upserts := coalesce(upserts, '[]'::jsonb);
  deletions := coalesce(deletions, '[]'::jsonb);
  if jsonb_typeof(upserts) <> 'array' or jsonb_typeof(deletions) <> 'array' then
    raise exception 'upserts and deletions must be arrays' using errcode = 'invalid_parameter_value';
  end if;

  -- Columns a draft may set: not generated, not kept by the database itself.
  select array_agg(a.attname::text order by a.attnum)
  into writable
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.products'::regclass
    and a.attnum > 0
    and not a.attisdropped
    and a.attgenerated = ''
    and a.attname not in ('_modified', '_deleted', 'created_at', 'updated_at', 'edited_at');

  for item in select e.value from jsonb_array_elements(upserts || deletions) as e loop
    product_id := nullif(btrim(item ->> 'id'), '');
    if jsonb_typeof(item) <> 'object' or product_id is null then
      raise exception 'Every product needs an id' using errcode = 'invalid_parameter_value';
    end if;
    if product_id = any (seen) then
      raise exception 'Product % appears more than once in this publish', product_id
        using errcode = 'invalid_parameter_value';
    end if;
    seen := seen || product_id;
  end loop;

  -- Lock every product named, in id order as placing an order does, so a publish and an
  -- order wait for each other instead of deadlocking.
  perform 1 from public.products p where p.id = any (seen) order by p.id for update;

  -- 1. Conflicts and stock, with the rows locked so nothing changes between check and write.
  for item in select e.value from jsonb_array_elements(upserts) as e loop
    product_id := item ->> 'id';
    base := (item ->> '_base_modified')::timestamptz;
    draft := (select jsonb_object_agg(d.key, d.value) from jsonb_each(item) as d where d.key = any (writable));
    reason := null;
    select p.* into server from public.products p where p.id = product_id for update;
    if not found then
      if base is not null then
        conflicts := conflicts || jsonb_build_array(jsonb_build_object(
          'id', product_id, 'server_modified', null, 'reason', 'deleted'));
      end if;
      prepared := prepared || jsonb_build_object(product_id, draft);
      continue;
    end if;
    if base is not null and jsonb_typeof(draft -> 'stockQuantity') = 'number' then
      base_stock := server."stockQuantity" - private.stock_moved_since(product_id, base);
      published_stock := server."stockQuantity" + ((draft ->> 'stockQuantity')::integer - base_stock);
      if published_stock < 0 then
        reason := 'stock';
        published_stock := 0;
      end if;
      draft := jsonb_set(draft, '{stockQuantity}', to_jsonb(published_stock));
    end if;
    prepared := prepared || jsonb_build_object(product_id, draft);
    if not server._deleted
      and to_jsonb(jsonb_populate_record(server, draft)) = to_jsonb(server) then
      reason := null; -- the server already holds this draft
    elsif base is null then
      reason := 'exists';
    elsif date_trunc('milliseconds', coalesce(server.edited_at, server._modified))
          > date_trunc('milliseconds', base) then
      reason := 'changed';
    end if;
    if reason is not null then
      conflicts := conflicts || jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
        'id', product_id, 'server_modified', server._modified, 'reason', reason,
        'available', case when reason = 'stock' then server."stockQuantity" end)));
    end if;
  end loop;

  for item in select e.value from jsonb_array_elements(deletions) as e loop
    product_id := item ->> 'id';
    base := (item ->> '_base_modified')::timestamptz;
    select p.* into server from public.products p where p.id = product_id for update;
    if found and not server._deleted and (
      base is null
      or date_trunc('milliseconds', coalesce(server.edited_at, server._modified))
         > date_trunc('milliseconds', base)
    ) then
      conflicts := conflicts || jsonb_build_array(jsonb_build_object(
        'id', product_id, 'server_modified', server._modified, 'reason', 'changed'));
    end if;
  end loop;

  if jsonb_array_length(conflicts) > 0 and not coalesce(force, false) then
    return jsonb_build_object(
      'ok', false, 'conflicts', conflicts, 'upserted', '[]'::jsonb, 'deleted', '[]'::jsonb);
  end if;

  -- 2. Write. Keys a draft leaves out keep their server value (or the column default).
  for item in select e.value from jsonb_array_elements(upserts) as e loop
    product_id := item ->> 'id';
    draft := prepared -> product_id;
    select string_agg(format('%I', k), ', '), string_agg(format('%I = excluded.%I', k, k), ', ')
    into columns, assignments
    from jsonb_object_keys(draft) as k;
    execute format(
      'insert into public.products as p (%1$s, _deleted)
         select %1$s, false from pg_catalog.jsonb_populate_record(null::public.products, $1)
       on conflict (id) do update set %2$s, _deleted = false',
      columns, assignments)
    using draft;
    upserted := upserted || product_id;
  end loop;

  for item in select e.value from jsonb_array_elements(deletions) as e loop
    product_id := item ->> 'id';
    update public.products p set _deleted = true where p.id = product_id and not p._deleted;
    if exists (select 1 from public.products p where p.id = product_id) then
      deleted := deleted || product_id;
    end if;
  end loop;

  return jsonb_build_object(
    'ok', true, 'conflicts', '[]'::jsonb,
    'upserted', to_jsonb(upserted), 'deleted', to_jsonb(deleted));
end
$$;

comment on function public.publish_products(jsonb, jsonb, boolean) is
  'Publishes product drafts atomically. Per upsert: _base_modified (the server _modified the draft began from); "stockQuantity" is applied as a difference against the stock then, so order reservations made since are kept. Answers {ok, conflicts[{id, server_modified, reason: deleted|exists|changed|stock, available?}], upserted, deleted}.';

revoke execute on function public.publish_products(jsonb, jsonb, boolean) from public, anon;
grant execute on function public.publish_products(jsonb, jsonb, boolean) to authenticated, service_role;

revoke execute on all functions in schema private from public;
