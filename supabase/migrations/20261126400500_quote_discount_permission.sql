-- Quotations (issue 27): a quotes.discount permission must say how far it goes. Granted
-- without max_percent it would allow nothing beyond the site's limit, silently; refused in
-- words instead, and max_percent belongs to quotes.discount only.

create function private.check_permission_percent() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.permission_type = 'quotes.discount' and new.max_percent is null then
    raise exception 'A quotes.discount permission needs its largest discount (max_percent, 0 to 100).'
      using errcode = 'check_violation';
  end if;
  if new.permission_type <> 'quotes.discount' and new.max_percent is not null then
    raise exception 'Only a quotes.discount permission carries a largest discount (max_percent).'
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger trg_20_check_permission_percent
  before insert on public.user_permissions
  for each row execute function private.check_permission_percent();

revoke execute on all functions in schema private from public;
