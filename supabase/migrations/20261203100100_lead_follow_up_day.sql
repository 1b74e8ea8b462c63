-- A lead's follow-up is a day in India, not an instant (issue 43: picked as 3 December, it was
-- stored as midnight IST, 18:30 UTC on 2 December, and read back as "2 December"). And staff
-- change it after capture, online (set_lead_follow_up) or offline (staff command
-- lead.follow_up, applied with the same checks when the phone is back online).

alter table public.leads alter column follow_up_date type date
  using (follow_up_date at time zone 'Asia/Kolkata')::date;

comment on column public.leads.follow_up_date is
  'The day (in India) to follow the lead up, or null. Set on capture by staff, changed through set_lead_follow_up or the staff command lead.follow_up; never before the day the lead came in, at most a year ahead.';

-- The day (in India) a follow-up may be set to for this lead; raises the reason otherwise.
-- A day before the lead came in is a slip of the finger; more than a year ahead is a typed
-- year gone wrong. A day already past is allowed: a change made offline yesterday for
-- yesterday still says what the salesperson meant.
create function private.apply_lead_follow_up(target_lead uuid, day date) returns public.leads
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.leads;
  came_in date;
begin
  select (l.created_at at time zone 'Asia/Kolkata')::date into came_in
  from public.leads l where l.id = target_lead and not l._deleted;
  if not found then
    raise exception 'Lead not found' using errcode = 'PT404';
  end if;
  if day < came_in then
    raise exception 'The follow-up date cannot be before the lead came in (%).',
      to_char(came_in, 'FMDD Mon YYYY')
      using errcode = 'check_violation';
  end if;
  if day > (now() at time zone 'Asia/Kolkata')::date + 366 then
    raise exception 'The follow-up date can be at most a year ahead.'
      using errcode = 'check_violation';
  end if;
  update public.leads l set follow_up_date = day
  where l.id = target_lead
  returning l.* into result;
  return result;
end
$$;

create function public.set_lead_follow_up(lead_id uuid, follow_up_date date default null)
returns public.leads
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Security: only active admins (or server-side callers) plan a lead's follow-up.
  if private.is_api_request() and not public.is_admin() then
    raise exception 'Only admins can change a lead''s follow-up date'
      using errcode = 'insufficient_privilege';
  end if;
  return private.apply_lead_follow_up(set_lead_follow_up.lead_id, set_lead_follow_up.follow_up_date);
end
$$;

comment on function public.set_lead_follow_up(uuid, date) is
  'Admins: sets (or, with null, clears) the day to follow a lead up. Refused before the day the lead came in and more than a year ahead.';

revoke execute on function private.apply_lead_follow_up(uuid, date) from public;
revoke execute on function public.set_lead_follow_up(uuid, date) from public, anon;
grant execute on function public.set_lead_follow_up(uuid, date) to authenticated, service_role;

-- The follow-up day from a command's args: 'yyyy-mm-dd', or null / '' to clear.
create function private.command_day(args jsonb) returns date
language plpgsql
immutable
set search_path = ''
as $$
begin
  return nullif(args ->> 'follow_up_date', '')::date;
exception when invalid_datetime_format or datetime_field_overflow then
  raise exception 'The follow-up date is not a date: %', args ->> 'follow_up_date'
    using errcode = 'check_violation';
end
$$;

revoke execute on function private.command_day(jsonb) from public;

-- staff_commands: lead.follow_up ------------------------------------------------------------

alter table public.staff_commands drop constraint staff_commands_kind_check;
alter table public.staff_commands
  add constraint staff_commands_kind_check check (kind in (
    'order.confirm', 'order.pack', 'order.ship', 'order.deliver', 'order.cancel',
    'order.payment', 'order.note', 'lead.status', 'lead.follow_up',
    'quote.save', 'quote.send', 'quote.decline'
  ));

comment on table public.staff_commands is
  'Staff actions queued offline (order.confirm|pack|ship|deliver|cancel|payment|note, lead.status, lead.follow_up, quote.save|send|decline), applied on insert with the online checks; a refused one is not stored (the insert fails with the reason); a repeated id is skipped.';

-- Applies a staff command (replaces 20261126400300's version: lead.* kinds go to one place,
-- lead.follow_up added, args {follow_up_date: 'yyyy-mm-dd' | null}).
-- Security: the actor must be active staff (checked here, before anything is applied: the
-- insert policy is checked only after this trigger); who and when come from the session.
create or replace function private.apply_staff_command() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_id uuid;
begin
  if private.is_api_request() then
    if not public.is_admin() then
      raise exception 'Only MGRID staff can send staff commands.'
        using errcode = 'insufficient_privilege';
    end if;
    new.created_by := auth.uid();
  end if;
  new.created_at := now();
  new._deleted := false;
  new.args := coalesce(new.args, '{}'::jsonb);
  if new.kind like 'order.%' then
    perform private.apply_order_action(
      private.command_target(new.target_id, 'order'), substr(new.kind, 7), new.args,
      new.created_by);
  elsif new.kind like 'quote.%' then
    perform private.apply_quote_action(
      private.command_target(new.target_id, 'quotation'), substr(new.kind, 7), new.args,
      new.created_by);
  elsif new.kind like 'lead.%' then
    lead_id := private.command_target(new.target_id, 'lead');
    if not exists (select 1 from public.leads l where l.id = lead_id and not l._deleted) then
      raise exception 'This lead does not exist.' using errcode = 'foreign_key_violation';
    end if;
    if new.kind = 'lead.status' then
      perform private.apply_lead_status(
        lead_id, new.args ->> 'status',
        case when nullif(new.args ->> 'assigned_to', '') is not null
          then private.command_target(new.args ->> 'assigned_to', 'staff member') end,
        new.args ->> 'notes');
    else
      perform private.apply_lead_follow_up(lead_id, private.command_day(new.args));
    end if;
  end if;
  new.applied_at := clock_timestamp();
  return new;
end
$$;
