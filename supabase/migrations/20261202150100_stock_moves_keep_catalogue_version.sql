-- An order's stock movement is not a publish: it leaves the catalogue's version alone, so a
-- busy shop neither marks every visitor's prices "Checking price…" nor renders its pages again
-- after each order, and orders do not queue behind one another on the version's single row.
-- A movement that takes a product out of stock, or back into it, is something a pre-rendered
-- page shows (Add to Cart or not), so that one still counts.
create or replace function private.bump_catalogue_version() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  next bigint;
begin
  if tg_level = 'STATEMENT' and tg_table_name = 'products'
     and coalesce(current_setting('mgrid.stock_movement', true), '') = 'on' then
    return null;
  end if;
  update private.catalogue_version
     set version = version + 1, changed_at = now()
   where id
  returning version into next;
  perform pg_notify('catalogue_version', next::text);
  return null;
end;
$$;
revoke execute on function private.bump_catalogue_version() from public;

create trigger trg_91_catalogue_version_stock_out after update of "stockQuantity" on public.products
  for each row
  when ((old."stockQuantity" > 0) is distinct from (new."stockQuantity" > 0)
        and coalesce(current_setting('mgrid.stock_movement', true), '') = 'on')
  execute function private.bump_catalogue_version();
