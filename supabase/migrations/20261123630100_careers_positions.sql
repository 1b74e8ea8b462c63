-- Open positions on the careers page, as data (issue 15): an admin opens, edits and closes a
-- position without a release. Everyone reads the open ones; admins read and manage all.
-- Applications are leads with source 'careers' (the lead names the position), not rows here.
-- Positions are never deleted: closing one (is_open = false) keeps the history that
-- applications refer to.

create table public.careers_positions (
  id text primary key check (id ~ '^[a-z0-9][a-z0-9_-]{0,63}$'),
  title text not null
    constraint careers_positions_title_length
    check (btrim(title) <> '' and char_length(title) <= 120),
  location text not null
    constraint careers_positions_location_length
    check (btrim(location) <> '' and char_length(location) <= 120),
  employment_type text not null default 'Full time'
    check (employment_type in ('Full time', 'Part time', 'Contract', 'Internship')),
  description text not null
    constraint careers_positions_description_length
    check (btrim(description) <> '' and char_length(description) <= 2000),
  is_open boolean not null default true,
  -- The order the page lists them in (lower first), then the title.
  sort_order integer not null default 100 check (sort_order between 0 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index careers_positions_open_idx on public.careers_positions (is_open, sort_order, title);

create trigger trg_80_touch_updated_at
  before insert or update on public.careers_positions
  for each row execute function private.touch_updated_at();

alter table public.careers_positions enable row level security;

create policy "careers_positions: everyone reads open ones" on public.careers_positions
  for select to anon, authenticated
  using (is_open);
create policy "careers_positions: admins read all" on public.careers_positions
  for select to authenticated
  using ((select public.is_admin()));
create policy "careers_positions: admins insert" on public.careers_positions
  for insert to authenticated
  with check ((select public.is_admin()));
create policy "careers_positions: admins update" on public.careers_positions
  for update to authenticated
  using ((select public.is_admin()))
  with check ((select public.is_admin()));

-- Explicit privileges (as 20261123100400_explicit_grants.sql): visitors only read; signed-in
-- users get insert and update too, which the policies above allow only to active admins.
revoke all on public.careers_positions from anon, authenticated;
grant select on public.careers_positions to anon;
grant select, insert, update on public.careers_positions to authenticated;
grant all on public.careers_positions to service_role;
