-- Cash-on-delivery orders are limited in units (issue 51, item 5): one anonymous COD order
-- took a product's whole stock, and one request emptied 13 of 14 products. Nothing is paid
-- when a COD order is placed, yet it reserves its stock (20261126100400), so an order paid on
-- delivery may hold at most cod_max_units_per_order units (a signed-in business buyer, one
-- whose order carries a GSTIN: cod_max_units_per_business_order), and one buyer's open unpaid
-- COD orders of the last 24 hours at most cod_max_units_per_buyer_day units together
-- (business: cod_max_units_per_business_buyer_day). The buyer is the signed-in account, or
-- for a guest the delivery phone number (its last 10 digits). Orders paid online (UPI), a
-- quotation's order (the way to buy more) and orders staff place for a customer are not
-- limited. The refusal is in words, with the figures as JSON in the error's detail for the
-- device (src/lib/cod-limits.ts).

alter table public.site_settings
  add column cod_max_units_per_order integer not null default 20
    constraint site_settings_cod_max_units_per_order_range
      check (cod_max_units_per_order between 1 and 10000),
  add column cod_max_units_per_business_order integer not null default 100
    constraint site_settings_cod_max_units_per_business_order_range
      check (cod_max_units_per_business_order between 1 and 10000),
  add column cod_max_units_per_buyer_day integer not null default 40
    constraint site_settings_cod_max_units_per_buyer_day_range
      check (cod_max_units_per_buyer_day between 1 and 100000),
  add column cod_max_units_per_business_buyer_day integer not null default 200
    constraint site_settings_cod_max_units_per_business_buyer_day_range
      check (cod_max_units_per_business_buyer_day between 1 and 100000);

comment on column public.site_settings.cod_max_units_per_order is
  'Most units (all lines together) one cash-on-delivery order may hold; online payment, quotations and staff orders are not limited.';
comment on column public.site_settings.cod_max_units_per_business_order is
  'Most units one cash-on-delivery order of a signed-in buyer with a GSTIN on the order may hold.';
comment on column public.site_settings.cod_max_units_per_buyer_day is
  'Most units one buyer''s open unpaid cash-on-delivery orders of the last 24 hours may hold together (the account, or a guest''s phone number).';
comment on column public.site_settings.cod_max_units_per_business_buyer_day is
  'As cod_max_units_per_buyer_day, for a signed-in buyer whose order carries a GSTIN.';

-- Security: security definer to count the buyer's other orders (a guest reads none); the lock
-- per buyer makes two orders of one buyer placed at once count each other.
create function private.limit_cod_units() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.site_settings;
  business boolean := auth.uid() is not null and new.buyer_gstin is not null;
  buyer_digits text := right(regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
  per_order integer;
  per_day integer;
  units integer;
  open_units integer;
  advice constant text := 'Pay online, or ask us for a quotation for larger orders.';
begin
  if new.payment_method is distinct from 'cod' or not private.is_api_request()
     or new.placed_by is not null or new.quote_id is not null then
    return new;
  end if;
  select s.* into settings from public.site_settings s where s.id = 'default';
  per_order := case when business then coalesce(settings.cod_max_units_per_business_order, 100)
                    else coalesce(settings.cod_max_units_per_order, 20) end;
  per_day := case when business then coalesce(settings.cod_max_units_per_business_buyer_day, 200)
                  else coalesce(settings.cod_max_units_per_buyer_day, 40) end;
  -- prepare_order (trg_20) has checked every quantity and merged each product's lines.
  select coalesce(sum((e.value ->> 'quantity')::integer), 0) into units
  from jsonb_array_elements(new.items) as e;
  if units > per_order then
    raise exception 'Cash on delivery orders are limited to % units. %', per_order, advice
      using errcode = 'check_violation',
            detail = jsonb_build_object(
              'reason', 'cod_units_per_order', 'limit', per_order, 'units', units)::text,
            hint = 'Lower the quantities, choose UPI, or ask for a quotation.';
  end if;

  perform pg_advisory_xact_lock(hashtextextended(
    'mgrid.cod_units:' || coalesce(auth.uid()::text, 'phone:' || buyer_digits), 0));
  select coalesce(sum((e.value ->> 'quantity')::integer), 0) into open_units
  from public.orders o
  cross join lateral jsonb_array_elements(o.items) as e
  where o.created_at > now() - interval '24 hours'
    and o.payment_method = 'cod'
    and o.payment_status = 'pending'
    and o.status not in ('delivered', 'cancelled')
    and not o._deleted
    and o.quote_id is null
    and o.placed_by is null
    and case when auth.uid() is not null then o.user_id = auth.uid()
             else right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 10) = buyer_digits end;
  if open_units + units > per_day then
    raise exception 'Cash on delivery orders are limited to % units a day: your open orders from the last 24 hours already have %. %',
      per_day, open_units, advice
      using errcode = 'check_violation',
            detail = jsonb_build_object(
              'reason', 'cod_units_per_day', 'limit', per_day, 'open', open_units,
              'units', units)::text,
            hint = 'Lower the quantities, choose UPI, or ask for a quotation.';
  end if;
  return new;
end
$$;

-- After the order is checked and priced (trg_20) and its GSTIN checked (trg_22); the stock
-- trg_20 reserved goes back with the refused insert.
create trigger trg_23_limit_cod_units
  before insert on public.orders
  for each row execute function private.limit_cod_units();

revoke execute on all functions in schema private from public;
