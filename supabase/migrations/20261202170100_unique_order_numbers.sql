-- Order numbers are unique (issue 51, item 9). The number people read out is "MG-" and the
-- first 8 hex digits of the order's id, which the device chooses; two ids sharing those
-- digits made two orders MG-B67C4244. The database now stores each order's number
-- (orders.order_number, unique), given as the order is placed: the 8-digit number, or when
-- another order already has it, the shortest longer one (more digits of the id) that is free.
-- The device shows the 8-digit number until the order comes back from the database.

-- The first `digits` hex digits of the id as an order number: MG-B67C4244.
create function private.order_number_of(order_id uuid, digits integer) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select 'MG-' || upper(left(replace(order_id::text, '-', ''), digits))
$$;

alter table public.orders add column order_number text
  constraint orders_order_number_format check (order_number ~ '^MG-[0-9A-F]{8,32}$');

comment on column public.orders.order_number is
  'The order number shown to people, unique: MG- and the first 8 hex digits of the id, or more digits when another order has those (private.assign_order_number). Set by the database.';

-- Orders stored before: the first placed of each 8-digit number keeps it, the next get one
-- more digit each (9, 10, ...), so the lengths within a number differ and all are unique.
update public.orders o
set order_number = private.order_number_of(o.id, 7 + r.position)
from (
  select id, row_number() over (
           partition by left(replace(id::text, '-', ''), 8) order by created_at, id)::integer as position
  from public.orders
) r
where r.id = o.id;

-- Not null for every order placed (the trigger below sets it); a row imported with the
-- triggers off (a benchmark's history) has none, and readers then give its 8-digit number.
create unique index orders_order_number_key on public.orders (order_number);

-- Security: security definer to see every order's number (a visitor reads no orders); the
-- lock per 8-digit number makes two orders placed at once with the same digits wait for each
-- other, so the second sees the first's number and takes a longer one.
create function private.assign_order_number() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  digits integer := 8;
  candidate text;
begin
  perform pg_advisory_xact_lock(
    hashtextextended('mgrid.order_number:' || private.order_number_of(new.id, 8), 0));
  loop
    candidate := private.order_number_of(new.id, digits);
    exit when digits >= 32
      or not exists (select 1 from public.orders o where o.order_number = candidate);
    digits := digits + 1;
  end loop;
  new.order_number := candidate;
  return new;
end
$$;

-- After the order is checked and priced (trg_20), before the staff order's lead note (trg_30)
-- that names it.
create trigger trg_25_assign_order_number
  before insert on public.orders
  for each row execute function private.assign_order_number();

create function private.keep_order_number() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.order_number is distinct from old.order_number then
    raise exception 'An order''s number never changes.' using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger trg_11_keep_order_number
  before update on public.orders
  for each row execute function private.keep_order_number();

-- Every reader in SQL (receipts, notifications, invoices, the desk, quotes) names an order
-- through this function: it now answers the stored number, and the 8-digit one for an id not
-- stored (yet).
-- Security: security definer to read the number of an order the caller cannot read; it
-- answers only a number, for an id the caller already holds.
create or replace function public.order_number(order_id uuid) returns text
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select o.order_number from public.orders o where o.id = order_number.order_id),
    private.order_number_of(order_number.order_id, 8))
$$;

comment on function public.order_number(uuid) is
  'The order number shown to people: the stored orders.order_number (unique), or for an id not stored MG- and its first 8 hex digits, upper-cased.';

-- The staff order's lead note names the order by its stored number (replaces 20261126100500's
-- version; only the number's source changed: the row is not stored yet in a BEFORE trigger).
create or replace function private.link_staff_order_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer public.leads;
  staff_name text;
  digits text := right(regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
  ordered text[] := array(
    select distinct e.value ->> 'productId' from jsonb_array_elements(new.items) as e order by 1);
  note text;
begin
  if new.placed_by is null then
    return new;
  end if;
  select coalesce(nullif(btrim(u.full_name), ''), u.email) into staff_name
  from public.users u where u.id = new.placed_by;
  note := format('Order %s of %s placed by %s on %s.',
    new.order_number, private.format_inr(new.total_in_paise), staff_name,
    to_char(new.placed_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY'));

  select l.* into customer
  from public.leads l
  where not l._deleted
    and (right(regexp_replace(coalesce(l.phone, ''), '[^0-9]', '', 'g'), 10) = digits
         or (new.email is not null and lower(l.email) = lower(new.email)))
  order by l.created_at desc, l.id
  limit 1
  for update;

  if not found then
    insert into public.leads (name, email, phone, source, message, interested_products, created_at)
    values (new.customer_name, new.email, new.phone, 'order', note, ordered, new.placed_at)
    returning * into customer;
  end if;
  update public.leads l
  set status = 'converted',
      name = coalesce(l.name, new.customer_name),
      email = coalesce(l.email, new.email),
      phone = coalesce(l.phone, new.phone),
      -- What was ordered joins the lead's interests, unless already there in any case.
      interested_products = l.interested_products || array(
        select x from unnest(ordered) as x
        where not exists (select 1 from unnest(l.interested_products) as y where lower(y) = lower(x))),
      assigned_to = coalesce(l.assigned_to, new.placed_by),
      notes = left(concat_ws(E'\n', nullif(l.notes, ''), note), 2000)
  where l.id = customer.id;
  new.lead_id := customer.id;
  return new;
end
$$;

-- A guest's look-up takes the stored number (8 to 32 digits); the 8-digit number the device
-- showed before the order came back still finds it (replaces 20261126100700's version; the
-- budget per address is unchanged).
create or replace function public.lookup_order(order_number text, phone text)
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
  if prefix !~ '^[0-9A-F]{8,32}$' or length(digits) < 10 then
    return null;
  end if;
  select o.id into found_id
  from public.orders o
  where (o.order_number = 'MG-' || prefix
         or (length(prefix) = 8 and left(o.id::text, 8) = lower(prefix)))
    and not o._deleted
    and right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) = right(digits, 10)
  order by o.order_number = 'MG-' || prefix desc, o.created_at desc
  limit 1;
  if found_id is null then
    return null;
  end if;
  return public.get_order_receipt(found_id);
end
$$;

revoke execute on all functions in schema private from public;
revoke execute on function public.order_number(uuid) from public;
grant execute on function public.order_number(uuid) to anon, authenticated, service_role;
revoke execute on function public.lookup_order(text, text) from public;
grant execute on function public.lookup_order(text, text) to anon, authenticated, service_role;
