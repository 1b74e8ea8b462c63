-- What a buyer sees of an order without signing in (issue 25): the receipt now carries the
-- live status, payment status, the device's placement time, shipping details and the public
-- timeline; and a guest can find an order by its number and phone, rate-limited per address.

-- What the buyer may see of one event: no staff names, no internal notes, no UTRs.
create function private.public_event(e public.order_events) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_strip_nulls(jsonb_build_object(
    'kind', e.kind,
    'at', e.created_at,
    'by', case when e.actor_role = 'customer' then 'customer' else 'MGRID' end,
    'courier', e.detail ->> 'courier',
    'tracking_number', e.detail ->> 'tracking_number',
    'tracking_url', e.detail ->> 'tracking_url',
    'reason', e.detail ->> 'reason',
    'amount_in_paise', (e.detail ->> 'amount_in_paise')::bigint,
    'payment_kind', e.detail ->> 'kind',
    'text', case when e.kind = 'note' then e.detail ->> 'text' end
  ))
$$;

-- The order-success page after a guest checkout (replaces 20261121000800's version): the
-- device that placed an order knows its id (a random uuid made on the device), which is the
-- capability to see that order's receipt: lines, totals, payment, status, shipping and the
-- timeline as the database has them. No contact details or address are returned, and no
-- staff names (staff appear as "MGRID"), so a leaked id reveals what was bought and how far
-- it got, never who bought it or where it goes.
create or replace function public.get_order_receipt(order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'order_number', public.order_number(o.id),
    'items', o.items,
    'subtotal_in_paise', o.subtotal_in_paise,
    'gst_in_paise', o.gst_in_paise,
    'delivery_fee_in_paise', o.delivery_fee_in_paise,
    'total_in_paise', o.total_in_paise,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'status', o.status,
    'can_cancel', o.status in ('placed', 'confirmed'),
    'tax_split', o.tax_split,
    'placed_at', o.placed_at,
    'created_at', o.created_at,
    'courier', o.courier,
    'tracking_number', o.tracking_number,
    'tracking_url', o.tracking_url,
    'cancel_reason', o.cancel_reason,
    'timeline', coalesce((
      select jsonb_agg(private.public_event(e) order by e.created_at, e.id)
      from public.order_events e
      where e.order_id = o.id and not e.internal and not e._deleted
    ), '[]'::jsonb)
  )
  from public.orders o
  where o.id = order_id and not o._deleted
$$;

comment on function public.get_order_receipt(uuid) is
  'Receipt of one order by its id (the placing device''s capability): lines, totals, status, payment_status, placed_at, courier and tracking, and the public timeline [{kind, at, by: MGRID|customer, courier?, tracking_number?, tracking_url?, reason?, amount_in_paise?, payment_kind?, text?}]; no contact details.';

-- Guest look-up -------------------------------------------------------------------------------

-- How many look-ups one address may make. One row; an operator tunes it with
-- `update private.order_lookup_limits set max_lookups = ...` (tests do too).
create table private.order_lookup_limits (
  id boolean primary key default true check (id),
  max_lookups integer not null default 10 check (max_lookups > 0),
  window_length interval not null default interval '10 minutes'
    check (window_length > interval '0')
);
insert into private.order_lookup_limits default values;

create table private.order_lookups (
  ip text not null,
  looked_up_at timestamptz not null default now()
);
create index order_lookups_ip_idx on private.order_lookups (ip, looked_up_at);

-- A guest finds their order by its number ("MG-1A2B3C4D", any case, with or without "MG-")
-- and the phone number it was placed with (any spacing, with or without +91). The answer is
-- the receipt (get_order_receipt, whose id then lets the guest cancel) for the right pair,
-- and null for anything else: a wrong number, a wrong phone, or an order that does not exist
-- look the same. Each look-up through the API counts against the caller's address (the
-- first X-Forwarded-For entry, as leads use): at most max_lookups per window_length, then
-- 'Too many order look-ups from this connection. Please try again in a few minutes.' (PT429).
-- Security: security definer to read orders a visitor cannot; it reveals only the receipt,
-- and only to someone who already holds both the number and the phone.
create function public.lookup_order(order_number text, phone text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.order_lookup_limits;
  caller text;
  seen integer;
  prefix text := upper(regexp_replace(coalesce(lookup_order.order_number, ''), '[^0-9A-Za-z]', '', 'g'));
  digits text := regexp_replace(coalesce(lookup_order.phone, ''), '[^0-9]', '', 'g');
  found_id uuid;
begin
  if private.is_api_request() then
    select * into limits from private.order_lookup_limits where id;
    caller := coalesce(private.request_ip(), 'unknown');
    perform pg_advisory_xact_lock(hashtextextended('mgrid.order_lookups:' || caller, 0));
    select count(*) into seen from (
      select 1 from private.order_lookups l
      where l.ip = caller and l.looked_up_at > now() - limits.window_length
      limit limits.max_lookups
    ) recent;
    if seen >= limits.max_lookups then
      raise exception 'Too many order look-ups from this connection. Please try again in a few minutes.'
        using errcode = 'PT429',
              detail = format('At most %s look-ups per address in %s.', limits.max_lookups, limits.window_length);
    end if;
    delete from private.order_lookups l
    where l.ip = caller and l.looked_up_at <= now() - limits.window_length;
    insert into private.order_lookups (ip) values (caller);
  end if;

  if prefix like 'MG%' then
    prefix := substr(prefix, 3);
  end if;
  if prefix !~ '^[0-9A-F]{8}$' or length(digits) < 10 then
    return null;
  end if;
  select o.id into found_id
  from public.orders o
  where left(o.id::text, 8) = lower(prefix)
    and not o._deleted
    and right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) = right(digits, 10)
  order by o.created_at desc
  limit 1;
  if found_id is null then
    return null;
  end if;
  return public.get_order_receipt(found_id);
end
$$;

comment on function public.lookup_order(text, text) is
  'A guest''s order look-up by order number and phone: the receipt for the right pair, null otherwise; at most 10 look-ups per address in 10 minutes (PT429).';

-- The order number's 8 hex digits, for look-ups (=) and the order desk's search by the
-- number's first digits (LIKE 'abcd%', which needs text_pattern_ops outside the C locale).
create index orders_number_idx on public.orders ((left(id::text, 8)) text_pattern_ops);

revoke execute on function public.get_order_receipt(uuid) from public;
grant execute on function public.get_order_receipt(uuid) to anon, authenticated, service_role;
revoke execute on function public.lookup_order(text, text) from public;
grant execute on function public.lookup_order(text, text) to anon, authenticated, service_role;

revoke execute on all functions in schema private from public;
