-- A product made hidden must leave visitors' open pages live, like every other published
-- change. Row-level security ("everyone reads visible products") filters the hiding update out
-- of a visitor's pull and realtime feed, so until now their device dropped the product only at
-- its next visible-ids check (on reconnect, or every 5 minutes).
--
-- Hiding now also writes a withdrawal notice: the product's id and when, nothing else (every
-- visitor has already seen that id). Clients listen for notices over realtime and re-run the
-- visible-ids check at once, which removes exactly what they may no longer see (a notice
-- followed by an unhide removes nothing). Banners solve the same problem differently
-- (20261123610100): their switch-off is a readable row change.

create table public.catalogue_withdrawals (
  id bigint generated always as identity primary key,
  table_name text not null check (table_name in ('products')),
  row_id text not null check (char_length(row_id) <= 64),
  withdrawn_at timestamptz not null default now()
);

comment on table public.catalogue_withdrawals is
  'Written by trigger when a visible product is hidden; clients re-check what they may see.';

alter table public.catalogue_withdrawals enable row level security;

create policy "catalogue_withdrawals: everyone reads" on public.catalogue_withdrawals
  for select to anon, authenticated
  using (true);

-- Security: read-only for the API roles; only the trigger below writes.
revoke all on public.catalogue_withdrawals from anon, authenticated;
grant select on public.catalogue_withdrawals to anon, authenticated;
grant all on public.catalogue_withdrawals to service_role;

create function private.note_product_withdrawal() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.hidden and not old.hidden and not new._deleted then
    insert into public.catalogue_withdrawals (table_name, row_id) values ('products', new.id);
    -- A notice matters only to clients connected now; a day is plenty.
    delete from public.catalogue_withdrawals where withdrawn_at < now() - interval '1 day';
  end if;
  return null;
end
$$;

-- Security: a trigger function, never an API call.
revoke execute on function private.note_product_withdrawal() from public, anon, authenticated;

create trigger trg_80_note_product_withdrawal
  after update of hidden on public.products
  for each row execute function private.note_product_withdrawal();

alter publication supabase_realtime add table public.catalogue_withdrawals;
