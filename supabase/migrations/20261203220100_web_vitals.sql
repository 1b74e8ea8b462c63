-- Field data from real phones (issue 47): each page view's Core Web Vitals from visitors who
-- accepted the cookie notice, as error reports are. One row per page view, its id made on the
-- device so a resend is the same row. Never who or where beyond the page's type: no address,
-- no user id, no IP (the address is kept only in the budget, pruned within a day). Only a
-- superadmin reads them, as p75 per page type and ISO week (web_vitals_p75).

create table public.web_vitals (
  id uuid primary key,
  page_type text not null check (page_type in
    ('home', 'products', 'product', 'cart', 'checkout', 'account', 'info', 'dealer', 'admin', 'other')),
  -- navigator.connection.effectiveType and saveData (null where the browser does not say).
  effective_type text check (effective_type in ('slow-2g', '2g', '3g', '4g')),
  save_data boolean,
  lcp_ms integer check (lcp_ms between 0 and 120000),
  inp_ms integer check (inp_ms between 0 and 60000),
  -- The slowest interaction's element as a short selector: tags, classes, ids without digits.
  inp_target text check (char_length(inp_target) <= 200),
  cls numeric(7, 4) check (cls between 0 and 100),
  -- First contentful paint to the moment #root took input (data-hydrated).
  dead_window_ms integer check (dead_window_ms between 0 and 120000),
  release text not null check (char_length(release) <= 64),
  recorded_at timestamptz not null,
  received_at timestamptz not null default now()
);

alter table public.web_vitals enable row level security;

create policy "web_vitals: superadmins read" on public.web_vitals
  for select to authenticated
  using ((select public.is_superadmin()));

create index web_vitals_recorded_idx on public.web_vitals (recorded_at);

revoke all on public.web_vitals from anon, authenticated;
grant select on public.web_vitals to authenticated;

-- Limits: page views per batch, per page session in a window, and per address a day. One
-- row; an operator tunes it with `update private.web_vitals_limits set ...` (tests do too).
create table private.web_vitals_limits (
  id boolean primary key default true check (id),
  max_batch integer not null default 20 check (max_batch > 0),
  max_per_session integer not null default 40 check (max_per_session > 0),
  session_window interval not null default interval '30 minutes'
    check (session_window > interval '0'),
  max_per_day integer not null default 500 check (max_per_day > 0)
);
insert into private.web_vitals_limits default values;

-- What each address ('ip:<address>', a day) and session ('s:<session>', session_window) sent.
create table private.web_vitals_budget (
  key text not null,
  sent_at timestamptz not null default now()
);
create index web_vitals_budget_key_idx on private.web_vitals_budget (key, sent_at);

-- The interaction target as stored: a selector of tags, classes and ids joined by spaces or
-- '>', ids with a digit removed (generated ids: a product's, an order's); anything else
-- (quotes, attribute values, text) is not a selector we made, and is dropped. The browser
-- does the same first (src/lib/web-vitals.ts scrubTarget).
create function private.scrub_vitals_target(value text) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when value is null or char_length(value) > 400 or value !~ '^[A-Za-z0-9 >._#:()-]+$' then null
    else nullif(left(btrim(regexp_replace(regexp_replace(
      value,
      '#[A-Za-z0-9_-]*[0-9][A-Za-z0-9_-]*', '', 'g'),
      '\.[A-Za-z0-9_-]{32,}', '', 'g')), 200), '')
  end
$$;

-- A metric as the device sent it: a number within [low, high], else null (refused).
create function private.vitals_number(value jsonb, low numeric, high numeric) returns numeric
language sql immutable
set search_path = ''
as $$
  select case when jsonb_typeof(value) = 'number'
               and (value #>> '{}')::numeric between low and high
              then (value #>> '{}')::numeric end
$$;

-- The device's clock as sent, or null when it is not a time (never a failed batch).
create function private.vitals_time(value text) returns timestamptz
language plpgsql stable
set search_path = ''
as $$
begin
  return value::timestamptz;
exception when others then
  return null;
end
$$;

create function private.refuse_web_vitals(budget_key text, limits private.web_vitals_limits)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Too many page measurements from this %. Please try again later.',
      case when budget_key like 'ip:%' then 'connection' else 'session' end
    using errcode = 'PT429',
          detail = format('At most %s per session in %s and %s per address a day.',
                          limits.max_per_session, limits.session_window, limits.max_per_day);
end
$$;

-- Stores a batch {session, views: [{id, page_type, effective_type, save_data, lcp_ms, inp_ms,
-- inp_target, cls, dead_window_ms, release, recorded_at}]} and answers how many were new.
-- Refused in words: not that shape or more than max_batch views (22023); a session or an
-- address whose budget is spent (PT429), checked before anything of the batch is read. A view
-- with a bad id, page type or connection, a metric out of range, or no metric at all is
-- skipped; the rest of the batch is stored. A view sent again (same id) is stored once.
-- Security: security definer to write a table visitors cannot read and to keep the budget in
-- private; an advisory lock per budget key makes concurrent batches count each other.
create function public.report_web_vitals(p_views jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.web_vitals_limits;
  views jsonb := case when jsonb_typeof(p_views -> 'views') = 'array' then p_views -> 'views' end;
  batch_session text := left(nullif(btrim(p_views ->> 'session'), ''), 64);
  budget_keys text[] := '{}';
  budget_key text;
  budget_max integer;
  stored integer;
  seen integer;
begin
  select * into limits from private.web_vitals_limits where id;
  if views is null or jsonb_typeof(p_views) <> 'object' then
    raise exception 'A web vitals batch is {session, views: [...]}' using errcode = '22023';
  end if;
  if jsonb_array_length(views) > limits.max_batch then
    raise exception 'Too many page measurements in one batch (at most %).', limits.max_batch
      using errcode = '22023';
  end if;

  if private.is_api_request() then
    budget_keys := array_remove(
      array['ip:' || coalesce(private.request_ip(), 'unknown'), 's:' || batch_session], null);
  end if;
  foreach budget_key in array budget_keys loop
    perform pg_advisory_xact_lock(hashtextextended('mgrid.web_vitals:' || budget_key, 0));
    delete from private.web_vitals_budget b
    where b.key = budget_key
      and b.sent_at <= now() - case when budget_key like 'ip:%' then interval '1 day'
                                    else limits.session_window end;
    select count(*) into seen from private.web_vitals_budget b where b.key = budget_key;
    budget_max := case when budget_key like 'ip:%' then limits.max_per_day else limits.max_per_session end;
    if seen >= budget_max then
      perform private.refuse_web_vitals(budget_key, limits);
    end if;
  end loop;

  insert into public.web_vitals
    (id, page_type, effective_type, save_data, lcp_ms, inp_ms, inp_target, cls,
     dead_window_ms, release, recorded_at)
  select v.id::uuid, v.page_type, v.effective_type, v.save_data,
         round(v.lcp)::integer, round(v.inp)::integer,
         case when v.inp is not null then private.scrub_vitals_target(v.inp_target) end,
         round(v.cls, 4), round(v.dead)::integer, v.release,
         -- The device's clock, kept within the last week and never in the future.
         least(greatest(coalesce(v.recorded_at, now()), now() - interval '7 days'), now())
  from (
    select x ->> 'id' as id,
           x ->> 'page_type' as page_type,
           x -> 'effective_type' as effective_raw,
           x ->> 'effective_type' as effective_type,
           case when jsonb_typeof(x -> 'save_data') = 'boolean' then (x ->> 'save_data')::boolean end as save_data,
           x -> 'lcp_ms' as lcp_raw, private.vitals_number(x -> 'lcp_ms', 0, 120000) as lcp,
           x -> 'inp_ms' as inp_raw, private.vitals_number(x -> 'inp_ms', 0, 60000) as inp,
           x -> 'cls' as cls_raw, private.vitals_number(x -> 'cls', 0, 100) as cls,
           x -> 'dead_window_ms' as dead_raw, private.vitals_number(x -> 'dead_window_ms', 0, 120000) as dead,
           x ->> 'inp_target' as inp_target,
           left(coalesce(nullif(btrim(x ->> 'release'), ''), 'unknown'), 64) as release,
           case when (x ->> 'recorded_at') ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}'
                then private.vitals_time(x ->> 'recorded_at') end as recorded_at
    from jsonb_array_elements(views) x
    where jsonb_typeof(x) = 'object'
  ) v
  where v.id ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
    and v.page_type in ('home', 'products', 'product', 'cart', 'checkout', 'account', 'info',
                        'dealer', 'admin', 'other')
    and (v.effective_raw is null or jsonb_typeof(v.effective_raw) = 'null'
         or v.effective_type in ('slow-2g', '2g', '3g', '4g'))
    -- A metric sent is a metric in range; a view without any is nothing to store.
    and (v.lcp_raw is null or jsonb_typeof(v.lcp_raw) = 'null' or v.lcp is not null)
    and (v.inp_raw is null or jsonb_typeof(v.inp_raw) = 'null' or v.inp is not null)
    and (v.cls_raw is null or jsonb_typeof(v.cls_raw) = 'null' or v.cls is not null)
    and (v.dead_raw is null or jsonb_typeof(v.dead_raw) = 'null' or v.dead is not null)
    and coalesce(v.lcp, v.inp, v.cls, v.dead) is not null
  on conflict (id) do nothing;
  get diagnostics stored = row_count;

  if stored > 0 then
    foreach budget_key in array budget_keys loop
      select count(*) into seen from private.web_vitals_budget b where b.key = budget_key;
      budget_max := case when budget_key like 'ip:%' then limits.max_per_day else limits.max_per_session end;
      if seen + stored > budget_max then
        perform private.refuse_web_vitals(budget_key, limits);
      end if;
      insert into private.web_vitals_budget (key)
      select budget_key from generate_series(1, stored);
    end loop;
  end if;
  return stored;
end
$$;

comment on function public.report_web_vitals(jsonb) is
  'Stores a batch of page views'' web vitals {session, views: [{id, page_type, effective_type, save_data, lcp_ms, inp_ms, inp_target, cls, dead_window_ms, release, recorded_at}]}; answers how many were new. Bad views are skipped. At most 20 a batch, 40 per session in 30 minutes, 500 per address a day (PT429).';

-- The same call with a text/plain body, as the page sends it on leaving (keepalive fetch,
-- no preflight).
create function public.report_web_vitals(text)
returns integer
language sql
volatile
set search_path = ''
as $$
  select public.report_web_vitals($1::jsonb)
$$;

comment on function public.report_web_vitals(text) is
  'report_web_vitals for a text/plain body (a keepalive fetch without a preflight).';

-- p75 of each metric per page type and ISO week (weeks start Monday, India time), the last
-- p_weeks weeks including this one (1 to 52), with how many views had each metric.
create function public.web_vitals_p75(p_weeks integer default 8)
returns table (
  week_start date,
  iso_week text,
  page_type text,
  views bigint,
  lcp_p75 integer,
  lcp_count bigint,
  inp_p75 integer,
  inp_count bigint,
  cls_p75 numeric,
  cls_count bigint,
  dead_window_p75 integer,
  dead_window_count bigint
)
language sql
stable
set search_path = ''
as $$
  select w.week_start, to_char(w.week_start, 'IYYY-"W"IW'), w.page_type, count(*),
         round(percentile_cont(0.75) within group (order by w.lcp_ms))::integer,
         count(w.lcp_ms),
         round(percentile_cont(0.75) within group (order by w.inp_ms))::integer,
         count(w.inp_ms),
         round((percentile_cont(0.75) within group (order by w.cls))::numeric, 3),
         count(w.cls),
         round(percentile_cont(0.75) within group (order by w.dead_window_ms))::integer,
         count(w.dead_window_ms)
  from (
    select date_trunc('week', v.recorded_at at time zone 'Asia/Kolkata')::date as week_start,
           v.page_type, v.lcp_ms, v.inp_ms, v.cls, v.dead_window_ms
    from public.web_vitals v
    where v.recorded_at >= (date_trunc('week', now() at time zone 'Asia/Kolkata')
                            - (least(greatest(coalesce(p_weeks, 8), 1), 52) - 1) * interval '1 week')
                           at time zone 'Asia/Kolkata'
  ) w
  group by w.week_start, w.page_type
  order by w.week_start desc, w.page_type
$$;

comment on function public.web_vitals_p75(integer) is
  'p75 of LCP, INP, CLS and the dead window per page type and ISO week (last p_weeks weeks, India time), with counts; rows only for a superadmin (row-level security).';

revoke execute on function public.report_web_vitals(jsonb) from public;
grant execute on function public.report_web_vitals(jsonb) to anon, authenticated, service_role;
revoke execute on function public.report_web_vitals(text) from public;
grant execute on function public.report_web_vitals(text) to anon, authenticated, service_role;
revoke execute on function public.web_vitals_p75(integer) from public, anon;
grant execute on function public.web_vitals_p75(integer) to authenticated, service_role;

revoke execute on all functions in schema private from public;
