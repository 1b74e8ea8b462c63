-- Never charged above what was shown. The client sends the total its buyer saw and each
-- line's unit price; private.prepare_order keeps them (shown_total_in_paise, and each stored
-- line's shownUnitPriceInPaise) before pricing the order from the database. An order whose
-- database total is higher than the shown total is held: it reserves no stock and waits for its
-- buyer, who confirms it at the new total (public.confirm_held_order: the stock is reserved
-- then) or cancels it (public.cancel_held_order). A lower or equal total is simply charged.
-- The rule is private.price_hold_reason (case table: tests/fixtures/rules/price-hold.json).

alter table public.orders drop constraint orders_status_check;
alter table public.orders
  add constraint orders_status_check
    check (status in ('held', 'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled')),
  add column shown_total_in_paise bigint,
  add column hold_reason text constraint orders_hold_reason_length check (char_length(hold_reason) <= 2000);

comment on column public.orders.status is
  'held (the database total is above the shown total: waiting for the buyer) -> placed -> confirmed -> packed -> shipped -> delivered; cancelled before shipping. Changed only by private.apply_order_action / cancel_my_order / confirm_held_order / cancel_held_order.';
comment on column public.orders.shown_total_in_paise is
  'The total the buyer saw when placing the order (the client''s total, or an accepted quotation''s); null when the client stated no price for some line.';
comment on column public.orders.hold_reason is
  'Why the order was held, in words: "Prices changed: ₹6,999 → ₹7,349 on SL01".';

alter table public.order_events drop constraint order_events_kind_check;
alter table public.order_events add constraint order_events_kind_check check (kind in (
  'held', 'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled',
  'payment_recorded', 'refund_recorded', 'note'));

-- The rule ---------------------------------------------------------------------------------

-- Why an order priced at `total` must wait for its buyer, who saw `shown_total`; null when it
-- may be placed (no shown total, or the database total is equal or lower). Names each line
-- whose unit price rose ("₹6,999 → ₹7,349 on SL01", joined by "; "), or the totals when no
-- line's unit rose (a delivery fee, or a line without a shown price).
--   lines: the order's stored lines [{productId, unitPriceInPaise, shownUnitPriceInPaise?}]
create function private.price_hold_reason(shown_total bigint, total bigint, lines jsonb)
returns text
language sql immutable
set search_path = ''
as $$
  select case
    when shown_total is null or total is null or total <= shown_total then null
    else 'Prices changed: ' || coalesce(
      (select string_agg(format('%s → %s on %s',
                private.format_inr((l.item ->> 'shownUnitPriceInPaise')::bigint),
                private.format_inr((l.item ->> 'unitPriceInPaise')::bigint),
                upper(l.item ->> 'productId')), '; ' order by l.position)
       from jsonb_array_elements(coalesce(lines, '[]'::jsonb)) with ordinality as l(item, position)
       where jsonb_typeof(l.item -> 'shownUnitPriceInPaise') = 'number'
         and (l.item ->> 'unitPriceInPaise')::bigint > (l.item ->> 'shownUnitPriceInPaise')::bigint),
      format('%s → %s in total', private.format_inr(shown_total), private.format_inr(total)))
  end
$$;

comment on function private.price_hold_reason(bigint, bigint, jsonb) is
  'The hold rule: why an order whose database total is above the shown total waits for its buyer (null: placed as usual).';

-- The order's page, for the messages: the site's origin (the setting app.site_url, else the
-- local app's) and /order-success/<id>.
create function private.order_page_url(order_id uuid) returns text
language sql stable
set search_path = ''
as $$
  select rtrim(coalesce(nullif(current_setting('app.site_url', true), ''), 'http://localhost:4173'), '/')
    || '/order-success/' || order_id::text
$$;

-- Stock ------------------------------------------------------------------------------------

-- Reserves an order's lines (productId, quantity; each product once), with the products
-- locked in id order: a line asking for more than is left refuses the whole order, saying which
-- product and how many are left (and, for the device, the same as JSON in the error's detail).
-- Used when an order is placed and when the buyer confirms a held order.
create function private.reserve_order_stock(target_order uuid, order_lines jsonb) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  line record;
  short jsonb := '[]'::jsonb;
  first_short jsonb;
begin
  perform 1 from public.products p
  where p.id = any (array(select e.value ->> 'productId' from jsonb_array_elements(order_lines) as e))
  order by p.id
  for update;
  for line in
    select p.id, p.name, p."stockQuantity" as available, (e.value ->> 'quantity')::integer as asked
    from jsonb_array_elements(order_lines) with ordinality as e
    join public.products p on p.id = e.value ->> 'productId'
    order by e.ordinality
  loop
    if line.asked > line.available then
      short := short || jsonb_build_array(jsonb_build_object(
        'productId', line.id, 'name', line.name, 'asked', line.asked, 'available', line.available));
    end if;
  end loop;
  if jsonb_array_length(short) > 0 then
    first_short := short -> 0;
    raise exception '%',
      case when (first_short ->> 'available')::integer = 0
        then format('%s is out of stock.', first_short ->> 'name')
        else format('Only %s left of %s: you asked for %s.',
          first_short ->> 'available', first_short ->> 'name', first_short ->> 'asked')
      end
      || case jsonb_array_length(short)
        when 1 then ''
        when 2 then ' Another item in this order is short of stock too.'
        else format(' %s other items in this order are short of stock too.', jsonb_array_length(short) - 1)
      end
      using errcode = 'check_violation',
            detail = jsonb_build_object('reason', 'out_of_stock', 'lines', short)::text,
            hint = 'Lower the quantity to what is left, or remove the item, and place the order again.';
  end if;

  for line in select e.value ->> 'productId' as product_id, (e.value ->> 'quantity')::integer as quantity
              from jsonb_array_elements(order_lines) as e order by 1 loop
    perform private.move_stock(line.product_id, target_order, -line.quantity, 'order');
  end loop;

end
$$;

-- Placing an order (replaces 20261126400100's version; the pricing rules are unchanged). It
-- keeps what the buyer saw before overwriting it, and holds the order, reserving nothing, when
-- the database total is higher (private.price_hold_reason); otherwise it reserves the stock
-- (private.reserve_order_stock) as before. A quotation's buyer saw the quotation's total.
create or replace function private.prepare_order() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  item jsonb;
  line record;
  product public.products;
  quote public.quotes;
  quoted jsonb;
  unit_paise bigint;
  discount numeric;
  priced jsonb;
  lines jsonb := '[]'::jsonb;
  subtotal bigint := 0;
  gst_total bigint := 0;
  lines_total bigint := 0;
  fee bigint;
  seller_state text;
  product_ids text[];
  -- What the buyer saw: the client's total and each line's unit price, read before they are
  -- overwritten (null when the client did not state a price for every line).
  shown_total bigint;
  shown_units jsonb := '{}'::jsonb;
  hold text;
begin
  if private.is_api_request() then
    if auth.uid() is not null and not public.is_active_user() then
      raise exception 'Your account has been deactivated. Please contact support.'
        using errcode = 'insufficient_privilege';
    end if;
    new.user_id := auth.uid();
    new.placed_at := least(
      greatest(coalesce(new.placed_at, new.created_at, now()), now() - interval '30 days'),
      now());
    new.created_at := now();
    new._deleted := false;
    -- Staff placing an order are placing it for a customer (20261126100500 links the lead).
    new.placed_by := case when public.is_admin() then auth.uid() end;
    new.lead_id := null;
  else
    new.placed_at := coalesce(new.placed_at, new.created_at, now());
  end if;
  if new.quote_id is not null then
    if new.quote_id::text is distinct from nullif(current_setting('mgrid.quote_order', true), '') then
      new.quote_id := null;
    else
      select q.* into quote from public.quotes q where q.id = new.quote_id;
      -- The buyer's request was a lead: the order is that customer's.
      new.lead_id := coalesce(quote.lead_id, new.lead_id);
    end if;
  end if;
  new.status := 'placed';
  new.payment_status := 'pending';
  new.confirmed_at := null;
  new.packed_at := null;
  new.shipped_at := null;
  new.delivered_at := null;
  new.cancelled_at := null;
  new.cancel_reason := null;
  new.courier := null;
  new.tracking_number := null;
  new.tracking_url := null;
  new.stock_released_at := null;
  new.updated_at := now();

  new.customer_name := nullif(btrim(new.customer_name), '');
  if new.customer_name is null then
    raise exception 'Name is required' using errcode = 'check_violation';
  end if;
  new.phone := btrim(new.phone);
  if new.phone is null or not private.is_indian_mobile(new.phone) then
    raise exception 'Please enter a valid Indian phone number' using errcode = 'check_violation';
  end if;
  new.email := nullif(btrim(new.email), '');
  if new.email is not null and not private.is_valid_email(new.email) then
    raise exception 'Please enter a valid email address' using errcode = 'check_violation';
  end if;
  new.address_line1 := nullif(btrim(new.address_line1), '');
  if new.address_line1 is null then
    raise exception 'Address is required' using errcode = 'check_violation';
  end if;
  new.city := nullif(btrim(new.city), '');
  if new.city is null then
    raise exception 'City is required' using errcode = 'check_violation';
  end if;
  new.pin_code := btrim(new.pin_code);
  if new.pin_code is null or not private.is_pin_code(new.pin_code) then
    raise exception 'Please enter a valid 6-digit PIN code' using errcode = 'check_violation';
  end if;
  if public.indian_state_name(new.state) is null then
    raise exception 'Please choose a valid Indian state or union territory'
      using errcode = 'check_violation';
  end if;
  new.state := public.indian_state_name(new.state);

  if new.items is null or jsonb_typeof(new.items) <> 'array' or jsonb_array_length(new.items) = 0 then
    raise exception 'The order has no items' using errcode = 'check_violation';
  end if;
  for item in select e.value from jsonb_array_elements(new.items) as e loop
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

  -- An order states what was shown when it carries its total and every line's unit price (as
  -- every version of the app sends them); a bare list of products and quantities claims nothing.
  if new.total_in_paise is not null and not exists (
       select 1 from jsonb_array_elements(new.items) as e
       where jsonb_typeof(e.value -> 'unitPriceInPaise') is distinct from 'number') then
    shown_total := new.total_in_paise;
    select coalesce(jsonb_object_agg(f.product_id, f.unit), '{}'::jsonb) into shown_units
    from (
      select distinct on (e.value ->> 'productId') e.value ->> 'productId' as product_id,
             round((e.value ->> 'unitPriceInPaise')::numeric)::bigint as unit
      from jsonb_array_elements(new.items) with ordinality as e
      order by e.value ->> 'productId', e.ordinality
    ) as f;
  end if;
  -- Lock the order's products in id order before reading any of them.
  product_ids := array(
    select distinct e.value ->> 'productId' from jsonb_array_elements(new.items) as e);
  perform 1 from public.products p where p.id = any (product_ids) order by p.id for update;

  for line in
    select e.value ->> 'productId' as product_id,
           sum((e.value ->> 'quantity')::integer)::integer as quantity,
           min(e.ordinality) as position
    from jsonb_array_elements(new.items) with ordinality as e
    group by 1
    order by 3
  loop
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
    quoted := null;
    if quote.id is not null then
      select e.value into quoted
      from jsonb_array_elements(quote.lines) as e
      where e.value ->> 'productId' = line.product_id;
    end if;
    unit_paise := coalesce((quoted ->> 'unit_in_paise')::bigint,
      private.rule_unit_price(product, line.quantity));
    discount := coalesce((quoted ->> 'discount_percent')::numeric, 0);
    priced := private.price_line(product, line.quantity, unit_paise, discount);
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
      'lineTotalInPaise', (priced ->> 'total')::bigint
    ) || case when shown_units ? product.id then jsonb_build_object(
      'shownUnitPriceInPaise', (shown_units ->> product.id)::bigint) else '{}'::jsonb end
    || case when quoted is null then '{}'::jsonb else jsonb_build_object(
      'listUnitPriceInPaise', unit_paise,
      'discountPercent', discount,
      'discountInPaise', unit_paise * line.quantity - (priced ->> 'amount')::bigint) end);
    subtotal := subtotal + (priced ->> 'amount')::bigint;
    gst_total := gst_total + (priced ->> 'gst')::bigint;
    lines_total := lines_total + (priced ->> 'total')::bigint;
  end loop;

  select s.seller_state into seller_state from public.site_settings s where s.id = 'default';
  fee := coalesce(quote.delivery_fee_in_paise, private.delivery_fee_for(subtotal));

  new.items := lines;
  new.subtotal_in_paise := subtotal;
  new.gst_in_paise := gst_total;
  new.delivery_fee_in_paise := fee;
  new.total_in_paise := lines_total + fee;
  new.tax_split := case when new.state = coalesce(seller_state, 'Maharashtra') then 'cgst_sgst' else 'igst' end;

  -- A quotation's buyer saw the quotation's total (its prices are frozen).
  if quote.id is not null then
    shown_total := quote.total_in_paise;
  end if;
  new.shown_total_in_paise := shown_total;
  hold := private.price_hold_reason(shown_total, new.total_in_paise, new.items);
  if hold is not null then
    -- Charging more than was shown needs the buyer's yes: nothing is reserved until then.
    new.status := 'held';
    new.hold_reason := hold;
  else
    new.hold_reason := null;
    perform private.reserve_order_stock(new.id, new.items);
  end if;
  return new;
end
$$;

-- The first event of every order (replaces 20261126100600's version): placed, or held with
-- the reason; held writes the buyer's "confirm or cancel" messages.
create or replace function private.record_order_placed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'held' then
    perform private.add_order_event(
      new.id, 'held', new.placed_by, 'customer',
      jsonb_build_object(
        'reason', new.hold_reason, 'total_in_paise', new.total_in_paise,
        'shown_total_in_paise', new.shown_total_in_paise, 'placed_at', new.placed_at));
  else
    perform private.add_order_event(
      new.id, 'placed', new.placed_by, 'customer',
      jsonb_build_object(
        'total_in_paise', new.total_in_paise, 'payment_method', new.payment_method,
        'placed_at', new.placed_at));
  end if;
  return null;
end
$$;

-- Words ------------------------------------------------------------------------------------

-- What one event says to the buyer (replaces 20261126100200's version, the same with held added:
-- the reason, the new total and the order page's link to answer).
create or replace function private.order_message(
  o public.orders, event_kind text, detail jsonb,
  out subject text, out email_body text, out sms_body text
)
language plpgsql stable
set search_path = ''
as $$
declare
  num text := public.order_number(o.id);
  hello text := 'Hello ' || o.customer_name || ', ';
  amount text := private.format_inr(coalesce((detail ->> 'amount_in_paise')::bigint, o.total_in_paise));
  tracking text;
  paid_by text;
begin
  case event_kind
    when 'placed' then
      subject := format('We have received your order %s', num);
      email_body := hello || format(
        'thank you for your order %s of %s (%s). Status: received. We will confirm it shortly.',
        num, private.format_inr(o.total_in_paise),
        case o.payment_method when 'upi' then 'UPI' else 'cash on delivery' end);
      sms_body := format('MGRID: we have received your order %s of %s. We will confirm it shortly.',
        num, private.format_inr(o.total_in_paise));
    when 'held' then
      subject := format('Your order %s is waiting for your answer: prices changed', num);
      email_body := hello || format(
        'the prices of your order %s changed before it reached us (%s). It is on hold, and nothing is charged or reserved until you answer: confirm it at the new total of %s, or cancel it, at %s',
        num, regexp_replace(coalesce(o.hold_reason, 'Prices changed'), '^Prices changed: ', ''),
        private.format_inr(o.total_in_paise), private.order_page_url(o.id));
      sms_body := format('MGRID: prices changed on your order %s, now %s. Confirm or cancel: %s',
        num, private.format_inr(o.total_in_paise), private.order_page_url(o.id));
    when 'confirmed' then
      subject := format('Your order %s is confirmed', num);
      email_body := hello || format(
        'your order %s is confirmed. We will tell you when it is packed and shipped.', num);
      sms_body := format('MGRID: your order %s is confirmed.', num);
    when 'packed' then
      subject := format('Your order %s is packed', num);
      email_body := hello || format('your order %s is packed and will ship soon.', num);
      sms_body := format('MGRID: your order %s is packed and will ship soon.', num);
    when 'shipped' then
      tracking := format('%s, tracking number %s', o.courier, o.tracking_number);
      subject := format('Your order %s has shipped', num);
      email_body := hello || format('your order %s has shipped with %s.', num, tracking)
        || coalesce(' Track it at ' || o.tracking_url, '');
      sms_body := format('MGRID: your order %s has shipped with %s.', num, tracking)
        || coalesce(' ' || o.tracking_url, '');
    when 'delivered' then
      subject := format('Your order %s has been delivered', num);
      email_body := hello || format(
        'your order %s has been delivered. Thank you for shopping with MGRID.', num);
      sms_body := format('MGRID: your order %s has been delivered. Thank you!', num);
    when 'cancelled' then
      subject := format('Your order %s has been cancelled', num);
      email_body := hello || format('your order %s has been cancelled. Reason: %s.', num,
          rtrim(coalesce(o.cancel_reason, 'not given'), '.'))
        || case when o.payment_status = 'paid'
             then format(' Your payment of %s will be refunded.', private.format_inr(o.total_in_paise))
             else '' end;
      sms_body := format('MGRID: your order %s has been cancelled.', num)
        || case when o.payment_status = 'paid' then ' Your payment will be refunded.' else '' end;
    when 'payment_recorded' then
      paid_by := case detail ->> 'kind'
        when 'cod_cash' then 'cash on delivery'
        else 'UPI' || coalesce(', UTR ' || (detail ->> 'utr'), '')
      end;
      subject := format('Payment received for order %s', num);
      email_body := hello || format(
        'we have received your payment of %s for order %s (%s). Payment status: paid. Thank you.',
        amount, num, paid_by);
      sms_body := format('MGRID: payment of %s received for order %s. Thank you.', amount, num);
    when 'refund_recorded' then
      subject := format('Refund for order %s', num);
      email_body := hello || format('we have refunded %s for your order %s', amount, num)
        || coalesce(format(' (UTR %s)', detail ->> 'utr'), '')
        || '. Payment status: refunded.';
      sms_body := format('MGRID: %s refunded for order %s.', amount, num);
    else
      subject := null;
  end case;
end
$$;

-- The lifecycle rule (replaces 20261126100100's version, the same with held added: a held
-- order can only be cancelled, by staff or its buyer, until the buyer confirms it).
create or replace function private.order_transition_refusal(
  current_status text, next_status text, by_customer boolean default false
) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  steps constant text[] := array['placed', 'confirmed', 'packed', 'shipped', 'delivered'];
  now_rank integer := array_position(steps, current_status);
  next_rank integer := array_position(steps, next_status);
  -- "This order <state>" for where the order is now.
  state text := case current_status
    when 'held' then 'is waiting for the buyer'
    when 'placed' then 'is already received'
    when 'confirmed' then 'is already confirmed'
    when 'packed' then 'is already packed'
    when 'shipped' then 'has already shipped'
    when 'delivered' then 'has already been delivered'
    when 'cancelled' then 'is already cancelled'
  end;
  -- "... it cannot be <done>" for what was asked.
  done text := case next_status
    when 'placed' then 'reopened'
    when 'confirmed' then 'confirmed'
    when 'packed' then 'packed'
    when 'shipped' then 'shipped'
    when 'delivered' then 'marked delivered'
    when 'cancelled' then 'cancelled'
  end;
begin
  if done is null then
    return format('Unknown order status: %s', coalesce(next_status, 'none'));
  end if;
  if state is null then
    return format('This order has an unknown status (%s) and cannot be changed.', current_status);
  end if;
  -- A held order waits for its buyer (public.confirm_held_order); it can only be cancelled.
  if current_status = 'held' then
    if next_status = 'cancelled' then
      return null;
    end if;
    return format('This order is waiting for the buyer to accept the new prices, so it cannot be %s.', done);
  end if;
  if current_status = 'cancelled' then
    if next_status = 'cancelled' then
      return 'This order is already cancelled.';
    end if;
    return format('This order is already cancelled, so it cannot be %s.', done);
  end if;
  if next_status = 'cancelled' then
    if current_status in ('shipped', 'delivered') then
      return format('This order %s, so it can no longer be cancelled.', state);
    end if;
    if by_customer and current_status = 'packed' then
      return 'This order is already packed, so it can no longer be cancelled online. Please call us to cancel it.';
    end if;
    return null;
  end if;
  if by_customer then
    return 'Only MGRID staff can change an order''s status.';
  end if;
  if next_rank = now_rank then
    return format('This order %s.', state);
  end if;
  if next_rank < now_rank then
    return format('This order %s, so it cannot be %s.', state, done);
  end if;
  if next_rank > now_rank + 1 then
    return format('This order must be %s before it can be %s.',
      case steps[now_rank + 1] when 'delivered' then 'marked delivered' else steps[now_rank + 1] end,
      done);
  end if;
  return null;
end
$$;

-- The order desk's list (replaces 20261126100800's version, the same with held among the
-- statuses and counts).
create or replace function public.admin_orders(
  filters jsonb default '{}'::jsonb, page integer default 1, page_size integer default 50
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  statuses text[];
  payment_statuses text[];
  method text := nullif(btrim(filters ->> 'payment_method'), '');
  state_name text;
  day_from date;
  day_to date;
  term text := nullif(btrim(filters ->> 'search'), '');
  number_prefix text;
  pattern text;
  conditions text[] := array['not o._deleted'];
  size integer := least(greatest(coalesce(page_size, 50), 1), 200);
  skip integer;
  result_rows jsonb;
  total integer;
  counts jsonb;
  unknown text;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only MGRID staff can see the order desk.' using errcode = 'insufficient_privilege';
  end if;
  filters := coalesce(filters, '{}'::jsonb);
  if jsonb_typeof(filters) <> 'object' then
    raise exception 'filters must be a JSON object' using errcode = 'invalid_parameter_value';
  end if;
  skip := (greatest(coalesce(page, 1), 1) - 1) * size;

  statuses := private.text_list(filters -> 'status');
  select s into unknown from unnest(statuses) s
  where s not in ('held', 'placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled') limit 1;
  if found then
    raise exception 'Unknown order status: %', unknown using errcode = 'invalid_parameter_value';
  end if;
  payment_statuses := private.text_list(filters -> 'payment_status');
  select s into unknown from unnest(payment_statuses) s
  where s not in ('pending', 'paid', 'refunded') limit 1;
  if found then
    raise exception 'Unknown payment status: %', unknown using errcode = 'invalid_parameter_value';
  end if;
  if method is not null and method not in ('cod', 'upi') then
    raise exception 'Unknown payment method: %', method using errcode = 'invalid_parameter_value';
  end if;
  if nullif(btrim(filters ->> 'state'), '') is not null then
    state_name := public.indian_state_name(filters ->> 'state');
    if state_name is null then
      raise exception 'Unknown state: %', filters ->> 'state' using errcode = 'invalid_parameter_value';
    end if;
  end if;
  begin
    if coalesce(btrim(filters ->> 'date_from'), '') !~ '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$'
       or coalesce(btrim(filters ->> 'date_to'), '') !~ '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' then
      raise exception using errcode = 'invalid_datetime_format';
    end if;
    day_from := nullif(btrim(filters ->> 'date_from'), '')::date;
    day_to := nullif(btrim(filters ->> 'date_to'), '')::date;
  exception when others then
    raise exception 'Dates must be written YYYY-MM-DD' using errcode = 'invalid_parameter_value';
  end;

  if cardinality(payment_statuses) > 0 then
    conditions := conditions || 'o.payment_status = any ($2)'::text;
  end if;
  if method is not null then
    conditions := conditions || 'o.payment_method = $3'::text;
  end if;
  if state_name is not null then
    conditions := conditions || 'o.state = $4'::text;
  end if;
  if day_from is not null then
    conditions := conditions || '(o.created_at >= ($5::timestamp at time zone ''Asia/Kolkata''))'::text;
  end if;
  if day_to is not null then
    conditions := conditions || '(o.created_at < (($6 + 1)::timestamp at time zone ''Asia/Kolkata''))'::text;
  end if;
  if term is not null then
    -- A phone number matches however it was typed (spaces, +91); anything else matches
    -- literally (% and _ typed by staff are not wildcards). The expression is the one
    -- orders_search_idx indexes.
    if term ~ '^[0-9+() -]+$' and length(regexp_replace(term, '[^0-9]', '', 'g')) >= 4 then
      pattern := '%' || right(regexp_replace(term, '[^0-9]', '', 'g'), 10) || '%';
    else
      pattern := '%' || replace(replace(replace(lower(term), '\', '\\'), '%', '\%'), '_', '\_') || '%';
    end if;
    number_prefix := lower(regexp_replace(upper(term), '^MG-?', ''));
    conditions := conditions || (
      '(lower(o.customer_name || '' '' || coalesce(o.email, '''') || '' '' || regexp_replace(o.phone, ''[^0-9]'', '''', ''g'')) like $8'
      || case when number_prefix ~ '^[0-9a-f]{4,8}$' then ' or left(o.id::text, 8) like $7' else '' end
      || ')');
  end if;

  -- Counts per status under every filter but the status.
  execute format(
    'select coalesce(jsonb_object_agg(s.status, s.n), ''{}''::jsonb)
     from (select o.status, count(*)::integer as n from public.orders o where %s group by o.status) s',
    array_to_string(conditions, ' and '))
  into counts
  using statuses, payment_statuses, method, state_name, day_from, day_to,
        number_prefix || '%', pattern;
  counts := jsonb_build_object('held', 0, 'placed', 0, 'confirmed', 0, 'packed', 0, 'shipped', 0,
    'delivered', 0, 'cancelled', 0) || counts;
  if cardinality(statuses) > 0 then
    select coalesce(sum((counts ->> s)::integer), 0) into total from unnest(statuses) s;
    -- One status reads (status, created_at) in order; = any () cannot before PostgreSQL 17.
    conditions := conditions || case when cardinality(statuses) = 1
      then 'o.status = ($1)[1]' else 'o.status = any ($1)' end;
  else
    select coalesce(sum(c.value::integer), 0) into total from jsonb_each_text(counts) as c;
  end if;

  execute format(
    'select coalesce(jsonb_agg(r order by r.created_at desc, r.id desc), ''[]''::jsonb)
     from (
       select o.id, public.order_number(o.id) as order_number, o.customer_name, o.phone, o.email,
              o.city, o.state, o.total_in_paise, o.payment_method, o.payment_status, o.status,
              jsonb_array_length(o.items) as item_count, o.placed_at, o.created_at, o.placed_by
       from public.orders o
       where %s
       order by o.created_at desc, o.id desc
       limit %s offset %s
     ) r', array_to_string(conditions, ' and '), size, skip)
  into result_rows
  using statuses, payment_statuses, method, state_name, day_from, day_to,
        number_prefix || '%', pattern;

  return jsonb_build_object(
    'rows', result_rows, 'total', total, 'counts', counts,
    'page', greatest(coalesce(page, 1), 1), 'page_size', size);
end
$$;

-- The receipt (replaces 20261126200400's version, the same with hold_reason, while held, and
-- shown_total_in_paise).
create or replace function public.get_order_receipt(order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'order_number', public.order_number(o.id),
    'items', o.items,
    'subtotal_in_paise', o.subtotal_in_paise,
    'gst_in_paise', o.gst_in_paise,
    'delivery_fee_in_paise', o.delivery_fee_in_paise,
    'total_in_paise', o.total_in_paise,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'status', o.status,
    'can_cancel', o.status in ('placed', 'confirmed'),
    'hold_reason', case when o.status = 'held' then o.hold_reason end,
    'shown_total_in_paise', o.shown_total_in_paise,
    'tax_split', o.tax_split,
    'placed_at', o.placed_at,
    'created_at', o.created_at,
    'courier', o.courier,
    'tracking_number', o.tracking_number,
    'tracking_url', o.tracking_url,
    'cancel_reason', o.cancel_reason,
    'invoice_number', inv.number,
    'invoice_date', inv.document_date,
    'credit_note_number', cn.number,
    'credit_note_date', cn.document_date,
    'timeline', coalesce((
      select jsonb_agg(private.public_event(e) order by e.created_at, e.id)
      from public.order_events e
      where e.order_id = o.id and not e.internal and not e._deleted
    ), '[]'::jsonb)
  )
  from public.orders o
  left join public.invoices inv on inv.order_id = o.id and inv.kind = 'invoice'
  left join public.invoices cn on cn.order_id = o.id and cn.kind = 'credit_note'
  where o.id = get_order_receipt.order_id and not o._deleted
$$;

-- The buyer's answer ----------------------------------------------------------------------

-- A held order for its buyer, locked: the signed-in owner, or whoever holds the id of a guest's
-- order (the capability get_order_receipt and cancel_my_order use); anyone else is told it
-- does not exist.
create function private.held_order_for_buyer(target_order uuid) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
begin
  if auth.uid() is not null and not public.is_active_user() then
    raise exception 'Your account has been deactivated. Please contact support.'
      using errcode = 'insufficient_privilege';
  end if;
  select * into o from public.orders where id = target_order and not _deleted for update;
  if not found or (o.user_id is not null and o.user_id is distinct from auth.uid()) then
    raise exception 'This order does not exist.' using errcode = 'foreign_key_violation';
  end if;
  return o;
end
$$;

-- The buyer accepts the new total of a held order: its stock is reserved now (refused in
-- words when short, as placing is), it becomes placed at the database total, and the placed
-- event (with its messages) is written. Asking again once it is placed answers the receipt.
-- Security: security definer to change the order; who may is decided in held_order_for_buyer.
create function public.confirm_held_order(order_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders := private.held_order_for_buyer(confirm_held_order.order_id);
begin
  if o.status <> 'held' then
    if o.status = 'cancelled' then
      raise exception 'This order is already cancelled, so it cannot be confirmed.'
        using errcode = 'check_violation';
    end if;
    return public.get_order_receipt(o.id);
  end if;
  perform private.reserve_order_stock(o.id, o.items);
  perform private.open_order_write(o.id);
  update public.orders set status = 'placed' where id = o.id;
  perform private.close_order_write();
  perform private.add_order_event(
    o.id, 'placed', null, 'customer',
    jsonb_build_object(
      'total_in_paise', o.total_in_paise, 'payment_method', o.payment_method,
      'shown_total_in_paise', o.shown_total_in_paise, 'prices_accepted', true));
  return public.get_order_receipt(o.id);
end
$$;

comment on function public.confirm_held_order(uuid) is
  'The buyer (signed-in owner, or a guest holding the id) accepts a held order''s new total: stock is reserved (refused in words when short) and the order is placed. Repeating it is harmless. Answers the receipt.';

-- The buyer declines a held order: cancelled, nothing was reserved, so nothing is returned.
-- Asking again answers the receipt.
create function public.cancel_held_order(order_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders := private.held_order_for_buyer(cancel_held_order.order_id);
begin
  if o.status = 'cancelled' then
    return public.get_order_receipt(o.id);
  end if;
  if o.status <> 'held' then
    raise exception 'This order is no longer waiting for your answer. To cancel it, use Cancel order.'
      using errcode = 'check_violation';
  end if;
  perform private.move_order(o, 'cancelled',
    jsonb_build_object('reason', 'The buyer declined the new prices.'), null, true);
  return public.get_order_receipt(o.id);
end
$$;

comment on function public.cancel_held_order(uuid) is
  'The buyer (signed-in owner, or a guest holding the id) cancels a held order; no stock was taken. Repeating it is harmless. Answers the receipt.';

revoke execute on all functions in schema private from public;
revoke execute on function public.confirm_held_order(uuid) from public;
grant execute on function public.confirm_held_order(uuid) to anon, authenticated, service_role;
revoke execute on function public.cancel_held_order(uuid) from public;
grant execute on function public.cancel_held_order(uuid) to anon, authenticated, service_role;
