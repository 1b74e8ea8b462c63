-- Users, roles and fine-grained permissions, plus the helpers every later migration uses.
--
-- Conventions for the whole schema:
--  * every table in public has row-level security; the API roles hold table grants (as on
--    hosted Supabase), so policies are what protect rows;
--  * replicated tables carry a client-made id, `_modified` (set by the database with
--    clock_timestamp(), never by the client) and `_deleted` (soft delete);
--  * internal helpers and trigger functions live in schema `private`, which PostgREST does
--    not expose and the API roles cannot use; only functions meant for policies or RPC live
--    in public;
--  * every function pins search_path = '' and names everything schema-qualified.

create schema if not exists private;
revoke all on schema private from public;

-- Shared trigger functions ----------------------------------------------------------

-- Security: the server clock decides when a row changed; clients' values are ignored.
create function private.set_modified() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new._modified := clock_timestamp();
  return new;
end
$$;

create function private.touch_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;

-- True when the statement comes through the API as a visitor or signed-in user (PostgREST
-- sets request.jwt.claims); false for service_role and for server-side work with no JWT
-- (migrations, seed, the auth server).
create function private.is_api_request() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(auth.role(), '') in ('anon', 'authenticated')
$$;

-- Clients push leads, orders, registrations and commands with a plain INSERT and retry
-- after network failures. A retried insert of an id that already exists is skipped
-- silently, so it arrives exactly once and the outbox never gets stuck.
-- Security: security definer because the pushing role usually cannot read the table; it
-- only learns whether an id exists, and ids are random uuids.
create function private.ignore_retried_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row boolean;
begin
  execute format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into found_row
    using new.id;
  if found_row then
    return null;
  end if;
  return new;
end
$$;

-- Validation shared by leads, orders, registrations and dealers ------------------------

create function private.is_valid_email(email text) returns boolean
language sql immutable
set search_path = ''
as $$
  select email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'
$$;

-- Indian mobile number: optional +91, then ten digits starting 6-9; spaces ignored.
create function private.is_indian_mobile(phone text) returns boolean
language sql immutable
set search_path = ''
as $$
  select replace(phone, ' ', '') ~ '^(\+91)?[6-9][0-9]{9}$'
$$;

create function private.is_pin_code(pin_code text) returns boolean
language sql immutable
set search_path = ''
as $$
  select pin_code ~ '^[1-9][0-9]{5}$'
$$;

-- The canonical name of an Indian state or union territory (28 + 8), matched without
-- regard to case or surrounding spaces; null when the text names none of them. In public
-- because check constraints call it as the inserting role.
create function public.indian_state_name(state text) returns text
language sql immutable
set search_path = ''
as $$
  select s.name
  from unnest(array[
    'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat',
    'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh',
    'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab',
    'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh',
    'Uttarakhand', 'West Bengal',
    'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu',
    'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry'
  ]) as s(name)
  where lower(s.name) = lower(btrim(state))
$$;

-- users ------------------------------------------------------------------------------

create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  phone text,
  full_name text,
  role text not null default 'user' check (role in ('user', 'admin', 'superadmin')),
  is_active boolean not null default true,
  email_verified boolean not null default false,
  phone_verified boolean not null default false,
  profile_image text,
  address jsonb,
  metadata jsonb not null default '{}'::jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_login timestamptz,
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index users_modified_idx on public.users (_modified, id);
create index users_staff_idx on public.users (role) where role <> 'user';

-- Role helpers for policies -------------------------------------------------------------
-- Security: security definer so that policies on public.users can call them without
-- recursing into those policies. An inactive account has no role, hence no privileges.

create function public.current_user_role() returns text
language sql stable
security definer
set search_path = ''
as $$
  select u.role
  from public.users u
  where u.id = auth.uid() and u.is_active and not u._deleted
$$;

create function public.is_active_user() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select public.current_user_role() is not null
$$;

create function public.is_admin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() in ('admin', 'superadmin'), false)
$$;

create function public.is_superadmin() returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(public.current_user_role() = 'superadmin', false)
$$;

-- Mirror auth.users into public.users -------------------------------------------------

create function private.handle_new_auth_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.users (id, email, phone, full_name, role, email_verified, phone_verified)
  values (
    new.id,
    new.email,
    nullif(new.phone, ''),
    coalesce(
      nullif(btrim(new.raw_user_meta_data ->> 'full_name'), ''),
      nullif(btrim(new.raw_user_meta_data ->> 'name'), '')
    ),
    'user',
    new.email_confirmed_at is not null,
    new.phone_confirmed_at is not null
  )
  on conflict (id) do nothing;
  return new;
end
$$;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function private.handle_new_auth_user();

create function private.handle_auth_user_updated() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.users u
  set email = new.email,
      phone = nullif(new.phone, ''),
      email_verified = new.email_confirmed_at is not null,
      phone_verified = new.phone_confirmed_at is not null
  where u.id = new.id
    and (u.email, u.phone, u.email_verified, u.phone_verified) is distinct from
        (new.email, nullif(new.phone, ''), new.email_confirmed_at is not null,
         new.phone_confirmed_at is not null);
  return new;
end
$$;

create trigger on_auth_user_updated
  after update of email, phone, email_confirmed_at, phone_confirmed_at on auth.users
  for each row execute function private.handle_auth_user_updated();

-- Who may change which column of a user row.
-- Security: deliberately security invoker, so current_user is the API role of the request.
-- Work done by security definer code (the auth.users sync above) or by service_role runs
-- as another role and is trusted.
create function private.guard_user_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.created_at := old.created_at;
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  if new.id is distinct from old.id or new.email is distinct from old.email then
    raise exception 'A user''s id and email cannot be changed here; email changes go through sign-in'
      using errcode = 'insufficient_privilege';
  end if;
  if (new.role, new.is_active, new.email_verified, new.phone_verified, new._deleted)
     is distinct from (old.role, old.is_active, old.email_verified, old.phone_verified, old._deleted)
  then
    if not public.is_superadmin() then
      raise exception 'Only a superadmin can change a user''s role, active status or verification'
        using errcode = 'insufficient_privilege';
    end if;
    if old.id = auth.uid() and (new.role <> 'superadmin' or not new.is_active or new._deleted) then
      raise exception 'A superadmin cannot demote or deactivate their own account'
        using errcode = 'insufficient_privilege';
    end if;
  elsif new.phone is distinct from old.phone then
    -- A number the user typed is not a verified number.
    new.phone_verified := false;
  end if;
  return new;
end
$$;

-- Trigger names carry their order. PostgreSQL fires the triggers of one event on one table in
-- name order, so every migration names them by stage: trg_01_ (drop a retried insert),
-- trg_10_..trg_20_ (guard and prepare the row), trg_80_ (touch updated_at), and zz_set_modified
-- last (it stamps _modified after every other change, for replication). Keep the prefixes
-- when adding a trigger.
create trigger trg_10_guard_user_update
  before update on public.users
  for each row execute function private.guard_user_update();
create trigger trg_80_touch_updated_at
  before insert or update on public.users
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified
  before insert or update on public.users
  for each row execute function private.set_modified();

alter table public.users enable row level security;

-- An inactive user may still read their own row, so the app can say why sign-in failed.
create policy "users: read own profile" on public.users
  for select to authenticated
  using (id = (select auth.uid()));
create policy "users: admins read staff" on public.users
  for select to authenticated
  using ((select public.is_admin()) and role in ('admin', 'superadmin'));
create policy "users: superadmins read all" on public.users
  for select to authenticated
  using ((select public.is_superadmin()));
create policy "users: update own profile" on public.users
  for update to authenticated
  using (id = (select auth.uid()) and is_active)
  with check (id = (select auth.uid()));
create policy "users: superadmins update all" on public.users
  for update to authenticated
  using ((select public.is_superadmin()))
  with check ((select public.is_superadmin()));
-- No insert policy (rows come from the auth.users trigger) and no delete (deactivate instead).
revoke insert, delete, truncate, references, trigger on public.users from anon, authenticated;

-- user_permissions ----------------------------------------------------------------------

create table public.user_permissions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  permission_type text not null check (permission_type ~ '^[a-z][a-z0-9_:.-]{0,63}$'),
  granted_by uuid references public.users (id) on delete set null default auth.uid(),
  granted_at timestamptz not null default now(),
  expires_at timestamptz,
  is_active boolean not null default true,
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index user_permissions_user_idx on public.user_permissions (user_id, permission_type);
create index user_permissions_modified_idx on public.user_permissions (_modified, id);

-- Security: the grant records who granted it and when, from the session, not the client.
create function private.prepare_permission() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_api_request() then
    if tg_op = 'INSERT' then
      new.granted_by := auth.uid();
      new.granted_at := now();
    else
      new.granted_by := old.granted_by;
      new.granted_at := old.granted_at;
      new.user_id := old.user_id;
      new.permission_type := old.permission_type;
    end if;
  end if;
  return new;
end
$$;

create trigger trg_10_prepare_permission
  before insert or update on public.user_permissions
  for each row execute function private.prepare_permission();
create trigger zz_set_modified
  before insert or update on public.user_permissions
  for each row execute function private.set_modified();

alter table public.user_permissions enable row level security;

create policy "user_permissions: read own" on public.user_permissions
  for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));
create policy "user_permissions: superadmins read all" on public.user_permissions
  for select to authenticated
  using ((select public.is_superadmin()));
create policy "user_permissions: superadmins grant" on public.user_permissions
  for insert to authenticated
  with check ((select public.is_superadmin()));
-- Revoking is an update (is_active = false), kept as history.
create policy "user_permissions: superadmins revoke" on public.user_permissions
  for update to authenticated
  using ((select public.is_superadmin()))
  with check ((select public.is_superadmin()));
revoke delete, truncate, references, trigger on public.user_permissions from anon, authenticated;

-- True when the caller holds an active, unexpired grant; superadmins hold every permission.
-- Callable from policies and as /rest/v1/rpc/has_permission.
create function public.has_permission(permission_type text) returns boolean
language sql stable
security definer
set search_path = ''
as $$
  select public.is_superadmin()
      or (
        public.is_active_user()
        and exists (
          select 1
          from public.user_permissions p
          where p.user_id = auth.uid()
            and p.permission_type = has_permission.permission_type
            and p.is_active
            and not p._deleted
            and (p.expires_at is null or p.expires_at > now())
        )
      )
$$;

-- Functions get EXECUTE for PUBLIC by default; nothing in private is for the API roles.
revoke execute on all functions in schema private from public;
