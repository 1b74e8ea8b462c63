-- The total a cart would be charged, asked before "Place order": public.price_cart prices the
-- lines with the order's own functions (private.rule_unit_price, private.price_line,
-- private.delivery_fee_for), line by line as private.prepare_order does, so the total checkout
-- shows is the total the order is placed at (tests/db/price-cart.test.ts places both). It
-- reads and writes nothing else: no stock is taken or checked (the order does that), and a
-- quotation's prices are accept_quote's.
--
-- The input is bounded as an order's is: an array of 1 to 100 objects, each with a productId
-- (text) and a whole quantity; each product's merged quantity from 1 to 10000 and at least its
-- MOQ; every product visible. A refusal says why with the order's own words.
create function public.price_cart(items jsonb, delivery_state text default null)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  item jsonb;
  line record;
  product public.products;
  priced jsonb;
  lines jsonb := '[]'::jsonb;
  subtotal bigint := 0;
  gst_total bigint := 0;
  lines_total bigint := 0;
  fee bigint;
  seller_state text;
  state text := public.indian_state_name(delivery_state);
begin
  if items is null or jsonb_typeof(items) <> 'array' or jsonb_array_length(items) = 0 then
    raise exception 'The order has no items' using errcode = 'check_violation';
  end if;
  if jsonb_array_length(items) > 100 then
    raise exception 'An order can have at most 100 lines' using errcode = 'check_violation';
  end if;
  for item in select e.value from jsonb_array_elements(items) as e loop
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'productId') is distinct from 'string' then
      raise exception 'Every order item needs a productId' using errcode = 'check_violation';
    end if;
    if jsonb_typeof(item -> 'quantity') is distinct from 'number'
       or (item ->> 'quantity')::numeric <> trunc((item ->> 'quantity')::numeric)
       or (item ->> 'quantity')::numeric not between 1 and 10000 then
      raise exception 'Quantity must be a whole number from 1 to 10000'
        using errcode = 'check_violation';
    end if;
  end loop;

  for line in
    select e.value ->> 'productId' as product_id,
           sum((e.value ->> 'quantity')::integer)::integer as quantity,
           min(e.ordinality) as position
    from jsonb_array_elements(items) with ordinality as e
    group by 1
    order by 3
  loop
    if line.quantity > 10000 then
      raise exception 'Quantity must be a whole number from 1 to 10000 (product %, all lines together)',
        line.product_id using errcode = 'check_violation';
    end if;
    select p.* into product
    from public.products p
    where p.id = line.product_id and not p.hidden and not p._deleted;
    if not found then
      raise exception 'Product % is not available', line.product_id
        using errcode = 'check_violation';
    end if;
    if line.quantity < greatest(1, product.moq) then
      raise exception 'The minimum order quantity for % is %', product.name, product.moq
        using errcode = 'check_violation';
    end if;
    priced := private.price_line(product, line.quantity,
      private.rule_unit_price(product, line.quantity), 0);
    lines := lines || jsonb_build_array(jsonb_build_object(
      'productId', product.id,
      'name', product.name,
      'quantity', line.quantity,
      'unitPriceInPaise', (priced ->> 'unit')::bigint,
      'gstRate', trim_scale(product.gst_rate),
      'priceInclusive', product.price_inclusive,
      'hsnCode', product.hsn_code,
      'lineAmountInPaise', (priced ->> 'amount')::bigint,
      'gstInPaise', (priced ->> 'gst')::bigint,
      'lineTotalInPaise', (priced ->> 'total')::bigint));
    subtotal := subtotal + (priced ->> 'amount')::bigint;
    gst_total := gst_total + (priced ->> 'gst')::bigint;
    lines_total := lines_total + (priced ->> 'total')::bigint;
  end loop;

  select s.seller_state into seller_state from public.site_settings s where s.id = 'default';
  fee := private.delivery_fee_for(subtotal);
  return jsonb_build_object(
    'lines', lines,
    'subtotalInPaise', subtotal,
    'gstInPaise', gst_total,
    'deliveryFeeInPaise', fee,
    'totalInPaise', lines_total + fee,
    'taxSplit', case
      when state is null then null
      when state = coalesce(seller_state, 'Maharashtra') then 'cgst_sgst'
      else 'igst' end);
end
$$;
revoke execute on function public.price_cart(jsonb, text) from public;
grant execute on function public.price_cart(jsonb, text) to anon, authenticated, service_role;

comment on function public.price_cart(jsonb, text) is
  'What an order of these lines would be charged now, by the order''s own pricing; refuses what an order would refuse.';
