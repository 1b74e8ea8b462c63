-- Hidden products stay hidden (issue 28, item 12): a lead or registration from a visitor that
-- names a hidden product is refused with the very words an unknown product gets, so a guess
-- of an id cannot tell "hidden" from "does not exist". Staff (is_admin) may name any product.
-- Runs before bound_lead (trg_30) and prepare_registration (trg_20), which resolve names as
-- the database owner and so see hidden products too.

-- Security: security definer to see hidden products, which the caller cannot; it answers
-- only what an unknown name would get.
create function private.names_hidden_product(names text[]) returns text
language sql stable
security definer
set search_path = ''
as $$
  select x from unnest(names) x
  where exists (
      select 1 from public.products p
      where (lower(p.id) = lower(x) or lower(p.name) = lower(x)) and p.hidden)
    and not exists (
      select 1 from public.products p
      where (lower(p.id) = lower(x) or lower(p.name) = lower(x)) and not p.hidden)
  limit 1
$$;

create function private.refuse_hidden_products() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hidden text;
begin
  if not private.is_api_request() or public.is_admin() then
    return new;
  end if;
  if tg_table_name = 'leads' then
    hidden := private.names_hidden_product(new.interested_products);
    if hidden is not null then
      raise exception 'Unknown product in interested_products: %', hidden
        using errcode = 'check_violation';
    end if;
  elsif private.names_hidden_product(array[btrim(new.product_model)]) is not null then
    raise exception 'Please choose a product model from our catalogue'
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;

create trigger trg_25_refuse_hidden_products
  before insert on public.leads
  for each row execute function private.refuse_hidden_products();
create trigger trg_15_refuse_hidden_products
  before insert on public.product_registrations
  for each row execute function private.refuse_hidden_products();

revoke execute on all functions in schema private from public;
