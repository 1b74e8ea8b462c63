-- Columns that should not have been writable (issue 16): a registration an admin may only
-- retire, order quantities checked after duplicate lines are merged, and the server-owned
-- and bounded columns of a user's own row.

-- product_registrations: admins retire (_deleted), nothing else. ------------------------
-- Security: security invoker, so current_user is the API role of the request; work done
-- by service_role or definer code is trusted.
create function private.guard_registration_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  -- warranty_until is generated (not yet computed in NEW here) and follows purchase_date.
  if (to_jsonb(new) - '_deleted' - '_modified' - 'warranty_until')
     is distinct from (to_jsonb(old) - '_deleted' - '_modified' - 'warranty_until') then
    raise exception 'A product registration can only be retired, not edited'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

create trigger trg_10_guard_registration_update
  before update on public.product_registrations
  for each row execute function private.guard_registration_update();

-- orders: at most 100 lines, and each product's merged quantity from 1 to 10000. --------
-- Runs before prepare_order (trg_20), which prices the merged lines. Malformed lines are
-- left to prepare_order's own messages.
create function private.limit_order_lines() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  too_many text;
begin
  if new.items is null or jsonb_typeof(new.items) <> 'array' then
    return new;
  end if;
  if jsonb_array_length(new.items) > 100 then
    raise exception 'An order can have at most 100 lines' using errcode = 'check_violation';
  end if;
  select e.value ->> 'productId' into too_many
  from jsonb_array_elements(new.items) e
  where jsonb_typeof(e.value) = 'object' and jsonb_typeof(e.value -> 'quantity') = 'number'
  group by 1
  having sum((e.value ->> 'quantity')::numeric) > 10000
  limit 1;
  if found then
    raise exception 'Quantity must be a whole number from 1 to 10000 (product %, all lines together)',
      too_many using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger trg_15_limit_order_lines
  before insert on public.orders
  for each row execute function private.limit_order_lines();

-- users: last_login is the auth server's; links are http(s) or site paths; sizes bounded.
-- Security: security invoker, as guard_user_update (trg_10) before it.
create function private.bound_user_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  new.last_login := old.last_login;
  if new.profile_image is not null and (
       octet_length(new.profile_image) > 2048
       or not (new.profile_image ~* '^https?://[^\s/]+' or new.profile_image ~ '^/[^/\\]')
       or new.profile_image ~ '[\s<>"]'
     ) then
    raise exception 'Profile image must be an http(s) address or a path on this site'
      using errcode = 'check_violation';
  end if;
  if octet_length(coalesce(new.full_name, '')) > 200 or octet_length(coalesce(new.phone, '')) > 32 then
    raise exception 'Name or phone is too long' using errcode = 'check_violation';
  end if;
  if octet_length(new.metadata::text) > 16384 or octet_length(coalesce(new.address::text, '')) > 4096 then
    raise exception 'Profile metadata or address is too large (at most 16 KB and 4 KB)'
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger trg_15_bound_user_update
  before update on public.users
  for each row execute function private.bound_user_update();

revoke execute on all functions in schema private from public;
