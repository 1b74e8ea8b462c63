-- The catalogue's version: a number that grows with every change a visitor can see on a
-- pre-rendered page (products, their prices, stock and visibility, services, dealers, banners,
-- site settings). A page carries the version it was rendered with; the page and the app host
-- ask for the current one (public.catalogue_version(), a few bytes) and a page rendered with
-- an older one does not show its prices as current. Each change also notifies
-- `catalogue_version` (the payload: the new version), for hosts that listen instead of asking.
create table private.catalogue_version (
  id boolean primary key default true check (id),
  version bigint not null default 1,
  changed_at timestamptz not null default now()
);
insert into private.catalogue_version default values;

create or replace function private.bump_catalogue_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  next bigint;
begin
  update private.catalogue_version
     set version = version + 1, changed_at = now()
   where id
  returning version into next;
  perform pg_notify('catalogue_version', next::text);
  return null;
end;
$$;
revoke execute on function private.bump_catalogue_version() from public;

-- Once per statement: a batch publish of many products is one new version.
create trigger trg_90_catalogue_version after insert or update or delete on public.products
  for each statement execute function private.bump_catalogue_version();
create trigger trg_90_catalogue_version after insert or update or delete on public.services
  for each statement execute function private.bump_catalogue_version();
create trigger trg_90_catalogue_version after insert or update or delete on public.dealers
  for each statement execute function private.bump_catalogue_version();
create trigger trg_90_catalogue_version after insert or update or delete on public.banners
  for each statement execute function private.bump_catalogue_version();
create trigger trg_90_catalogue_version after insert or update or delete on public.site_settings
  for each statement execute function private.bump_catalogue_version();

-- Anyone may ask (it says only that something changed, never what).
create or replace function public.catalogue_version() returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select version from private.catalogue_version where id
$$;
revoke execute on function public.catalogue_version() from public;
grant execute on function public.catalogue_version() to anon, authenticated, service_role;
