-- Dealer orders on the desk (issue 44): the e-way bill, the invoice's due date, the dealer as
-- the invoice's buyer, and staff review of orders held over the credit limit.
--
-- E-way bill: a consignment whose goods value with tax (the order's lines with GST, before the
-- delivery fee) is above ₹50,000 (private.eway_bill_threshold_in_paise, the one place the
-- number lives in SQL; src/lib/eway-bill.ts has the same for the desk) ships only with its
-- 12-digit e-way bill number, given in the ship action's args (eway_bill_number). It is kept
-- on the order (guarded like the other shipping columns) and on its tax invoice, which prints
-- it.
--
-- Due date: a dealer's tax invoice carries invoices.due_date from the dealer's payment terms at
-- issue (private.invoice_due_date, 20261203200100); null for a shopper's invoice.
--
-- Buyer: a dealer order carries the dealer's GSTIN and business name as the invoice's buyer
-- (whatever the device sent), so its tax invoice is the dealer's for input tax credit.
--
-- Held credit orders: public.review_credit_hold lets staff approve (reserving stock and placing
-- it; still over the available credit needs an unexpired dealers.credit_override) or reject
-- (with a reason; cancelled, and the buyer is told through the notifications outbox).

-- E-way bill -------------------------------------------------------------------------------

alter table public.orders
  add column eway_bill_number text
    constraint orders_eway_bill_number_rule check (eway_bill_number ~ '^[0-9]{12}$');
comment on column public.orders.eway_bill_number is
  'The consignment''s 12-digit e-way bill number, given when shipping (required above private.eway_bill_threshold_in_paise of goods with tax); set only by the ship action.';

alter table public.invoices
  add column eway_bill_number text
    constraint invoices_eway_bill_number_rule check (eway_bill_number ~ '^[0-9]{12}$'),
  add column due_date date;
comment on column public.invoices.eway_bill_number is
  'The order''s e-way bill number, written onto its tax invoice when the order ships; printed on the invoice.';
comment on column public.invoices.due_date is
  'A dealer''s tax invoice: when it is due by the dealer''s payment terms at issue (advance: the invoice date; net7/15/30: 7/15/30 days later). Null for a shopper''s invoice and for credit notes.';

create function private.eway_bill_threshold_in_paise() returns bigint
language sql immutable
set search_path = ''
as $$ select 5000000::bigint $$;
comment on function private.eway_bill_threshold_in_paise() is
  'A consignment whose goods value with tax is above this (₹50,000, in paise) needs an e-way bill. The desk''s copy: src/lib/eway-bill.ts EWAY_BILL_THRESHOLD_IN_PAISE.';

-- The order's goods value with tax: its lines with GST, before the delivery fee.
create function private.order_goods_value(o public.orders) returns bigint
language sql immutable
set search_path = ''
as $$ select coalesce(o.total_in_paise, 0) - coalesce(o.delivery_fee_in_paise, 0) $$;

create function private.needs_eway_bill(o public.orders) returns boolean
language sql immutable
set search_path = ''
as $$ select private.order_goods_value(o) > private.eway_bill_threshold_in_paise() $$;

-- Which changes an order accepts after it is placed (replaces 20261126100100's version): the
-- e-way bill number is a shipping column too.
create or replace function private.guard_order_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    raise exception 'An order cannot be edited directly: use the order actions (confirm, pack, ship, deliver, cancel, payment, note).'
      using errcode = 'insufficient_privilege';
  end if;
  if (new.status, new.payment_status, new.confirmed_at, new.packed_at, new.shipped_at,
      new.delivered_at, new.cancelled_at, new.cancel_reason, new.courier, new.tracking_number,
      new.tracking_url, new.stock_released_at, new.eway_bill_number)
     is distinct from
     (old.status, old.payment_status, old.confirmed_at, old.packed_at, old.shipped_at,
      old.delivered_at, old.cancelled_at, old.cancel_reason, old.courier, old.tracking_number,
      old.tracking_url, old.stock_released_at, old.eway_bill_number)
     and coalesce(current_setting('mgrid.order_write', true), '') <> old.id::text then
    raise exception 'An order''s status, payment and shipping details change only through private.apply_order_action.'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end
$$;

-- An order is never inserted with an e-way bill number: it is given when shipping.
create function private.clear_eway_bill() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.eway_bill_number := null;
  return new;
end
$$;
create trigger trg_21_clear_eway_bill
  before insert on public.orders
  for each row execute function private.clear_eway_bill();

-- Moving an order (replaces 20261126200300's version): shipping a consignment above the
-- threshold needs its e-way bill number (args eway_bill_number, 12 digits, spaces allowed).
create or replace function private.move_order(
  target public.orders, next_status text, details jsonb, actor uuid, by_customer boolean
) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text := private.order_transition_refusal(target.status, next_status, by_customer);
  given_courier text := nullif(btrim(details ->> 'courier'), '');
  given_awb text := nullif(
    regexp_replace(coalesce(details ->> 'tracking_number', ''), '[[:space:]]', '', 'g'), '');
  given_link text := nullif(btrim(details ->> 'tracking_url'), '');
  given_reason text := nullif(btrim(details ->> 'reason'), '');
  given_eway text := nullif(
    regexp_replace(coalesce(details ->> 'eway_bill_number', ''), '[[:space:]-]', '', 'g'), '');
  result public.orders;
begin
  if refusal is not null then
    raise exception '%', refusal using errcode = 'check_violation';
  end if;
  if next_status = 'shipped' then
    if given_courier is null then
      raise exception 'Please enter the courier''s name.' using errcode = 'check_violation';
    end if;
    if char_length(given_courier) > 80 then
      raise exception 'The courier''s name is too long (at most 80 characters).'
        using errcode = 'check_violation';
    end if;
    if given_awb is null then
      raise exception 'Please enter the tracking number (AWB).' using errcode = 'check_violation';
    end if;
    if given_awb !~ '^[A-Za-z0-9/-]{3,40}$' then
      raise exception 'The tracking number (AWB) must be 3 to 40 letters or digits.'
        using errcode = 'check_violation';
    end if;
    if given_link is not null
       and (char_length(given_link) > 500 or given_link !~ '^https?://[^[:space:]<>"]+$') then
      raise exception 'The tracking link must be a web address starting with http:// or https://.'
        using errcode = 'check_violation';
    end if;
    if given_eway is not null and given_eway !~ '^[0-9]{12}$' then
      raise exception 'The e-way bill number must be exactly 12 digits.'
        using errcode = 'check_violation';
    end if;
    given_eway := coalesce(given_eway, target.eway_bill_number);
    if given_eway is null and private.needs_eway_bill(target) then
      raise exception 'This consignment is above ₹50,000 (goods with tax %): enter its 12-digit e-way bill number to ship it.',
        private.format_inr(private.order_goods_value(target)) using errcode = 'check_violation';
    end if;
  end if;
  if next_status = 'cancelled' then
    if given_reason is null then
      raise exception 'Please give a reason for cancelling.' using errcode = 'check_violation';
    end if;
    if char_length(given_reason) > 500 then
      raise exception 'The reason is too long (at most 500 characters).'
        using errcode = 'check_violation';
    end if;
  end if;

  perform private.open_order_write(target.id);
  update public.orders o
  set status = next_status,
      confirmed_at = case when next_status = 'confirmed' then now() else o.confirmed_at end,
      packed_at = case when next_status = 'packed' then now() else o.packed_at end,
      shipped_at = case when next_status = 'shipped' then now() else o.shipped_at end,
      delivered_at = case when next_status = 'delivered' then now() else o.delivered_at end,
      cancelled_at = case when next_status = 'cancelled' then now() else o.cancelled_at end,
      cancel_reason = case when next_status = 'cancelled' then given_reason else o.cancel_reason end,
      courier = case when next_status = 'shipped' then given_courier else o.courier end,
      tracking_number = case when next_status = 'shipped' then given_awb else o.tracking_number end,
      tracking_url = case when next_status = 'shipped' then given_link else o.tracking_url end,
      eway_bill_number = case when next_status = 'shipped' then given_eway else o.eway_bill_number end
  where o.id = target.id
  returning o.* into result;
  perform private.close_order_write();

  -- Issue 26: the tax invoice's number is taken here, in the confirming transaction (the
  -- series' counter row stays locked until it commits, so numbers are gap-free), and a
  -- credit note when an invoiced order is cancelled.
  if next_status = 'confirmed' then
    perform private.issue_invoice(result, actor);
  elsif next_status = 'cancelled' then
    perform private.issue_credit_note(result, actor, given_reason);
  elsif next_status = 'shipped' and given_eway is not null then
    update public.invoices i set eway_bill_number = given_eway
    where i.order_id = result.id and i.kind = 'invoice';
  end if;

  if next_status = 'cancelled' then
    perform private.release_order_stock(result);
  end if;
  perform private.add_order_event(
    result.id, next_status, actor, case when by_customer then 'customer' else 'system' end,
    case next_status
      when 'shipped' then jsonb_build_object(
        'courier', given_courier, 'tracking_number', given_awb, 'tracking_url', given_link)
        || case when given_eway is null then '{}'::jsonb
           else jsonb_build_object('eway_bill_number', given_eway) end
      when 'cancelled' then jsonb_build_object('reason', given_reason)
      else '{}'::jsonb
    end);
  select o.* into result from public.orders o where o.id = target.id;
  return result;
end
$$;

-- The invoice's due date -------------------------------------------------------------------

create function private.set_invoice_due_date() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.due_date := case when new.kind = 'invoice' then private.invoice_due_date(new) end;
  return new;
end
$$;
create trigger trg_20_set_invoice_due_date
  before insert on public.invoices
  for each row execute function private.set_invoice_due_date();

-- The dealer as the invoice's buyer --------------------------------------------------------

-- Runs after private.prepare_order (trg_20) has marked the dealer and before
-- private.check_buyer_gst (trg_22) checks the pair.
create function private.dealer_invoice_buyer() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dealer public.dealer_accounts;
begin
  if new.dealer_id is not null then
    select d.* into dealer from public.dealer_accounts d where d.id = new.dealer_id;
    if found then
      new.buyer_gstin := dealer.gstin;
      new.buyer_legal_name := left(dealer.business_name, 200);
    end if;
  end if;
  return new;
end
$$;
create trigger trg_21_dealer_invoice_buyer
  before insert on public.orders
  for each row execute function private.dealer_invoice_buyer();

-- Held credit orders -----------------------------------------------------------------------

create or replace function public.review_credit_hold(
  p_order uuid, p_decision text, p_reason text default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  dealer public.dealer_accounts;
  reason text := nullif(btrim(p_reason), '');
  actor uuid := auth.uid();
  used bigint;
  available bigint;
  over bigint;
  overridden boolean := false;
begin
  if not public.is_admin() then
    raise exception 'Only MGRID staff can approve or reject a held order.'
      using errcode = 'insufficient_privilege';
  end if;
  if p_decision is null or p_decision not in ('approve', 'reject') then
    raise exception 'Choose approve or reject.' using errcode = 'invalid_parameter_value';
  end if;
  if char_length(reason) > 500 then
    raise exception 'The reason is too long (at most 500 characters).' using errcode = 'check_violation';
  end if;
  select * into o from public.orders where id = p_order and not _deleted for update;
  if not found then
    raise exception 'There is no such order.' using errcode = 'no_data_found';
  end if;
  if o.status <> 'held' or coalesce(o.hold_reason, '') not like 'Held: over your credit limit%' then
    raise exception 'Order % is not held over its credit limit (it is %), so there is nothing to approve or reject.',
      public.order_number(o.id), o.status using errcode = 'check_violation';
  end if;

  if p_decision = 'reject' then
    if reason is null then
      raise exception 'Please give a reason for rejecting the order: the buyer is told it.'
        using errcode = 'check_violation';
    end if;
    -- Cancelled with the reason; nothing was reserved. The 'cancelled' event writes the buyer's
    -- email and SMS to public.notifications.
    perform private.move_order(o, 'cancelled', jsonb_build_object('reason', reason), actor, false);
    return jsonb_build_object('order_id', o.id, 'order_number', public.order_number(o.id),
      'status', 'cancelled', 'decision', 'reject', 'credit_override', false);
  end if;

  -- Approve: is the order still over what the dealer has available now (payments may have
  -- freed credit since it was held)? The dealer's row is locked as the credit check does.
  select * into dealer from public.dealer_accounts d where d.id = o.dealer_id for update;
  used := private.dealer_used_credit(dealer.id);
  available := greatest(coalesce(dealer.credit_limit_in_paise, 0) - used, 0);
  over := o.total_in_paise - available;
  if over > 0 then
    if not public.has_permission('dealers.credit_override') then
      raise exception 'Order % is over %''s available credit by % (limit %, used %, this order %): approving it needs the dealers.credit_override permission (valid, not expired).',
        public.order_number(o.id), coalesce(dealer.business_name, 'the dealer'),
        private.format_inr(over), private.format_inr(coalesce(dealer.credit_limit_in_paise, 0)),
        private.format_inr(used), private.format_inr(o.total_in_paise)
        using errcode = 'insufficient_privilege';
    end if;
    overridden := true;
  end if;
  perform private.reserve_order_stock(o.id, o.items);
  perform private.open_order_write(o.id);
  update public.orders set status = 'placed' where id = o.id;
  perform private.close_order_write();
  perform private.add_order_event(
    o.id, 'placed', actor, 'system',
    jsonb_build_object(
      'total_in_paise', o.total_in_paise, 'payment_method', o.payment_method,
      'credit_hold_approved', true, 'credit_override', overridden,
      'over_limit_in_paise', greatest(over, 0))
    || case when reason is null then '{}'::jsonb else jsonb_build_object('reason', reason) end);
  return jsonb_build_object('order_id', o.id, 'order_number', public.order_number(o.id),
    'status', 'placed', 'decision', 'approve', 'credit_override', overridden);
end
$$;
comment on function public.review_credit_hold(uuid, text, text) is
  'Staff: decide an order held over its dealer''s credit limit. p_decision approve: reserves its stock and places it; when it is still over the available credit (limit less private.dealer_used_credit) the caller needs a valid dealers.credit_override permission. reject: p_reason required (told to the buyer); the order is cancelled. Answers {order_id, order_number, status, decision, credit_override}. Refusals in words.';

revoke execute on function public.review_credit_hold(uuid, text, text) from public, anon;
grant execute on function public.review_credit_hold(uuid, text, text) to authenticated, service_role;

revoke execute on all functions in schema private from public;
