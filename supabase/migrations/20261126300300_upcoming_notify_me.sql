-- "Notify me" on /upcoming-products names a product that is hidden until it launches (the
-- seeded SL03): 20261126300200 refused that lead like one naming an unknown product, so
-- nobody could ask to be told of a launch. A visitor's lead from the upcoming page (source
-- 'upcoming') may name hidden products again; every other lead and every registration still
-- gets the unknown product's words. The page names its products itself, so this tells a
-- visitor nothing the page does not.
create or replace function private.refuse_hidden_products() returns trigger
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
    if new.source is not distinct from 'upcoming' then
      return new;
    end if;
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

revoke execute on function private.refuse_hidden_products() from public;
