-- Staff set every tier's dealer prices in one grid (/admin/dealers?tab=prices): the grid is
-- read whole (admin_tier_prices) and the changes kept as drafts on the staff member's device
-- are published at once (publish_tier_prices): every change is checked and applied, or none
-- is, so a dealer never sees half a price list. Dealers' phones follow tier_prices.

create function public.admin_tier_prices() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_manage_dealers() then
    raise exception 'Only staff who manage dealers can see the dealer price list.'
      using errcode = 'insufficient_privilege';
  end if;
  return jsonb_build_object(
    'tiers', coalesce((
      select jsonb_agg(jsonb_build_object('id', t.id, 'name', t.name, 'name_hi', t.name_hi,
               'discount_percent', t.discount_percent) order by t.sort, t.id)
      from public.price_tiers t where not t._deleted), '[]'::jsonb),
    'products', coalesce((
      select jsonb_agg(jsonb_build_object(
          'product_id', p.id,
          'name', p.name,
          'list_price_in_paise', p.price_paise,
          'prices', coalesce((
            select jsonb_object_agg(tp.tier_id, jsonb_build_object(
                'discount_percent', tp.discount_percent,
                'price_in_paise', tp.price_in_paise,
                'pack_size', tp.pack_size,
                'min_quantity', tp.min_quantity))
            from public.tier_prices tp
            where tp.product_id = p.id and not tp._deleted), '{}'::jsonb))
        order by p.rank, p.id)
      from public.products p
      where not p._deleted and not p.hidden and p.price_paise is not null), '[]'::jsonb));
end
$$;

comment on function public.admin_tier_prices() is
  'Staff (manage_dealers): the dealer price grid: {tiers: [{id, name, name_hi, discount_percent}], products: [{product_id, name, list_price_in_paise, prices: {<tier id>: {discount_percent, price_in_paise, pack_size, min_quantity}}}]} (a tier without a row for a product uses its own discount, pack 1, minimum 1).';

revoke execute on function public.admin_tier_prices() from public, anon;
grant execute on function public.admin_tier_prices() to authenticated;

create function public.publish_tier_prices(p_changes jsonb) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  c jsonb;
  tier text;
  product text;
  list bigint;
  price bigint;
  discount numeric;
  pack integer;
  minimum integer;
  changed integer := 0;
begin
  if not public.can_manage_dealers() then
    raise exception 'Only staff who manage dealers can change dealer prices.'
      using errcode = 'insufficient_privilege';
  end if;
  if jsonb_typeof(p_changes) is distinct from 'array' or jsonb_array_length(p_changes) = 0 then
    raise exception 'There are no price changes to publish.' using errcode = 'check_violation';
  end if;
  if jsonb_array_length(p_changes) > 20000 then
    raise exception 'At most 20,000 price changes can be published at once.'
      using errcode = 'check_violation';
  end if;
  for c in select value from jsonb_array_elements(p_changes) loop
    tier := c ->> 'tier_id';
    product := c ->> 'product_id';
    if not exists (select 1 from public.price_tiers t where t.id = tier and not t._deleted) then
      raise exception 'There is no price tier %.', coalesce(tier, '(none)')
        using errcode = 'foreign_key_violation';
    end if;
    select p.price_paise into list from public.products p
    where p.id = product and not p._deleted;
    if not found then
      raise exception 'There is no product %.', coalesce(product, '(none)')
        using errcode = 'foreign_key_violation';
    end if;
    if coalesce((c ->> 'remove')::boolean, false) then
      update public.tier_prices tp set _deleted = true
      where tp.tier_id = tier and tp.product_id = product and not tp._deleted;
      changed := changed + 1;
      continue;
    end if;
    begin
      price := (c ->> 'price_in_paise')::bigint;
      discount := (c ->> 'discount_percent')::numeric;
      pack := coalesce((c ->> 'pack_size')::integer, 1);
      minimum := coalesce((c ->> 'min_quantity')::integer, 1);
    exception when others then
      raise exception '%: the price, discount, pack and minimum must be numbers.', product
        using errcode = 'invalid_parameter_value';
    end;
    if price is not null and discount is not null then
      raise exception '%: give either a dealer price or a discount, not both.', product
        using errcode = 'check_violation';
    end if;
    if price is not null and (price <= 0 or price > list) then
      raise exception '%: the dealer price must be above ₹0 and at most the list price (₹%).',
        product, to_char(list / 100.0, 'FM99,99,99,990.00') using errcode = 'check_violation';
    end if;
    if discount is not null and (discount < 0 or discount > 90 or discount <> round(discount, 2)) then
      raise exception '%: the discount is from 0 %% to 90 %%, to two decimals.', product
        using errcode = 'check_violation';
    end if;
    if pack < 1 or pack > 1000 then
      raise exception '%: the pack size is from 1 to 1,000.', product using errcode = 'check_violation';
    end if;
    if minimum < 1 or minimum > 10000 or minimum % pack <> 0 then
      raise exception '%: the dealer minimum is a whole number of packs (of %), up to 10,000.',
        product, pack using errcode = 'check_violation';
    end if;
    insert into public.tier_prices as tp (tier_id, product_id, discount_percent, price_in_paise,
      pack_size, min_quantity, _deleted)
    values (tier, product, discount, price, pack, minimum, false)
    on conflict (tier_id, product_id) do update
      set discount_percent = excluded.discount_percent,
          price_in_paise = excluded.price_in_paise,
          pack_size = excluded.pack_size,
          min_quantity = excluded.min_quantity,
          _deleted = false;
    changed := changed + 1;
  end loop;
  return jsonb_build_object('changed', changed);
end
$$;

comment on function public.publish_tier_prices(jsonb) is
  'Staff (manage_dealers) publish dealer price changes, all or none: [{tier_id, product_id, price_in_paise? (explicit, at most the list price) | discount_percent? (0-90, off the list price) | neither (the tier''s own discount), pack_size (1-1,000), min_quantity (whole packs, up to 10,000)} | {tier_id, product_id, remove: true} (back to the tier''s defaults)], at most 20,000. Answers {changed}; refuses in words naming the product.';

revoke execute on function public.publish_tier_prices(jsonb) from public, anon;
grant execute on function public.publish_tier_prices(jsonb) to authenticated;
