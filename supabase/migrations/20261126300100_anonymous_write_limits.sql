-- Anonymous write limits (issue 28, item 7): orders and product registrations are limited per
-- IP address and per signed-in account as leads are, counted by when they ARRIVED (never by
-- a time the client sends), and one request carries few rows: an order or a registration is
-- one row, a lead at most 20. Leads keep their capture-time limit (lead_limits.sql) and gain
-- an arrival limit per IP, so back-dated created_at values no longer let a second batch in.
-- Staff (is_admin) and server-side imports are not limited here.

-- One row per table; an operator tunes them with `update private.write_limits set ...`.
-- Sized for a real shop and the test suites (which place every order from 127.0.0.1): 20
-- orders or registrations per address or account an hour; 100 leads per address an hour
-- (an honest offline backlog of a day's chats arrives at once from one address).
create table private.write_limits (
  table_name text primary key,
  max_rows_per_request integer not null check (max_rows_per_request > 0),
  max_per_window integer not null check (max_per_window > 0),
  window_length interval not null check (window_length > interval '0'),
  what text not null
);
insert into private.write_limits values
  ('orders', 1, 20, interval '1 hour', 'orders'),
  ('product_registrations', 1, 20, interval '1 hour', 'product registrations'),
  ('leads', 20, 100, interval '1 hour', 'enquiries');

-- When each limited row arrived, from which address or account. Old entries of a scope are
-- dropped as it writes again, so the table holds at most one window per scope.
create table private.write_arrivals (
  table_name text not null,
  scope text not null,
  arrived_at timestamptz not null default now()
);
create index write_arrivals_scope_idx on private.write_arrivals (table_name, scope, arrived_at);

-- Security: security definer to read and write the arrivals the caller cannot see; an
-- advisory lock per scope makes concurrent requests count each other.
create function private.count_arrival(
  limits private.write_limits, scope text, refusal text
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  seen integer;
begin
  perform pg_advisory_xact_lock(hashtextextended('mgrid.arrivals:' || limits.table_name || ':' || scope, 0));
  delete from private.write_arrivals a
  where a.table_name = limits.table_name and a.scope = count_arrival.scope
    and a.arrived_at <= now() - limits.window_length;
  select count(*) into seen from (
    select 1 from private.write_arrivals a
    where a.table_name = limits.table_name and a.scope = count_arrival.scope
    limit limits.max_per_window
  ) recent;
  if seen >= limits.max_per_window then
    raise exception '%', refusal
      using errcode = 'PT429',
            detail = format('At most %s %s per %s in %s minutes.', limits.max_per_window,
              limits.what, case when scope like 'ip:%' then 'address' else 'account' end,
              extract(epoch from limits.window_length)::integer / 60);
  end if;
  insert into private.write_arrivals (table_name, scope) values (limits.table_name, scope);
end
$$;

-- Security: security definer to read the limits and arrivals; reads only the request.
create function private.limit_anonymous_writes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.write_limits;
  counter text := 'mgrid.rows_in_request.' || tg_table_name;
  rows_so_far integer := coalesce(nullif(current_setting(counter, true), ''), '0')::integer;
  ip text := private.request_ip();
begin
  if not private.is_api_request() or public.is_admin() then
    return new;
  end if;
  select * into limits from private.write_limits w where w.table_name = tg_table_name;
  if not found then
    return new;
  end if;
  -- PostgREST runs a request in one transaction, so rows counted in this transaction are
  -- the rows of this request.
  if rows_so_far >= limits.max_rows_per_request then
    raise exception 'Too many rows in one request: at most % % at a time.',
        limits.max_rows_per_request, limits.what
      using errcode = 'PT413';
  end if;
  perform set_config(counter, (rows_so_far + 1)::text, true);
  if ip is not null then
    perform private.count_arrival(limits, 'ip:' || ip,
      format('Too many %s from this connection. Please try again later.', limits.what));
  end if;
  if auth.uid() is not null then
    perform private.count_arrival(limits, 'account:' || auth.uid(),
      format('Too many %s from this account. Please try again later.', limits.what));
  end if;
  return new;
end
$$;

-- After trg_01_ignore_retried_insert (a retried row skipped there does not count) and before
-- pricing and stock (trg_15, trg_20): a refused request costs little.
create trigger trg_05_limit_anonymous_writes
  before insert on public.orders
  for each row execute function private.limit_anonymous_writes();
create trigger trg_05_limit_anonymous_writes
  before insert on public.product_registrations
  for each row execute function private.limit_anonymous_writes();
-- Leads: after the capture-time limit (trg_40), which keeps its own refusal words.
create trigger trg_45_limit_anonymous_writes
  before insert on public.leads
  for each row execute function private.limit_anonymous_writes();

revoke all on private.write_limits, private.write_arrivals from public, anon, authenticated;
revoke execute on all functions in schema private from public;
