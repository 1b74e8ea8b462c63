-- Error reports from shoppers' browsers (issue 30): what broke, where and in which release,
-- never who. Visitors who consented send batches through report_client_errors (a beacon:
-- no headers, so the apikey rides in the URL and the body is text/plain); only a superadmin
-- reads them, grouped by message and top frame (client_error_groups).

create table public.client_errors (
  -- Made on the device, so a batch sent twice (two tabs, a retried beacon) is stored once.
  id uuid primary key,
  kind text not null check (kind in ('error', 'rejection', 'boundary')),
  message text not null check (char_length(message) between 1 and 1000),
  stack text check (char_length(stack) <= 8000),
  -- The first frame with a script address (file:line:column), for grouping.
  top_frame text check (char_length(top_frame) <= 500),
  route text not null check (char_length(route) <= 300),
  release text not null check (char_length(release) <= 64),
  user_agent text check (char_length(user_agent) <= 512),
  occurred_at timestamptz not null,
  received_at timestamptz not null default now()
);

alter table public.client_errors enable row level security;

create policy "client_errors: superadmins read" on public.client_errors
  for select to authenticated
  using ((select public.is_superadmin()));

create index client_errors_group_idx on public.client_errors (message, top_frame);
create index client_errors_received_idx on public.client_errors (received_at);

revoke all on public.client_errors from anon, authenticated;
grant select on public.client_errors to authenticated;

-- Limits: reports per address and per page session within a window, and per batch. One row;
-- an operator tunes it with `update private.client_error_limits set ...` (tests do too).
create table private.client_error_limits (
  id boolean primary key default true check (id),
  max_reports integer not null default 30 check (max_reports > 0),
  max_batch integer not null default 10 check (max_batch > 0),
  window_length interval not null default interval '10 minutes'
    check (window_length > interval '0')
);
insert into private.client_error_limits default values;

-- What each address and session has sent lately ('ip:<address>', 's:<session>'), pruned to
-- the window: the address is kept only here, never with a report.
create table private.client_error_budget (
  key text not null,
  sent_at timestamptz not null default now()
);
create index client_error_budget_key_idx on private.client_error_budget (key, sent_at);

-- Personal data a message or address may carry, replaced by a word: the browser scrubs
-- first (src/features/analytics/error-scrub.ts); this is the same rule for any other caller.
create function private.scrub_client_text(value text) returns text
language sql immutable
set search_path = ''
as $$
  select regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
    value,
    '(https?://[^\s?#)]*)[?#][^\s)]*', '\1', 'g'),
    '[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}', '[email]', 'g'),
    'eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*', '[token]', 'g'),
    '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}', '[id]', 'g'),
    '[A-Za-z0-9_-]{32,}', '[token]', 'g'),
    '\+?(?:[0-9][ -]?){9,}[0-9]', '[number]', 'g')
$$;

-- Stores a batch {session, reports: [{id, kind, message, stack, route, release, user_agent,
-- occurred_at}]} and answers how many reports were new. Refused in words: more than
-- max_batch reports in one batch (22023), or more than max_reports new reports from one
-- address or one session in window_length (PT429, nothing of the batch stored).
-- Security: security definer to write a table visitors cannot read and to keep the budget
-- in private; an advisory lock per address and session makes concurrent batches count each
-- other. Everything stored is bounded and scrubbed here, whatever the caller sent.
create function public.report_client_errors(batch jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.client_error_limits;
  reports jsonb := case when jsonb_typeof(batch -> 'reports') = 'array' then batch -> 'reports' end;
  batch_session text := left(nullif(btrim(batch ->> 'session'), ''), 64);
  caller text;
  stored integer;
  seen integer;
  budget_key text;
begin
  select * into limits from private.client_error_limits where id;
  if reports is null or jsonb_typeof(batch) <> 'object' then
    raise exception 'An error report batch is {session, reports: [...]}'
      using errcode = '22023';
  end if;
  if jsonb_array_length(reports) > limits.max_batch then
    raise exception 'Too many error reports in one batch (at most %).', limits.max_batch
      using errcode = '22023';
  end if;

  insert into public.client_errors
    (id, kind, message, stack, top_frame, route, release, user_agent, occurred_at)
  select r.id, r.kind, r.message, r.stack,
         left(substring(r.stack from '((?:https?://|/)[^\s()@]+:[0-9]+:[0-9]+)'), 500),
         r.route, r.release, r.user_agent,
         -- The device's clock, kept within the last week and never in the future.
         least(greatest(coalesce(r.occurred_at, now()), now() - interval '7 days'), now())
  from (
    select (x ->> 'id')::uuid as id,
           case when x ->> 'kind' in ('error', 'rejection', 'boundary') then x ->> 'kind' else 'error' end as kind,
           left(coalesce(nullif(private.scrub_client_text(btrim(x ->> 'message')), ''), 'Unknown error'), 1000) as message,
           left(private.scrub_client_text(x ->> 'stack'), 8000) as stack,
           left(coalesce(private.scrub_client_text(
             nullif(split_part(split_part(x ->> 'route', '?', 1), '#', 1), '')), '/'), 300) as route,
           left(coalesce(nullif(btrim(x ->> 'release'), ''), 'unknown'), 64) as release,
           left(coalesce(private.request_header('user-agent'), x ->> 'user_agent'), 512) as user_agent,
           case when (x ->> 'occurred_at') ~ '^\d{4}-\d{2}-\d{2}T'
                then (x ->> 'occurred_at')::timestamptz end as occurred_at
    from jsonb_array_elements(reports) x
  ) r
  on conflict (id) do nothing;
  get diagnostics stored = row_count;

  if stored > 0 and private.is_api_request() then
    caller := coalesce(private.request_ip(), 'unknown');
    foreach budget_key in array array_remove(array['ip:' || caller, 's:' || batch_session], null) loop
      perform pg_advisory_xact_lock(hashtextextended('mgrid.client_errors:' || budget_key, 0));
      delete from private.client_error_budget b
      where b.key = budget_key and b.sent_at <= now() - limits.window_length;
      select count(*) into seen from private.client_error_budget b where b.key = budget_key;
      if seen + stored > limits.max_reports then
        raise exception 'Too many error reports from this %. Please try again later.',
            case when budget_key like 'ip:%' then 'connection' else 'session' end
          using errcode = 'PT429',
                detail = format('At most %s reports per address and per session in %s.',
                                limits.max_reports, limits.window_length);
      end if;
      insert into private.client_error_budget (key)
      select budget_key from generate_series(1, stored);
    end loop;
  end if;
  return stored;
end
$$;

comment on function public.report_client_errors(jsonb) is
  'Stores a batch of browser error reports {session, reports: [{id, kind, message, stack, route, release, user_agent, occurred_at}]}; answers how many were new. At most 10 a batch, 30 per address and per session in 10 minutes (PT429).';

-- The same call as a beacon sends it: text/plain, the batch as the whole body (PostgREST
-- passes a text/plain body to a function's single unnamed text parameter).
create function public.report_client_errors(text)
returns integer
language sql
volatile
set search_path = ''
as $$
  select public.report_client_errors($1::jsonb)
$$;

comment on function public.report_client_errors(text) is
  'report_client_errors for a text/plain body (navigator.sendBeacon cannot set a JSON content type).';

-- Grouped for the superadmin: one row per message and top frame, newest first.
create function public.client_error_groups(max_groups integer default 100)
returns table (
  message text,
  top_frame text,
  kind text,
  reports bigint,
  first_seen timestamptz,
  last_seen timestamptz,
  releases text[],
  routes text[],
  latest_stack text
)
language sql
stable
set search_path = ''
as $$
  select c.message, c.top_frame,
         (array_agg(c.kind order by c.received_at desc))[1],
         count(*),
         min(c.received_at), max(c.received_at),
         array_agg(distinct c.release order by c.release),
         (array_agg(distinct c.route order by c.route))[1:5],
         (array_agg(c.stack order by c.received_at desc))[1]
  from public.client_errors c
  group by c.message, c.top_frame
  order by max(c.received_at) desc
  limit least(greatest(coalesce(max_groups, 100), 1), 500)
$$;

comment on function public.client_error_groups(integer) is
  'Browser error reports grouped by message and top frame (count, first and last seen, releases, routes, latest stack); rows only for a superadmin (row-level security).';

revoke execute on function public.report_client_errors(jsonb) from public;
grant execute on function public.report_client_errors(jsonb) to anon, authenticated, service_role;
revoke execute on function public.report_client_errors(text) from public;
grant execute on function public.report_client_errors(text) to anon, authenticated, service_role;
revoke execute on function public.client_error_groups(integer) from public, anon;
grant execute on function public.client_error_groups(integer) to authenticated, service_role;

revoke execute on all functions in schema private from public;
