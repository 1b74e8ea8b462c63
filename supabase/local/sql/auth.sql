-- The local auth server's own tables (supabase/local/auth), next to the auth.users and
-- auth.identities that bootstrap.sql provides. Shapes follow GoTrue's migrations
-- (supabase/auth, internal/models) so tools that know GoTrue's schema read them the same.
-- Idempotent: re-applied on every start.

-- Sessions: one per sign-in; signing out deletes them, which ends every refresh token of
-- the session and makes its access tokens fail at /auth/v1 (session_not_found).
create table if not exists auth.sessions (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  factor_id uuid,
  aal text not null default 'aal1' check (aal in ('aal1', 'aal2', 'aal3')),
  not_after timestamptz,
  refreshed_at timestamptz,
  user_agent text,
  ip text,
  tag text
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);

-- Rotating refresh tokens: each use revokes the token and issues a child (parent = the
-- revoked token), as GoTrue's refresh_tokens do.
create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id bigserial primary key,
  token varchar(255) not null unique,
  user_id uuid not null references auth.users (id) on delete cascade,
  revoked boolean not null default false,
  parent varchar(255),
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index if not exists refresh_tokens_session_id_revoked_idx
  on auth.refresh_tokens (session_id, revoked);

-- Multi-factor authentication (TOTP).
create table if not exists auth.mfa_factors (
  id uuid primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text,
  last_challenged_at timestamptz
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
-- Local addition: the last TOTP time step accepted for the factor, so a code is accepted
-- once (RFC 6238 section 5.2), whichever session offers it again.
alter table auth.mfa_factors add column if not exists last_totp_step bigint;

create table if not exists auth.mfa_challenges (
  id uuid primary key,
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null default '',
  otp_code text
);

-- How each session was authenticated (password, otp, totp, ...): the source of the
-- access token's `amr` and `aal` claims.
create table if not exists auth.mfa_amr_claims (
  id uuid primary key,
  session_id uuid not null references auth.sessions (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  authentication_method text not null,
  constraint mfa_amr_claims_session_id_authentication_method_pkey
    unique (session_id, authentication_method)
);

-- The local mail and SMS outbox: what GoTrue would send through SMTP or an SMS provider.
-- Read through GET /auth/v1/outbox with the service_role key.
create table if not exists auth.outbox (
  id bigserial primary key,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  subject text,
  body text not null,
  link text,
  code text,
  created_at timestamptz not null default now()
);
create index if not exists outbox_recipient_idx on auth.outbox (recipient, id);

-- Security: sessions, tokens, TOTP secrets and the outbox (which holds sign-in codes) are
-- for the auth server only; the API roles never read them.
revoke all on auth.sessions, auth.refresh_tokens, auth.mfa_factors, auth.mfa_challenges,
  auth.mfa_amr_claims, auth.outbox from anon, authenticated;

-- public.users (the product's profile mirror, written by the migrations) says whether an
-- account is deactivated. Looked up dynamically: the auth server must also run on a
-- database whose migrations do not define that table or column.
create or replace function auth.local_user_deactivated(uid uuid) returns boolean
language plpgsql stable
as $$
declare
  deactivated boolean := false;
begin
  if exists (
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = 'users' and column_name = 'is_active'
  ) then
    execute 'select coalesce(bool_or(is_active is false), false) from public.users where id = $1'
      into deactivated using uid;
  end if;
  return deactivated;
end
$$;

-- Records a sign-in on the profile mirror (public.users.last_login) when it has one.
create or replace function auth.local_record_login(uid uuid) returns void
language plpgsql volatile
as $$
begin
  if exists (
    select 1 from information_schema.columns
    where table_schema = 'public' and table_name = 'users' and column_name = 'last_login'
  ) then
    execute 'update public.users set last_login = now() where id = $1' using uid;
  end if;
end
$$;

revoke all on function auth.local_user_deactivated(uuid), auth.local_record_login(uuid) from public;
