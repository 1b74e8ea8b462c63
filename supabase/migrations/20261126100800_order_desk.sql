-- The order desk's reads (issue 25): a filtered, paged list with counts per status, one order
-- with everything about it, and the products running low. Staff only (admin, superadmin),
-- checked in SQL; fast at 50,000 orders (indexes below; trigram search where the search
-- term can be anywhere in a name, phone or email).

create extension if not exists pg_trgm with schema extensions;

-- Newest first, overall and within a status.
create index orders_created_idx on public.orders (created_at desc, id desc);
create index orders_status_created_idx on public.orders (status, created_at desc, id desc);
-- Name, email and phone digits in one text, matched with ILIKE '%term%'. admin_orders
-- repeats this exact expression so the planner can use the index.
create index orders_search_idx on public.orders using gin (
  (lower(customer_name || ' ' || coalesce(email, '') || ' ' || regexp_replace(phone, '[^0-9]', '', 'g')))
  extensions.gin_trgm_ops
);
-- The staff orders in each customer's lead, and orders a staff member placed.
create index orders_placed_by_idx on public.orders (placed_by, created_at desc) where placed_by is not null;

-- "Only N left" on the storefront and the desk's low-stock view start at this many units.
alter table public.site_settings
  add column low_stock_threshold integer not null default 5
    constraint site_settings_low_stock_threshold_range check (low_stock_threshold between 0 and 1000);

comment on column public.site_settings.low_stock_threshold is
  'Products with this many units or fewer show "Only N left" and appear in low_stock_products().';

-- The order list ------------------------------------------------------------------------------

-- One page of orders, newest first (by when they reached the database), with the total that
-- match and the counts per status (the filters except status applied: the desk's "12 to
-- confirm, 4 to ship").
--   filters (all optional):
--     status          text or [text]   placed, confirmed, packed, shipped, delivered, cancelled
--     payment_status  text or [text]   pending, paid, refunded
--     payment_method  text             cod, upi
--     state           text             an Indian state or union territory (any case)
--     date_from       'YYYY-MM-DD'     first day, India time (orders created from 00:00 IST)
--     date_to         'YYYY-MM-DD'     last day, India time (inclusive)
--     search          text             an order number (MG-1A2B3C4D, or its first 4+ digits),
--                                      or part of a name, email or phone number
--   page from 1; page_size 1-200 (default 50).
-- Answers {"rows": [...], "total": n, "counts": {"placed": n, ...}, "page": n, "page_size": n};
-- each row: id, order_number, customer_name, phone, email, city, state, total_in_paise,
-- payment_method, payment_status, status, item_count, placed_at, created_at, placed_by.
-- Security: security definer (it reads with private helpers); staff only, checked first.
create function public.admin_orders(
  filters jsonb default '{}'::jsonb, page integer default 1, page_size integer default 50
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  statuses text[];
  payment_statuses text[];
  method text := nullif(btrim(filters ->> 'payment_method'), '');
  state_name text;
  day_from date;
  day_to date;
  term text := nullif(btrim(filters ->> 'search'), '');
  number_prefix text;
  pattern text;
  conditions text[] := array['not o._deleted'];
  size integer := least(greatest(coalesce(page_size, 50), 1), 200);
  skip integer;
  result_rows jsonb;
  total integer;
  counts jsonb;
  unknown text;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only MGRID staff can see the order desk.' using errcode = 'insufficient_privilege';
  end if;
  filters := coalesce(filters, '{}'::jsonb);
  if jsonb_typeof(filters) <> 'object' then
    raise exception 'filters must be a JSON object' using errcode = 'invalid_parameter_value';
  end if;
  skip := (greatest(coalesce(page, 1), 1) - 1) * size;

  statuses := private.text_list(filters -> 'status');
  select s into unknown from unnest(statuses) s
  where s not in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled') limit 1;
  if found then
    raise exception 'Unknown order status: %', unknown using errcode = 'invalid_parameter_value';
  end if;
  payment_statuses := private.text_list(filters -> 'payment_status');
  select s into unknown from unnest(payment_statuses) s
  where s not in ('pending', 'paid', 'refunded') limit 1;
  if found then
    raise exception 'Unknown payment status: %', unknown using errcode = 'invalid_parameter_value';
  end if;
  if method is not null and method not in ('cod', 'upi') then
    raise exception 'Unknown payment method: %', method using errcode = 'invalid_parameter_value';
  end if;
  if nullif(btrim(filters ->> 'state'), '') is not null then
    state_name := public.indian_state_name(filters ->> 'state');
    if state_name is null then
      raise exception 'Unknown state: %', filters ->> 'state' using errcode = 'invalid_parameter_value';
    end if;
  end if;
  begin
    if coalesce(btrim(filters ->> 'date_from'), '') !~ '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$'
       or coalesce(btrim(filters ->> 'date_to'), '') !~ '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' then
      raise exception using errcode = 'invalid_datetime_format';
    end if;
    day_from := nullif(btrim(filters ->> 'date_from'), '')::date;
    day_to := nullif(btrim(filters ->> 'date_to'), '')::date;
  exception when others then
    raise exception 'Dates must be written YYYY-MM-DD' using errcode = 'invalid_parameter_value';
  end;

  if cardinality(payment_statuses) > 0 then
    conditions := conditions || 'o.payment_status = any ($2)'::text;
  end if;
  if method is not null then
    conditions := conditions || 'o.payment_method = $3'::text;
  end if;
  if state_name is not null then
    conditions := conditions || 'o.state = $4'::text;
  end if;
  if day_from is not null then
    conditions := conditions || '(o.created_at >= ($5::timestamp at time zone ''Asia/Kolkata''))'::text;
  end if;
  if day_to is not null then
    conditions := conditions || '(o.created_at < (($6 + 1)::timestamp at time zone ''Asia/Kolkata''))'::text;
  end if;
  if term is not null then
    -- A phone number matches however it was typed (spaces, +91); anything else matches
    -- literally (% and _ typed by staff are not wildcards). The expression is the one
    -- orders_search_idx indexes.
    if term ~ '^[0-9+() -]+$' and length(regexp_replace(term, '[^0-9]', '', 'g')) >= 4 then
      pattern := '%' || right(regexp_replace(term, '[^0-9]', '', 'g'), 10) || '%';
    else
      pattern := '%' || replace(replace(replace(lower(term), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    end if;
    number_prefix := lower(regexp_replace(upper(term), '^MG-?', ''));
    conditions := conditions || (
      '(lower(o.customer_name || '' '' || coalesce(o.email, '''') || '' '' || regexp_replace(o.phone, ''[^0-9]'', '''', ''g'')) like $8'
      || case when number_prefix ~ '^[0-9a-f]{4,8}$' then ' or left(o.id::text, 8) like $7' else '' end
      || ')');
  end if;

  -- Counts per status under every filter but the status.
  execute format(
    'select coalesce(jsonb_object_agg(s.status, s.n), ''{}''::jsonb)
     from (select o.status, count(*)::integer as n from public.orders o where %s group by o.status) s',
    array_to_string(conditions, ' and '))
  into counts
  using statuses, payment_statuses, method, state_name, day_from, day_to,
        number_prefix || '%', pattern;
  counts := jsonb_build_object('placed', 0, 'confirmed', 0, 'packed', 0, 'shipped', 0,
    'delivered', 0, 'cancelled', 0) || counts;
  if cardinality(statuses) > 0 then
    select coalesce(sum((counts ->> s)::integer), 0) into total from unnest(statuses) s;
    -- One status reads (status, created_at) in order; = any () cannot before PostgreSQL 17.
    conditions := conditions || case when cardinality(statuses) = 1
      then 'o.status = ($1)[1]' else 'o.status = any ($1)' end;
  else
    select coalesce(sum(c.value::integer), 0) into total from jsonb_each_text(counts) as c;
  end if;

  execute format(
    'select coalesce(jsonb_agg(r order by r.created_at desc, r.id desc), ''[]''::jsonb)
     from (
       select o.id, public.order_number(o.id) as order_number, o.customer_name, o.phone, o.email,
              o.city, o.state, o.total_in_paise, o.payment_method, o.payment_status, o.status,
              jsonb_array_length(o.items) as item_count, o.placed_at, o.created_at, o.placed_by
       from public.orders o
       where %s
       order by o.created_at desc, o.id desc
       limit %s offset %s
     ) r', array_to_string(conditions, ' and '), size, skip)
  into result_rows
  using statuses, payment_statuses, method, state_name, day_from, day_to,
        number_prefix || '%', pattern;

  return jsonb_build_object(
    'rows', result_rows, 'total', total, 'counts', counts,
    'page', greatest(coalesce(page, 1), 1), 'page_size', size);
end
$$;

comment on function public.admin_orders(jsonb, integer, integer) is
  'Staff: a page of orders newest first with total and counts per status. filters: status, payment_status (text or list), payment_method, state, date_from, date_to (YYYY-MM-DD, India time), search (order number, name, email, phone).';

-- A filter value as a list: "x" -> {x}, ["x", "y"] -> {x,y}, null -> {}.
create function private.text_list(value jsonb) returns text[]
language sql immutable
set search_path = ''
as $$
  select case jsonb_typeof(value)
    when 'string' then array[value #>> '{}']
    when 'array' then array(select e from jsonb_array_elements_text(value) as e)
    else '{}'::text[]
  end
$$;

-- One order ------------------------------------------------------------------------------------

-- Everything the order page shows: the order row, its number, who placed it for the
-- customer, the customer's lead, the full timeline (staff notes and names included) and the
-- payments. Null when there is no such order.
-- Security: security definer to gather the order's rows in one answer; staff only.
create function public.admin_order(order_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only MGRID staff can see the order desk.' using errcode = 'insufficient_privilege';
  end if;
  select to_jsonb(o) || jsonb_build_object(
    'order_number', public.order_number(o.id),
    'placed_by_name', (
      select coalesce(nullif(btrim(u.full_name), ''), u.email) from public.users u where u.id = o.placed_by),
    'lead', (
      select jsonb_build_object('id', l.id, 'name', l.name, 'status', l.status, 'source', l.source)
      from public.leads l where l.id = o.lead_id),
    'events', coalesce((
      select jsonb_agg(to_jsonb(e) - '_modified' - '_deleted' order by e.created_at, e.id)
      from public.order_events e where e.order_id = o.id and not e._deleted), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(to_jsonb(p) - '_modified' - '_deleted' order by p.created_at, p.id)
      from public.order_payments p where p.order_id = o.id and not p._deleted), '[]'::jsonb)
  )
  into result
  from public.orders o
  where o.id = admin_order.order_id and not o._deleted;
  return result;
end
$$;

comment on function public.admin_order(uuid) is
  'Staff: one order with order_number, placed_by_name, lead {id, name, status, source}, events (all, with actors) and payments; null when not found.';

-- Low stock ------------------------------------------------------------------------------------

-- Products at or below the threshold (site_settings.low_stock_threshold when not given),
-- fewest first. Withdrawn products are left out; hidden ones are included (still stocked).
create function public.low_stock_products(threshold integer default null)
returns table (id text, name text, category text, "stockQuantity" integer, hidden boolean)
language plpgsql
stable
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only MGRID staff can see stock levels.' using errcode = 'insufficient_privilege';
  end if;
  return query
    select p.id, p.name, p.category, p."stockQuantity", p.hidden
    from public.products p
    where not p._deleted
      and p."stockQuantity" <= coalesce(
        low_stock_products.threshold,
        (select s.low_stock_threshold from public.site_settings s where s.id = 'default'),
        5)
    order by p."stockQuantity", p.name;
end
$$;

comment on function public.low_stock_products(integer) is
  'Staff: products with stockQuantity at or below the threshold (default: site_settings.low_stock_threshold), fewest first.';

revoke execute on function public.admin_orders(jsonb, integer, integer) from public, anon;
revoke execute on function public.admin_order(uuid) from public, anon;
revoke execute on function public.low_stock_products(integer) from public, anon;
grant execute on function public.admin_orders(jsonb, integer, integer) to authenticated, service_role;
grant execute on function public.admin_order(uuid) to authenticated, service_role;
grant execute on function public.low_stock_products(integer) to authenticated, service_role;

revoke execute on all functions in schema private from public;
