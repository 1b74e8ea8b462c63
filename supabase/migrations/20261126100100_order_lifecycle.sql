-- The order lifecycle (issue 25): placed -> confirmed -> packed -> shipped -> delivered, or
-- cancelled (with a reason) while not yet shipped. This migration adds the columns, the one
-- function that words every refusal, the timeline table (order_events), and the guard that
-- lets an order's status, payment and shipping details change only through the order actions
-- (20261126100600_order_actions.sql), so every change is checked once and leaves an event.

-- Columns ---------------------------------------------------------------------------------

alter table public.orders drop constraint orders_status_check;
alter table public.orders
  add constraint orders_status_check
    check (status in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled')),
  -- Derived from order_payments by the database (20261126100300); never written by a client.
  add column payment_status text not null default 'pending'
    constraint orders_payment_status_check check (payment_status in ('pending', 'paid', 'refunded')),
  -- The device's time when the order was sent, bounded (prepare_order); created_at is when it
  -- reached the database.
  add column placed_at timestamptz not null default now(),
  -- The staff member who placed it for a customer, and that customer's lead (20261126100500).
  add column placed_by uuid references public.users (id) on delete set null,
  add column lead_id uuid references public.leads (id) on delete set null,
  add column confirmed_at timestamptz,
  add column packed_at timestamptz,
  add column shipped_at timestamptz,
  add column delivered_at timestamptz,
  add column cancelled_at timestamptz,
  add column cancel_reason text
    constraint orders_cancel_reason_length check (char_length(cancel_reason) <= 500),
  add column courier text constraint orders_courier_length check (char_length(courier) <= 80),
  add column tracking_number text
    constraint orders_tracking_number_length check (char_length(tracking_number) <= 40),
  add column tracking_url text
    constraint orders_tracking_url_rule check (
      char_length(tracking_url) <= 500 and tracking_url ~ '^https?://[^[:space:]<>"]+$'
    ),
  -- Set when a cancellation has returned the order's stock, so it is returned once.
  add column stock_released_at timestamptz;

update public.orders set placed_at = created_at;

comment on column public.orders.status is
  'placed -> confirmed -> packed -> shipped -> delivered; cancelled before shipping. Changed only by private.apply_order_action / cancel_my_order.';
comment on column public.orders.payment_status is
  'pending / paid / refunded, derived from public.order_payments by trigger.';
comment on column public.orders.placed_at is
  'When the buyer placed the order on their device (bounded: at most now, at least 30 days ago).';
comment on column public.orders.placed_by is
  'The staff member (admin or superadmin) who placed the order on behalf of a customer.';
comment on column public.orders.lead_id is 'The customer''s lead, for orders placed by staff.';

-- Words -------------------------------------------------------------------------------------

-- The order number people read out on the phone: "MG-" and the id's first 8 hex digits,
-- upper-cased (the same rule as src/lib/order-number.ts).
create function public.order_number(order_id uuid) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select 'MG-' || upper(left(replace(order_id::text, '-', ''), 8))
$$;

comment on function public.order_number(uuid) is
  'The order number shown to people: MG- and the first 8 hex digits of the id, upper-cased.';

-- Paise as rupees for messages: "₹1,23,456", with paise only when there are some
-- ("₹33,038.82"), so an amount that does not match a total is never shown rounded to it.
create function private.format_inr(paise bigint) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case when paise < 0 then '-' else '' end || '₹'
    || case
         when length(r) <= 3 then r
         else regexp_replace(left(r, length(r) - 3), '([0-9])(?=([0-9]{2})+$)', '\1,', 'g')
              || ',' || right(r, 3)
       end
    || case when abs(paise) % 100 <> 0 then '.' || lpad((abs(paise) % 100)::text, 2, '0') else '' end
  from (select (abs(paise) / 100)::text as r) as rupees
$$;

-- Why an order in `current_status` cannot move to `next_status`, in words for the person who
-- asked; null when the move is allowed. The one place the lifecycle is decided:
--   placed -> confirmed -> packed -> shipped -> delivered, one step at a time;
--   cancelled from placed, confirmed or packed (a buyer: from placed or confirmed only);
--   nothing after cancelled or delivered.
create function private.order_transition_refusal(
  current_status text, next_status text, by_customer boolean default false
) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  steps constant text[] := array['placed', 'confirmed', 'packed', 'shipped', 'delivered'];
  now_rank integer := array_position(steps, current_status);
  next_rank integer := array_position(steps, next_status);
  -- "This order <state>" for where the order is now.
  state text := case current_status
    when 'placed' then 'is already received'
    when 'confirmed' then 'is already confirmed'
    when 'packed' then 'is already packed'
    when 'shipped' then 'has already shipped'
    when 'delivered' then 'has already been delivered'
    when 'cancelled' then 'is already cancelled'
  end;
  -- "... it cannot be <done>" for what was asked.
  done text := case next_status
    when 'placed' then 'reopened'
    when 'confirmed' then 'confirmed'
    when 'packed' then 'packed'
    when 'shipped' then 'shipped'
    when 'delivered' then 'marked delivered'
    when 'cancelled' then 'cancelled'
  end;
begin
  if done is null then
    return format('Unknown order status: %s', coalesce(next_status, 'none'));
  end if;
  if state is null then
    return format('This order has an unknown status (%s) and cannot be changed.', current_status);
  end if;
  if current_status = 'cancelled' then
    if next_status = 'cancelled' then
      return 'This order is already cancelled.';
    end if;
    return format('This order is already cancelled, so it cannot be %s.', done);
  end if;
  if next_status = 'cancelled' then
    if current_status in ('shipped', 'delivered') then
      return format('This order %s, so it can no longer be cancelled.', state);
    end if;
    if by_customer and current_status = 'packed' then
      return 'This order is already packed, so it can no longer be cancelled online. Please call us to cancel it.';
    end if;
    return null;
  end if;
  if by_customer then
    return 'Only MGRID staff can change an order''s status.';
  end if;
  if next_rank = now_rank then
    return format('This order %s.', state);
  end if;
  if next_rank < now_rank then
    return format('This order %s, so it cannot be %s.', state, done);
  end if;
  if next_rank > now_rank + 1 then
    return format('This order must be %s before it can be %s.',
      case steps[now_rank + 1] when 'delivered' then 'marked delivered' else steps[now_rank + 1] end,
      done);
  end if;
  return null;
end
$$;

comment on function private.order_transition_refusal(text, text, boolean) is
  'The lifecycle rule: why an order cannot move from one status to another (null when it can).';

-- order_events: the timeline ------------------------------------------------------------------

create table public.order_events (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null check (kind in (
    'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled',
    'payment_recorded', 'refund_recorded', 'note'
  )),
  -- Who did it, as they were then: staff have an id, name and role; the buyer and the
  -- database itself have no id ('customer' / 'system').
  actor_id uuid references public.users (id) on delete set null,
  actor_name text,
  actor_role text not null default 'system'
    check (actor_role in ('customer', 'admin', 'superadmin', 'system')),
  -- Staff-only notes: never shown to the buyer.
  internal boolean not null default false,
  detail jsonb not null default '{}'::jsonb check (jsonb_typeof(detail) = 'object'),
  -- clock_timestamp: two events of one transaction (delivered, then cash collected) keep
  -- their order.
  created_at timestamptz not null default clock_timestamp(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index order_events_order_idx on public.order_events (order_id, created_at);
create index order_events_modified_idx on public.order_events (_modified, id);

comment on table public.order_events is
  'An order''s timeline, written only by the database: placed, each status change, payments, refunds and staff notes (internal notes are staff-only). detail holds courier, tracking_number, tracking_url (shipped), reason (cancelled), kind, amount_in_paise, utr, payment_id (payments), text (notes).';

create trigger zz_set_modified
  before insert or update on public.order_events
  for each row execute function private.set_modified();

alter table public.order_events enable row level security;

create policy "order_events: admins read all" on public.order_events
  for select to authenticated
  using ((select public.is_admin()));
create policy "order_events: buyers read their orders' public events" on public.order_events
  for select to authenticated
  using (
    not internal
    and (select public.is_active_user())
    and exists (
      select 1 from public.orders o
      where o.id = order_events.order_id and o.user_id = (select auth.uid())
    )
  );

-- Security: read-only for the API roles; only the database's own functions write events.
revoke all on public.order_events from anon, authenticated;
grant select on public.order_events to authenticated;
grant select on public.order_events to service_role;

-- Buyers' pages and the order desk follow the timeline live (row-level security applies).
alter publication supabase_realtime add table public.order_events;

-- Writing events -----------------------------------------------------------------------------

-- Appends one event. actor: a staff member's id (name and role are copied from users), or
-- null with actor_role 'customer' or 'system'.
create function private.add_order_event(
  target_order uuid, event_kind text, actor uuid, actor_role text, detail jsonb,
  is_internal boolean default false
) returns public.order_events
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.order_events;
  staff public.users;
begin
  if actor is not null then
    select u.* into staff from public.users u where u.id = actor;
  end if;
  insert into public.order_events (order_id, kind, actor_id, actor_name, actor_role, internal, detail)
  values (
    target_order,
    event_kind,
    staff.id,
    coalesce(nullif(btrim(staff.full_name), ''), staff.email),
    case
      when staff.id is not null then staff.role
      when add_order_event.actor_role = 'customer' then 'customer'
      else 'system'
    end,
    coalesce(is_internal, false),
    coalesce(jsonb_strip_nulls(detail), '{}'::jsonb)
  )
  returning * into result;
  return result;
end
$$;

-- The guard --------------------------------------------------------------------------------

-- Which changes an order accepts after it is placed (replaces 20261121000400's version).
-- Security: security invoker, so current_user is the API role of the request. Through the API
-- nobody edits an order row: staff act through public.order_action or public.staff_commands,
-- buyers through public.cancel_my_order. Server-side code may change other columns, but the
-- status, payment and shipping columns change only inside the order functions, which hold a
-- permit for that one order (the transaction-local setting mgrid.order_write).
create or replace function private.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'An order cannot be edited directly: use the order actions (confirm, pack, ship, deliver, cancel, payment, note).'
      using errcode = 'insufficient_privilege';
  end if;
  if (new.status, new.payment_status, new.confirmed_at, new.packed_at, new.shipped_at,
      new.delivered_at, new.cancelled_at, new.cancel_reason, new.courier, new.tracking_number,
      new.tracking_url, new.stock_released_at)
     is distinct from
     (old.status, old.payment_status, old.confirmed_at, old.packed_at, old.shipped_at,
      old.delivered_at, old.cancelled_at, old.cancel_reason, old.courier, old.tracking_number,
      old.tracking_url, old.stock_released_at)
     and coalesce(current_setting('mgrid.order_write', true), '') <> old.id::text then
    raise exception 'An order''s status, payment and shipping details change only through private.apply_order_action.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

-- Runs work on one order with the permit the guard asks for; the permit ends with it.
create function private.open_order_write(target_order uuid) returns void
language sql
set search_path = ''
as $$
  select set_config('mgrid.order_write', target_order::text, true)
$$;

create function private.close_order_write() returns void
language sql
set search_path = ''
as $$
  select set_config('mgrid.order_write', '', true)
$$;

grant execute on function public.order_number(uuid) to anon, authenticated, service_role;

revoke execute on all functions in schema private from public;
