-- Dealers pay "On account" (issue 44): an order a dealer's buyer or owner places with
-- payment_method 'on_account' is checked against the dealer's available credit when it arrives
-- (offline orders too): the credit limit less what its on-account orders already owe (placed and
-- later, not cancelled, not held, payment pending). Over it, the order is held for staff
-- approval with the numbers ("Held: over your credit limit by ₹X (...)"), reserving nothing;
-- never refused, never placed silently. Refused in words: a shopper (not a dealer), a dealer
-- on advance terms (pays by UPI) and a suspended dealer (the reason). Every order a dealer
-- member places carries orders.dealer_id, for the desk. Staff approval of a held order
-- (dealers.credit_override) is a later slice; the buyer cannot confirm it.

alter table public.orders
  add column dealer_id uuid references public.dealer_accounts (id) on delete set null;
create index orders_dealer_idx on public.orders (dealer_id, status) where dealer_id is not null;

comment on column public.orders.dealer_id is
  'The dealer whose member placed the order (set by the order trigger, never by the client); null for shoppers.';

alter table public.orders drop constraint orders_payment_method_check;
alter table public.orders add constraint orders_payment_method_check
  check (payment_method in ('cod', 'upi', 'on_account'));

-- Placing an order (replaces 20261203150300's version): the dealer mark, the on-account
-- refusals and the credit check added.
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
  -- The buyer's dealer (its tier and the member's role), when the buyer is a dealer member.
  buyer record;
  tier text;
  dealer public.dealer_accounts;
  on_account_total bigint;
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
  select b.dealer_id, b.tier_id, b.role into buyer from private.dealer_buyer(new.user_id) as b;
  tier := buyer.tier_id;
  if buyer.role = 'viewer' then
    raise exception 'Your dealer account shows dealer prices but cannot place orders: ask the shop''s owner to make you a buyer.'
      using errcode = 'insufficient_privilege';
  end if;
  -- A dealer order is marked with its dealer (never the client's word: set here on every insert).
  new.dealer_id := buyer.dealer_id;
  if new.payment_method = 'on_account' then
    if buyer.dealer_id is null then
      raise exception 'Paying on account is for MGRID dealers with credit terms: please pay by UPI or cash on delivery.'
        using errcode = 'check_violation';
    end if;
    select * into dealer from public.dealer_accounts d where d.id = buyer.dealer_id;
    if dealer.status = 'suspended' then
      raise exception 'Orders on account are paused for your dealer account: %. Please pay by UPI.',
        dealer.suspend_reason using errcode = 'check_violation';
    end if;
    if dealer.payment_terms = 'advance' then
      raise exception 'Your dealer account pays in advance: please pay by UPI.'
        using errcode = 'check_violation';
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
      private.dealer_line_unit(product, line.quantity, tier));
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
    || case when quoted is not null or tier is null then '{}'::jsonb else jsonb_build_object(
      'dealerTier', tier,
      'shopperUnitPriceInPaise', private.rule_unit_price(product, line.quantity)) end
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
  -- The credit check: the dealer's row is locked, so two orders of one dealer arriving at once
  -- are checked one after the other, the second counting the first. An order over what is
  -- available is held for staff approval (never refused, never placed silently).
  if hold is null and new.payment_method = 'on_account' then
    select * into dealer from public.dealer_accounts d where d.id = buyer.dealer_id for update;
    select coalesce(sum(o.total_in_paise), 0) into on_account_total
    from public.orders o
    where o.dealer_id = dealer.id and o.payment_method = 'on_account' and o.id <> new.id
      and o.status not in ('held', 'cancelled') and o.payment_status = 'pending';
    if on_account_total + new.total_in_paise > dealer.credit_limit_in_paise then
      hold := format('Held: over your credit limit by %s (limit %s, already on account %s, this order %s)',
        private.format_inr(on_account_total + new.total_in_paise - dealer.credit_limit_in_paise),
        private.format_inr(dealer.credit_limit_in_paise), private.format_inr(on_account_total),
        private.format_inr(new.total_in_paise));
    end if;
  end if;
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

-- What an event says (replaces 20261202140100's version): "on account" as a way to pay, and a
-- credit hold's own words.
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
        case o.payment_method when 'upi' then 'UPI' when 'on_account' then 'on account'
          else 'cash on delivery' end);
      sms_body := format('MGRID: we have received your order %s of %s. We will confirm it shortly.',
        num, private.format_inr(o.total_in_paise));
    when 'held' then
      if o.hold_reason like 'Held: over your credit limit%' then
        subject := format('Your order %s is held: over your credit limit', num);
        email_body := hello || format(
          'your order %s of %s is on account and over your credit limit. %s. Nothing is reserved until MGRID approves it; we will tell you then. Your order: %s',
          num, private.format_inr(o.total_in_paise), o.hold_reason, private.order_page_url(o.id));
        sms_body := format('MGRID: order %s is held, over your credit limit by %s. We will tell you once it is approved.',
          num, substring(o.hold_reason from 'by (₹[0-9,.]+)'));
        return;
      end if;
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

-- The buyer cannot confirm a credit hold (replaces 20261202140100's version).
create or replace function public.confirm_held_order(order_id uuid)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders := private.held_order_for_buyer(confirm_held_order.order_id);
begin
  if o.status = 'held' and o.hold_reason like 'Held: over your credit limit%' then
    raise exception 'This order is over your credit limit and waits for MGRID to approve it; it cannot be confirmed from here.'
      using errcode = 'check_violation';
  end if;
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
