-- Sales leads: visitors submit them (chat, contact form, newsletter, ...), admins work them.
-- Also the daily lead analytics the triggers keep, and lead_status_changes, the command
-- table through which an offline admin's status changes reach the server.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  name text,
  email text,
  phone text,
  company text,
  designation text,
  message text,
  ip_address text,
  user_agent text,
  session_id text,
  country text,
  city text,
  region text,
  timezone text,
  source text,
  referrer text,
  conversation_history jsonb not null default '[]'::jsonb
    check (jsonb_typeof(conversation_history) = 'array'),
  total_messages integer not null default 0 check (total_messages >= 0),
  session_duration integer not null default 0 check (session_duration >= 0),
  status text not null default 'new'
    check (status in ('new', 'contacted', 'qualified', 'converted', 'lost')),
  priority text not null default 'medium' check (priority in ('high', 'medium', 'low')),
  interested_products text[] not null default '{}',
  interested_services text[] not null default '{}',
  notes text,
  assigned_to uuid references public.users (id) on delete set null,
  follow_up_date timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index leads_modified_idx on public.leads (_modified, id);
create index leads_created_idx on public.leads (created_at desc);
create index leads_status_idx on public.leads (status, priority);

-- Lead priority (spec section 4): high with contact info, a detected interest and more
-- than 5 messages; medium with either; low otherwise.
create function private.lead_priority(
  email text, phone text, interested_products text[], interested_services text[],
  total_messages integer
) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when has_contact and has_interest and coalesce(total_messages, 0) > 5 then 'high'
    when has_contact or has_interest then 'medium'
    else 'low'
  end
  from (
    select
      coalesce(btrim(email), '') <> '' or coalesce(btrim(phone), '') <> '' as has_contact,
      coalesce(cardinality(interested_products), 0) > 0
        or coalesce(cardinality(interested_services), 0) > 0 as has_interest
  ) as facts
$$;

-- Security: whatever the client sent, a new lead is status 'new' with the database's
-- priority; visitors cannot assign it or date a follow-up.
create function private.prepare_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.email := nullif(btrim(new.email), '');
  new.phone := nullif(btrim(new.phone), '');
  if new.email is not null and not private.is_valid_email(new.email) then
    raise exception 'Please enter a valid email address' using errcode = 'check_violation';
  end if;
  if new.phone is not null and not private.is_indian_mobile(new.phone) then
    raise exception 'Please enter a valid Indian phone number' using errcode = 'check_violation';
  end if;
  new.status := 'new';
  new.priority := private.lead_priority(
    new.email, new.phone, new.interested_products, new.interested_services, new.total_messages
  );
  if private.is_api_request() then
    new._deleted := false;
    new.updated_at := now();
    -- A lead captured offline keeps its capture time, within the last 30 days.
    new.created_at := least(greatest(coalesce(new.created_at, now()), now() - interval '30 days'), now());
    if not public.is_admin() then
      new.assigned_to := null;
      new.follow_up_date := null;
    end if;
  end if;
  return new;
end
$$;

create trigger trg_01_ignore_retried_insert
  before insert on public.leads
  for each row execute function private.ignore_retried_insert();
create trigger trg_20_prepare_lead
  before insert on public.leads
  for each row execute function private.prepare_lead();
create trigger trg_80_touch_updated_at
  before update on public.leads
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified
  before insert or update on public.leads
  for each row execute function private.set_modified();

alter table public.leads enable row level security;

-- Visitors and active users submit leads but never read them back.
create policy "leads: visitors and active users submit" on public.leads
  for insert to anon, authenticated
  with check ((select auth.uid()) is null or (select public.is_active_user()));
create policy "leads: admins read" on public.leads
  for select to authenticated
  using ((select public.is_admin()));
create policy "leads: admins update" on public.leads
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));
revoke delete, truncate, references, trigger on public.leads from anon, authenticated;

-- lead_analytics ------------------------------------------------------------------------

-- One row per day (India time), recomputed by the triggers on leads below.
create table public.lead_analytics (
  date date primary key,
  total_leads integer not null default 0,
  leads_by_source jsonb not null default '{}'::jsonb,
  converted_leads integer not null default 0,
  avg_session_duration double precision not null default 0,
  updated_at timestamptz not null default now()
);

alter table public.lead_analytics enable row level security;

create policy "lead_analytics: admins read" on public.lead_analytics
  for select to authenticated
  using ((select public.is_admin()));
revoke insert, update, delete, truncate, references, trigger on public.lead_analytics
  from anon, authenticated;

create function private.refresh_lead_analytics(day date) returns void
language sql
security definer
set search_path = ''
as $$
  with day_leads as (
    select l.source, l.status, l.session_duration
    from public.leads l
    where not l._deleted
      and l.created_at >= (day::timestamp at time zone 'Asia/Kolkata')
      and l.created_at < ((day + 1)::timestamp at time zone 'Asia/Kolkata')
  ),
  by_source as (
    select coalesce(nullif(btrim(d.source), ''), 'unknown') as source, count(*) as n
    from day_leads d
    group by 1
  )
  insert into public.lead_analytics as a
    (date, total_leads, leads_by_source, converted_leads, avg_session_duration, updated_at)
  select
    day,
    (select count(*) from day_leads),
    coalesce((select jsonb_object_agg(b.source, b.n) from by_source b), '{}'::jsonb),
    (select count(*) from day_leads d where d.status = 'converted'),
    coalesce((select round(avg(d.session_duration), 2)::float8 from day_leads d), 0),
    now()
  on conflict (date) do update
    set total_leads = excluded.total_leads,
        leads_by_source = excluded.leads_by_source,
        converted_leads = excluded.converted_leads,
        avg_session_duration = excluded.avg_session_duration,
        updated_at = excluded.updated_at
$$;

create function private.leads_changed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  new_day date;
  old_day date;
begin
  if tg_op in ('INSERT', 'UPDATE') then
    new_day := (new.created_at at time zone 'Asia/Kolkata')::date;
    perform private.refresh_lead_analytics(new_day);
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    old_day := (old.created_at at time zone 'Asia/Kolkata')::date;
    if old_day is distinct from new_day then
      perform private.refresh_lead_analytics(old_day);
    end if;
  end if;
  return null;
end
$$;

create trigger lead_analytics_refresh
  after insert or update or delete on public.leads
  for each row execute function private.leads_changed();

-- Changing a lead's status --------------------------------------------------------------

-- The one place a status change is applied: update_lead_status (online) and
-- lead_status_changes (the offline outbox) both call it, so both check the same things.
-- Callers check that the actor is an admin.
create function private.apply_lead_status(
  target_lead uuid, target_status text, assignee uuid, new_notes text
) returns public.leads
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.leads;
begin
  if target_status is null
     or target_status not in ('new', 'contacted', 'qualified', 'converted', 'lost') then
    raise exception 'Invalid lead status: %', coalesce(target_status, 'null')
      using errcode = 'check_violation';
  end if;
  if assignee is not null and not exists (
    select 1 from public.users u
    where u.id = assignee and u.is_active and u.role in ('admin', 'superadmin')
  ) then
    raise exception 'Leads can only be assigned to an active admin'
      using errcode = 'check_violation';
  end if;
  update public.leads l
  set status = target_status,
      assigned_to = coalesce(assignee, l.assigned_to),
      notes = coalesce(new_notes, l.notes)
  where l.id = target_lead and not l._deleted
  returning l.* into result;
  if not found then
    raise exception 'Lead not found' using errcode = 'no_data_found';
  end if;
  return result;
end
$$;

-- lead_status_changes: the command table -----------------------------------------------

create table public.lead_status_changes (
  id uuid primary key default gen_random_uuid(),
  -- No foreign key: a command for a lead that does not exist is recorded with an error
  -- instead of failing, so an offline outbox never gets stuck.
  lead_id uuid not null,
  new_status text not null,
  assigned_to uuid,
  notes text,
  created_by uuid references public.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  applied_at timestamptz,
  error text,
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index lead_status_changes_modified_idx on public.lead_status_changes (_modified, id);
create index lead_status_changes_lead_idx on public.lead_status_changes (lead_id, created_at);

-- Applies the command as it is inserted and records the outcome on the command row.
-- Security: the actor must be an active admin (checked here, before anything is applied,
-- as well as by the insert policy); who and when come from the session.
create function private.apply_lead_status_change() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_api_request() then
    if not public.is_admin() then
      raise exception 'Only admins can change lead status' using errcode = 'insufficient_privilege';
    end if;
    new.created_by := auth.uid();
  end if;
  new.created_at := now();
  new._deleted := false;
  new.applied_at := null;
  new.error := null;
  begin
    perform private.apply_lead_status(new.lead_id, new.new_status, new.assigned_to, new.notes);
    new.applied_at := clock_timestamp();
  exception when others then
    new.error := sqlerrm;
  end;
  return new;
end
$$;

create trigger trg_01_ignore_retried_insert
  before insert on public.lead_status_changes
  for each row execute function private.ignore_retried_insert();
create trigger trg_20_apply_lead_status_change
  before insert on public.lead_status_changes
  for each row execute function private.apply_lead_status_change();
create trigger zz_set_modified
  before insert or update on public.lead_status_changes
  for each row execute function private.set_modified();

alter table public.lead_status_changes enable row level security;

create policy "lead_status_changes: admins insert" on public.lead_status_changes
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "lead_status_changes: admins read" on public.lead_status_changes
  for select to authenticated
  using ((select public.is_admin()));
-- Commands are history: never updated or deleted through the API.
revoke update, delete, truncate, references, trigger on public.lead_status_changes
  from anon, authenticated;

revoke execute on all functions in schema private from public;
