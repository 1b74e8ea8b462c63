-- Accounts: last_login recorded by the database, and two-step sign-in required for staff.
--
-- 1. public.users.last_login is set when the auth server records a sign-in
--    (auth.users.last_sign_in_at, which GoTrue updates on every successful sign-in and the
--    local server does too); the API roles can no longer write it.
-- 2. A staff account (admin or superadmin) with a verified second factor holds its staff
--    privileges only in an aal2 session (password plus code). is_admin() and
--    is_superadmin() are what every staff policy and security definer function asks, so the
--    requirement sits there once: an aal1 token of such an account is treated as a user.

-- last_login ------------------------------------------------------------------------------

-- Security: security definer so the auth server's update (as supabase_auth_admin on hosted
-- Supabase) can write the profile mirror, which that role has no grant on.
create function private.record_last_login() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.last_sign_in_at is not null
     and new.last_sign_in_at is distinct from old.last_sign_in_at then
    update public.users set last_login = new.last_sign_in_at where id = new.id;
  end if;
  return new;
end
$$;

create trigger on_auth_user_signed_in
  after update of last_sign_in_at on auth.users
  for each row execute function private.record_last_login();

-- Security: deliberately security invoker (current_user is the request's API role): a
-- person can edit their profile but not claim a sign-in time.
create function private.keep_last_login() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.last_login := old.last_login;
  end if;
  return new;
end
$$;

create trigger trg_20_keep_last_login
  before update on public.users
  for each row execute function private.keep_last_login();

-- Two-step sign-in for staff ---------------------------------------------------------------

-- True when the request's session is strong enough for the signed-in account: aal2, or an
-- account with no verified factor (nothing more to ask for).
-- Security: security definer to read auth.mfa_factors, which the API roles cannot.
create function public.session_assurance_ok() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(auth.jwt() ->> 'aal', 'aal1') = 'aal2'
      or not exists (
        select 1
        from auth.mfa_factors f
        where f.user_id = auth.uid() and f.status = 'verified'
      )
$$;

create or replace function public.is_admin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'superadmin'), false)
     and public.session_assurance_ok()
$$;

create or replace function public.is_superadmin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() = 'superadmin', false)
     and public.session_assurance_ok()
$$;

-- The app asks this after a refused write, to say "confirm with your authenticator code"
-- instead of a bare "not allowed".
create function public.second_factor_required() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'superadmin'), false)
     and not public.session_assurance_ok()
$$;

revoke execute on function private.record_last_login(), private.keep_last_login() from public;
revoke execute on function public.session_assurance_ok(), public.second_factor_required()
  from public;
grant execute on function public.session_assurance_ok(), public.second_factor_required()
  to anon, authenticated, service_role;
