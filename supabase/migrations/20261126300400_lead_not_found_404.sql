-- An unknown lead is the caller's mistake, not the server's (issue 28, item 13): update_lead_status
-- for a lead that does not exist raised no_data_found (P0002), which PostgREST answers 500;
-- PT404 makes it a 404 with the same words. Only admins reach this, so saying "not found"
-- reveals nothing. The offline outbox (lead_status_changes) still records the message.

create or replace function private.apply_lead_status(
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
    raise exception 'Lead not found' using errcode = 'PT404';
  end if;
  return result;
end
$$;
