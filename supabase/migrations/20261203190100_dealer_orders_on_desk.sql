-- Dealer orders on the order desk (issue 44, "Ordering for the shop"): admin_orders filters by
-- the payment method 'on_account' and by dealer orders ({"dealer": true}), and each row carries
-- dealer_id and dealer_business_name; admin_order carries the same two. Replaces
-- 20261202170300's admin_orders and 20261126200400's admin_order; nothing else changed.

create or replace function public.admin_orders(
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
  dealer_only boolean;
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
  where s not in ('held', 'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled') limit 1;
  if found then
    raise exception 'Unknown order status: %', unknown using errcode = 'invalid_parameter_value';
  end if;
  payment_statuses := private.text_list(filters -> 'payment_status');
  select s into unknown from unnest(payment_statuses) s
  where s not in ('pending', 'paid', 'refunded') limit 1;
  if found then
    raise exception 'Unknown payment status: %', unknown using errcode = 'invalid_parameter_value';
  end if;
  if method is not null and method not in ('cod', 'upi', 'on_account') then
    raise exception 'Unknown payment method: %', method using errcode = 'invalid_parameter_value';
  end if;
  if filters ? 'dealer' and jsonb_typeof(filters -> 'dealer') not in ('boolean', 'null') then
    raise exception 'The dealer filter is true or false' using errcode = 'invalid_parameter_value';
  end if;
  dealer_only := (filters ->> 'dealer')::boolean;
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
  if dealer_only then
    conditions := conditions || 'o.dealer_id is not null'::text;
  elsif dealer_only is false then
    conditions := conditions || 'o.dealer_id is null'::text;
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
      || case when number_prefix ~ '^[0-9a-f]{4,8}$' then ' or left(o.id::text, 8) like $7'
              -- A longer number (an order whose 8 digits another order has) is matched whole.
              when number_prefix ~ '^[0-9a-f]{9,32}$' then ' or o.order_number = upper(''MG-'' || left($7, -1))'
              else '' end
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
  counts := jsonb_build_object('held', 0, 'placed', 0, 'confirmed', 0, 'packed', 0, 'shipped', 0,
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
              jsonb_array_length(o.items) as item_count, o.placed_at, o.created_at, o.placed_by,
              o.dealer_id, d.business_name as dealer_business_name
       from public.orders o
       left join public.dealer_accounts d on d.id = o.dealer_id
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

revoke execute on function public.admin_orders(jsonb, integer, integer) from public, anon;
grant execute on function public.admin_orders(jsonb, integer, integer) to authenticated, service_role;

create or replace function public.admin_order(order_id uuid) returns jsonb
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
    'dealer_business_name', (select d.business_name from public.dealer_accounts d where d.id = o.dealer_id),
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
      from public.order_payments p where p.order_id = o.id and not p._deleted), '[]'::jsonb),
    'invoice_number', (
      select i.number from public.invoices i where i.order_id = o.id and i.kind = 'invoice'),
    'credit_note_number', (
      select i.number from public.invoices i where i.order_id = o.id and i.kind = 'credit_note'),
    'documents', coalesce((
      select jsonb_agg(to_jsonb(i) - '_modified' - '_deleted' order by i.kind = 'credit_note', i.issued_at)
      from public.invoices i where i.order_id = o.id and not i._deleted), '[]'::jsonb)
  )
  into result
  from public.orders o
  where o.id = admin_order.order_id and not o._deleted;
  return result;
end
$$;
comment on function public.admin_order(uuid) is
  'Staff: one order with order_number, placed_by_name, lead {id, name, status, source}, events (all, with actors), payments, invoice_number, credit_note_number and documents (public.invoices rows); null when not found.';

revoke execute on function public.get_order_documents(uuid) from public;
grant execute on function public.get_order_documents(uuid) to anon, authenticated, service_role;

revoke execute on all functions in schema private from public;
comment on function public.admin_order(uuid) is
  'Staff: one order with order_number, placed_by_name, dealer_business_name (null unless a dealer order), lead {id, name, status, source}, events (all, with actors), payments, invoice_number, credit_note_number and documents (public.invoices rows); null when not found.';
