-- Security: the shop always keeps at least one active superadmin. Self-demotion is already
-- refused (guard_user_update), but two superadmins demoting each other at once, or a
-- change made outside the API, could otherwise leave nobody able to manage roles. An
-- advisory lock serialises the check, so concurrent demotions cannot both pass.
create function private.keep_one_superadmin() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'superadmin' and old.is_active and not old._deleted
     and (tg_op = 'DELETE' or new.role <> 'superadmin' or not new.is_active or new._deleted) then
    perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('mgrid:last-superadmin'));
    if not exists (
      select 1 from public.users u
      where u.role = 'superadmin' and u.is_active and not u._deleted
    ) then
      raise exception 'The last active superadmin cannot be demoted or deactivated'
        using errcode = 'check_violation';
    end if;
  end if;
  return null;
end
$$;

create trigger trg_90_keep_one_superadmin
  after update or delete on public.users
  for each row execute function private.keep_one_superadmin();

-- Trigger functions are for the database's own use: no API role may call them.
revoke execute on function private.keep_one_superadmin() from public;
