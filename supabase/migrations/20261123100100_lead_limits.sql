-- Leads, hardened (issue 16): the database takes the visitor's IP and user agent from the
-- request, bounds what it cannot verify, limits how many leads one connection or chat
-- session submits, applies one rule to every admin edit, and keeps lead_analytics with
-- counters (an insert costs the same at 20,000 leads a day as at zero).

-- Request headers as PostgREST exposes them (`request.headers`, lower-case names). ------

create function private.request_header(header_name text) returns text
language sql stable
set search_path = ''
as $$
  select nullif(btrim(
    (coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb) ->> header_name
  ), '')
$$;

-- The caller's IP: Cloudflare's header on a hosted project, else the first X-Forwarded-For
-- entry (hosted Supabase's gateway and the local server both set it from the connection).
create function private.request_ip() returns text
language sql stable
set search_path = ''
as $$
  select left(coalesce(
    private.request_header('cf-connecting-ip'),
    nullif(btrim(split_part(private.request_header('x-forwarded-for'), ',', 1)), ''),
    private.request_header('x-real-ip')
  ), 64)
$$;

-- How many leads one IP or one chat session may submit. One row; an operator tunes it with
-- `update private.lead_limits set max_leads = ...` (tests do too).
create table private.lead_limits (
  id boolean primary key default true check (id),
  max_leads integer not null default 20 check (max_leads > 0),
  window_length interval not null default interval '10 minutes'
    check (window_length > interval '0')
);
insert into private.lead_limits default values;

create index leads_ip_created_idx on public.leads (ip_address, created_at)
  where ip_address is not null;
create index leads_session_created_idx on public.leads (session_id, created_at)
  where session_id is not null;

-- What a visitor sends that the database cannot verify is bounded; what it can know it sets.
-- Security: runs after prepare_lead (trg_20) so status, priority and created_at are settled
-- there, and recomputes priority from the bounded values.
create function private.bound_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  unknown text;
begin
  if not private.is_api_request() then
    return new;
  end if;
  -- Server-owned: where the lead came from is the request's, never the body's.
  new.ip_address := private.request_ip();
  new.user_agent := left(private.request_header('user-agent'), 512);
  new.country := left(private.request_header('cf-ipcountry'), 64);
  -- Characters, not bytes (a name in Devanagari is three bytes a letter): the same limits as
  -- the forms (src/lib/constants.ts TEXT_LIMITS).
  if char_length(coalesce(new.name, '')) > 100
     or char_length(coalesce(new.company, '')) > 120
     or char_length(coalesce(new.designation, '')) > 100
     or char_length(coalesce(new.email, '')) > 254
     or char_length(coalesce(new.phone, '')) > 20
     or octet_length(coalesce(new.session_id, '')) > 128
     or octet_length(coalesce(new.source, '')) > 64
     or octet_length(coalesce(new.referrer, '')) > 2048
     or octet_length(coalesce(new.city, '')) > 128
     or octet_length(coalesce(new.region, '')) > 128
     or octet_length(coalesce(new.timezone, '')) > 64 then
    raise exception 'A lead field is too long' using errcode = 'check_violation';
  end if;
  if char_length(coalesce(new.message, '')) > 2000 then
    raise exception 'The message is too long (at most 2,000 characters)'
      using errcode = 'check_violation';
  end if;
  if jsonb_array_length(new.conversation_history) > 200
     or octet_length(new.conversation_history::text) > 200000 then
    raise exception 'The conversation is too long to store with a lead'
      using errcode = 'check_violation';
  end if;
  -- Unverifiable counters are capped: a chat longer than this is not more of a lead.
  new.total_messages := least(new.total_messages, 200);
  new.session_duration := least(new.session_duration, 86400);
  -- Interests must name real products and services, by id or name in any case (the app
  -- sends service names, older clients upper-case ids): deduplicated, at most 50 each.
  new.interested_products := array(select distinct x from unnest(new.interested_products) x order by 1);
  new.interested_services := array(select distinct x from unnest(new.interested_services) x order by 1);
  if cardinality(new.interested_products) > 50 or cardinality(new.interested_services) > 50 then
    raise exception 'Too many interests on one lead (at most 50 products and 50 services)'
      using errcode = 'check_violation';
  end if;
  select x into unknown from unnest(new.interested_products) x
  where not exists (
    select 1 from public.products p where lower(p.id) = lower(x) or lower(p.name) = lower(x)
  ) limit 1;
  if found then
    raise exception 'Unknown product in interested_products: %', unknown
      using errcode = 'check_violation';
  end if;
  select x into unknown from unnest(new.interested_services) x
  where not exists (
    select 1 from public.services s where lower(s.id) = lower(x) or lower(s.name) = lower(x)
  ) limit 1;
  if found then
    raise exception 'Unknown service in interested_services: %', unknown
      using errcode = 'check_violation';
  end if;
  new.priority := private.lead_priority(
    new.email, new.phone, new.interested_products, new.interested_services, new.total_messages
  );
  return new;
end
$$;

create trigger trg_30_bound_lead
  before insert on public.leads
  for each row execute function private.bound_lead();

-- At most max_leads leads per IP, and per chat session, whose capture times fall within one
-- window. Live leads are captured now, so this limits the live rate; an offline backlog of
-- distinct sessions captured over hours arrives whole, since its capture times spread out.
-- Visitors' IPs come from the request (bound_lead); a server-side function inserting as
-- service_role (the chat assistant) passes the visitor's ip_address and session_id, and the
-- same limits apply. A service_role import without them is not limited.
-- Security: security definer to count leads the caller cannot read; an advisory lock per IP
-- and session makes concurrent requests count each other.
create function private.limit_lead_rate() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  limits private.lead_limits;
  seen integer;
begin
  if not private.is_api_request() and coalesce(auth.role(), '') <> 'service_role' then
    return new;
  end if;
  select * into limits from private.lead_limits where id;
  if new.ip_address is not null then
    perform pg_advisory_xact_lock(hashtextextended('mgrid.leads.ip:' || new.ip_address, 0));
    select count(*) into seen from (
      select 1 from public.leads l
      where l.ip_address = new.ip_address
        and l.created_at > new.created_at - limits.window_length
        and l.created_at <= new.created_at
      limit limits.max_leads
    ) recent;
    if seen >= limits.max_leads then
      raise exception 'Too many enquiries from this connection. Please try again in a few minutes.'
        using errcode = 'PT429',
              detail = format('At most %s leads per IP address in %s.', limits.max_leads, limits.window_length);
    end if;
  end if;
  if new.session_id is not null then
    perform pg_advisory_xact_lock(hashtextextended('mgrid.leads.session:' || new.session_id, 0));
    select count(*) into seen from (
      select 1 from public.leads l
      where l.session_id = new.session_id
        and l.created_at > new.created_at - limits.window_length
        and l.created_at <= new.created_at
      limit limits.max_leads
    ) recent;
    if seen >= limits.max_leads then
      raise exception 'Too many enquiries from this chat session. Please try again in a few minutes.'
        using errcode = 'PT429',
              detail = format('At most %s leads per session in %s.', limits.max_leads, limits.window_length);
    end if;
  end if;
  return new;
end
$$;

create trigger trg_40_limit_lead_rate
  before insert on public.leads
  for each row execute function private.limit_lead_rate();

-- One rule for every admin edit, as update_lead_status applies it: the assignee is an active
-- admin; when and where a lead came from never change through the API.
-- Security: security definer to read public.users whatever the caller's policies.
create function private.guard_lead_update() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_api_request() then
    return new;
  end if;
  new.created_at := old.created_at;
  new.ip_address := old.ip_address;
  new.user_agent := old.user_agent;
  new.session_id := old.session_id;
  new.country := old.country;
  if new.status is null
     or new.status not in ('new', 'contacted', 'qualified', 'converted', 'lost') then
    raise exception 'Invalid lead status: %', coalesce(new.status, 'null')
      using errcode = 'check_violation';
  end if;
  if new.assigned_to is distinct from old.assigned_to and new.assigned_to is not null
     and not exists (
       select 1 from public.users u
       where u.id = new.assigned_to and u.is_active and u.role in ('admin', 'superadmin')
     ) then
    raise exception 'Leads can only be assigned to an active admin'
      using errcode = 'check_violation';
  end if;
  if octet_length(coalesce(new.notes, '')) > 10000 then
    raise exception 'Notes are too long (at most 10000 characters)'
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger trg_10_guard_lead_update
  before update on public.leads
  for each row execute function private.guard_lead_update();

-- lead_analytics by counters ------------------------------------------------------------

-- The running sums behind each day's row (public.lead_analytics keeps its shape).
create table private.lead_day_totals (
  date date primary key,
  total_leads integer not null default 0,
  converted_leads integer not null default 0,
  session_duration_sum bigint not null default 0,
  leads_by_source jsonb not null default '{}'::jsonb
);

-- Adds (sign 1) or removes (sign -1) one lead's contribution to its day, then writes that
-- day's public row from the sums: a constant amount of work per lead.
create function private.count_lead(
  lead_created_at timestamptz, lead_source text, lead_status text, lead_duration integer,
  sign integer
) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  day date := (lead_created_at at time zone 'Asia/Kolkata')::date;
  source_key text := coalesce(nullif(btrim(lead_source), ''), 'unknown');
  totals private.lead_day_totals;
  by_source jsonb;
begin
  insert into private.lead_day_totals as t
    (date, total_leads, converted_leads, session_duration_sum, leads_by_source)
  values (day, sign, case when lead_status = 'converted' then sign else 0 end,
          sign * coalesce(lead_duration, 0), jsonb_build_object(source_key, sign))
  on conflict (date) do update
    set total_leads = t.total_leads + excluded.total_leads,
        converted_leads = t.converted_leads + excluded.converted_leads,
        session_duration_sum = t.session_duration_sum + excluded.session_duration_sum,
        leads_by_source = jsonb_set(
          t.leads_by_source, array[source_key],
          to_jsonb(coalesce((t.leads_by_source ->> source_key)::integer, 0) + sign)
        )
  returning t.* into totals;
  by_source := totals.leads_by_source;
  if (by_source ->> source_key)::integer <= 0 then
    by_source := by_source - source_key;
    update private.lead_day_totals set leads_by_source = by_source where date = day;
  end if;
  insert into public.lead_analytics as a
    (date, total_leads, leads_by_source, converted_leads, avg_session_duration, updated_at)
  values (
    day, totals.total_leads, by_source, totals.converted_leads,
    case when totals.total_leads > 0
      then round(totals.session_duration_sum::numeric / totals.total_leads, 2)::float8
      else 0 end,
    now()
  )
  on conflict (date) do update
    set total_leads = excluded.total_leads,
        leads_by_source = excluded.leads_by_source,
        converted_leads = excluded.converted_leads,
        avg_session_duration = excluded.avg_session_duration,
        updated_at = excluded.updated_at;
end
$$;

create or replace function private.leads_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and not old._deleted then
    if tg_op = 'DELETE' or (old.created_at, old.source, old.status, old.session_duration, old._deleted)
       is distinct from (new.created_at, new.source, new.status, new.session_duration, new._deleted) then
      perform private.count_lead(old.created_at, old.source, old.status, old.session_duration, -1);
    end if;
  end if;
  if tg_op in ('INSERT', 'UPDATE') and not new._deleted then
    if tg_op = 'INSERT' or old._deleted
       or (old.created_at, old.source, old.status, old.session_duration)
          is distinct from (new.created_at, new.source, new.status, new.session_duration) then
      perform private.count_lead(new.created_at, new.source, new.status, new.session_duration, 1);
    end if;
  end if;
  return null;
end
$$;

-- The counters start from the leads already stored.
insert into private.lead_day_totals
  (date, total_leads, converted_leads, session_duration_sum, leads_by_source)
select d.day, sum(d.n)::integer, sum(d.converted)::integer, sum(d.duration)::bigint,
       jsonb_object_agg(d.source, d.n)
from (
  select (l.created_at at time zone 'Asia/Kolkata')::date as day,
         coalesce(nullif(btrim(l.source), ''), 'unknown') as source,
         count(*) as n,
         count(*) filter (where l.status = 'converted') as converted,
         sum(l.session_duration) as duration
  from public.leads l
  where not l._deleted
  group by 1, 2
) d
group by d.day;

revoke execute on all functions in schema private from public;
