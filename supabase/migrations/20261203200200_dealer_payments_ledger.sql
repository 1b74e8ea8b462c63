-- What a dealer owes (issue 44, "Money owed"), second part: staff record a dealer's payments
-- (record_dealer_payment: UPI with its UTR, NEFT/RTGS with its UTR, a cheque with its number and
-- date, cash; idempotent by the id the caller chose), allocated to its invoices oldest first or
-- to the invoices chosen, what is left staying as an advance; a cheque can bounce
-- (bounce_dealer_payment), reversing its allocations. An order whose invoice is paid in full
-- becomes paid through order_payments (kind dealer_payment; a bounce adds a dealer_reversal),
-- so the order desk agrees. The ledger (dealer_ledger), the ageing report across dealers
-- (admin_dealer_ageing), and the credit check of private.prepare_order counting what the
-- dealer's credit summary counts as used, so a payment frees credit.

-- Order payments of a dealer's account -------------------------------------------------------

alter table public.order_payments drop constraint order_payments_kind_check;
alter table public.order_payments add constraint order_payments_kind_check
  check (kind in ('upi', 'cod_cash', 'refund', 'dealer_payment', 'dealer_reversal'));

comment on table public.order_payments is
  'Money received (upi, cod_cash) or returned (refund) for an order; amounts equal the order total. An on-account order is paid when its invoice is settled by dealer payments (dealer_payment) and owed again when one of them bounces (dealer_reversal); those two are written only by record_dealer_payment and bounce_dealer_payment. Written only through private.apply_order_action and those.';

-- Whether a payment may be recorded (replaces 20261126100300's version): a dealer's kinds only
-- from the dealer payment functions, and an on-account order is paid only through its dealer's
-- account.
create or replace function private.check_order_payment() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  taken uuid;
begin
  select * into o from public.orders where id = new.order_id for update;
  if not found then
    raise exception 'This order does not exist.' using errcode = 'foreign_key_violation';
  end if;
  new.utr := nullif(regexp_replace(coalesce(new.utr, ''), '[[:space:]]', '', 'g'), '');
  new.created_at := now();
  new._deleted := false;
  if new.kind in ('dealer_payment', 'dealer_reversal') then
    if coalesce(current_setting('mgrid.dealer_payment', true), '') = '' then
      raise exception 'A dealer''s payment is recorded against the dealer (record_dealer_payment), not on the order.'
        using errcode = 'check_violation';
    end if;
  elsif new.kind is null or new.kind not in ('upi', 'cod_cash', 'refund') then
    raise exception 'A payment is upi, cod_cash or refund.' using errcode = 'check_violation';
  end if;
  if new.amount_in_paise is null or new.amount_in_paise <= 0 then
    raise exception 'Please enter the amount.' using errcode = 'check_violation';
  end if;
  if new.kind = 'upi' and new.utr is null then
    raise exception 'A UPI payment needs its 12-digit UTR (the bank''s transaction reference).'
      using errcode = 'check_violation';
  end if;
  if new.utr is not null and new.utr !~ '^[0-9]{12}$' then
    raise exception 'The UTR must be 12 digits.' using errcode = 'check_violation';
  end if;
  if o.payment_method = 'on_account' and new.kind in ('upi', 'cod_cash') then
    raise exception 'This order is on the dealer''s account: record the payment against the dealer, and it is allocated to the order''s invoice.'
      using errcode = 'check_violation';
  end if;

  if new.kind = 'dealer_reversal' then
    if o.payment_status <> 'paid' then
      raise exception 'This order has no dealer payment to reverse.' using errcode = 'check_violation';
    end if;
    if new.amount_in_paise <> o.total_in_paise then
      raise exception 'The reversal % does not match the amount paid %.',
        private.format_inr(new.amount_in_paise), private.format_inr(o.total_in_paise)
        using errcode = 'check_violation';
    end if;
  elsif new.kind = 'refund' then
    if o.payment_status = 'refunded' then
      raise exception 'This order''s payment has already been refunded.' using errcode = 'check_violation';
    end if;
    if o.status <> 'cancelled' then
      raise exception 'A refund can be recorded only after the order is cancelled.'
        using errcode = 'check_violation';
    end if;
    if o.payment_status <> 'paid' then
      raise exception 'This order has no payment to refund.' using errcode = 'check_violation';
    end if;
    if new.amount_in_paise <> o.total_in_paise then
      raise exception 'The refund % does not match the amount paid %.',
        private.format_inr(new.amount_in_paise), private.format_inr(o.total_in_paise)
        using errcode = 'check_violation';
    end if;
  else
    if o.payment_status = 'paid' then
      raise exception 'This order is already paid.' using errcode = 'check_violation';
    end if;
    if o.payment_status = 'refunded' then
      raise exception 'This order''s payment has already been refunded.' using errcode = 'check_violation';
    end if;
    if new.kind = 'cod_cash' then
      if o.payment_method <> 'cod' then
        raise exception 'This order is paid by UPI, so no cash is collected on delivery.'
          using errcode = 'check_violation';
      end if;
      if o.status <> 'delivered' then
        raise exception 'Cash on delivery can be recorded once the order is delivered.'
          using errcode = 'check_violation';
      end if;
    end if;
    if new.kind = 'dealer_payment' and o.payment_method <> 'on_account' then
      raise exception 'Only an order on account is paid through its dealer''s account.'
        using errcode = 'check_violation';
    end if;
    if new.amount_in_paise <> o.total_in_paise then
      raise exception 'The amount % does not match the order total %.',
        private.format_inr(new.amount_in_paise), private.format_inr(o.total_in_paise)
        using errcode = 'check_violation';
    end if;
  end if;

  if new.utr is not null then
    select p.order_id into taken from public.order_payments p where p.utr = new.utr;
    if found then
      raise exception 'UTR % is already recorded for order %.', new.utr, public.order_number(taken)
        using errcode = 'unique_violation';
    end if;
  end if;
  return new;
end
$$;

-- payment_status from the recorded payments, and the payment's event on the timeline (replaces
-- 20261126100300's version): a dealer payment counts as received, its reversal takes it back
-- (an internal note on the timeline; the dealer hears of the bounce from staff).
create or replace function private.derive_payment_status() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  received bigint;
  refunded bigint;
begin
  select * into o from public.orders where id = new.order_id;
  select coalesce(sum(p.amount_in_paise) filter (where p.kind in ('upi', 'cod_cash', 'dealer_payment')), 0)
           - coalesce(sum(p.amount_in_paise) filter (where p.kind = 'dealer_reversal'), 0),
         coalesce(sum(p.amount_in_paise) filter (where p.kind = 'refund'), 0)
  into received, refunded
  from public.order_payments p
  where p.order_id = new.order_id and not p._deleted;
  perform private.open_order_write(o.id);
  update public.orders
  set payment_status = case
    when refunded > 0 and refunded >= received then 'refunded'
    when received >= o.total_in_paise then 'paid'
    else 'pending'
  end
  where id = o.id;
  perform private.close_order_write();
  if new.kind = 'dealer_reversal' then
    perform private.add_order_event(
      new.order_id, 'note', new.recorded_by, 'system',
      jsonb_build_object(
        'text', format('A dealer payment of this order''s invoice bounced (%s): %s is owed again.',
          coalesce(current_setting('mgrid.dealer_payment_reason', true), 'no reason'),
          private.format_inr(new.amount_in_paise)),
        'payment_id', new.id, 'kind', new.kind, 'amount_in_paise', new.amount_in_paise),
      true);
    return null;
  end if;
  perform private.add_order_event(
    new.order_id,
    case when new.kind = 'refund' then 'refund_recorded' else 'payment_recorded' end,
    new.recorded_by,
    'system',
    jsonb_build_object(
      'payment_id', new.id, 'kind', new.kind, 'amount_in_paise', new.amount_in_paise,
      'utr', new.utr,
      'dealer_payment_id', nullif(current_setting('mgrid.dealer_payment', true), ''))
  );
  return null;
end
$$;

-- Recording a payment ---------------------------------------------------------------------

-- A method as people say it.
create function private.dealer_payment_method_label(method text) returns text
language sql
immutable
set search_path = ''
as $$
  select case method when 'upi' then 'UPI' when 'neft_rtgs' then 'NEFT/RTGS'
    when 'cheque' then 'cheque' when 'cash' then 'cash' else method end
$$;

-- A payment as the RPCs answer it.
create function private.dealer_payment_answer(p_id uuid) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', p.id,
    'dealer_id', p.dealer_id,
    'method', p.method,
    'reference', p.reference,
    'cheque_date', p.cheque_date,
    'amount_in_paise', p.amount_in_paise,
    'received_on', p.received_on,
    'status', p.status,
    'bounce_reason', p.bounce_reason,
    'bounced_at', p.bounced_at,
    'allocations', coalesce((
      select jsonb_agg(jsonb_build_object(
          'invoice_id', x.invoice_id, 'invoice_number', i.number, 'order_id', x.order_id,
          'amount_in_paise', x.amount_in_paise) order by i.document_date, i.issued_at, i.number)
      from public.dealer_payment_allocations x
      join public.invoices i on i.id = x.invoice_id
      where x.payment_id = p.id and not x._deleted), '[]'::jsonb),
    'unallocated_in_paise', case when p.status = 'recorded' then p.amount_in_paise - coalesce((
      select sum(x.amount_in_paise) from public.dealer_payment_allocations x
      where x.payment_id = p.id and not x._deleted), 0) else 0 end,
    'balance_in_paise', private.dealer_balance(p.dealer_id))
  from public.dealer_payments p
  where p.id = p_id
$$;

-- Allocates what is left of a recorded payment to the dealer's unpaid invoices, oldest first
-- (by due date, then invoice date and number), or only to `chosen` when given. An invoice paid
-- in full makes its order paid (order_payments, kind dealer_payment). The dealer's row is
-- locked by the caller.
create function private.allocate_dealer_payment(p_payment uuid, chosen uuid[], actor uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  payment public.dealer_payments;
  remaining bigint;
  due record;
  part bigint;
  o public.orders;
begin
  select * into payment from public.dealer_payments p where p.id = p_payment;
  if payment.status <> 'recorded' then
    return;
  end if;
  remaining := payment.amount_in_paise - coalesce((
    select sum(x.amount_in_paise) from public.dealer_payment_allocations x
    where x.payment_id = payment.id and not x._deleted), 0);
  for due in
    select d.* from private.dealer_invoice_dues(payment.dealer_id) d
    where d.outstanding_in_paise > 0 and (chosen is null or d.invoice_id = any (chosen))
    order by d.due_date, d.document_date, d.issued_at, d.number
  loop
    exit when remaining <= 0;
    part := least(remaining, due.outstanding_in_paise);
    insert into public.dealer_payment_allocations (payment_id, dealer_id, invoice_id, order_id, amount_in_paise)
    values (payment.id, payment.dealer_id, due.invoice_id, due.order_id, part);
    remaining := remaining - part;
    if part = due.outstanding_in_paise and due.credited_in_paise = 0 then
      select * into o from public.orders where id = due.order_id;
      if o.payment_status = 'pending' and o.total_in_paise = due.total_in_paise then
        perform set_config('mgrid.dealer_payment', payment.id::text, true);
        insert into public.order_payments (order_id, kind, amount_in_paise, recorded_by)
        values (o.id, 'dealer_payment', o.total_in_paise, actor);
        perform set_config('mgrid.dealer_payment', '', true);
      end if;
    end if;
  end loop;
end
$$;

-- Security: staff of the dealer channel only (checked first); the recorder is auth.uid().
create function public.record_dealer_payment(p_payment jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
<<rec>>
declare
  p jsonb := p_payment;
  pay_id uuid;
  stored public.dealer_payments;
  dealer public.dealer_accounts;
  method text;
  reference text;
  cheque_date date;
  amount bigint;
  received_on date;
  chosen uuid[];
  missing text;
  earlier record;
  taken uuid;
begin
  if not public.can_manage_dealers() then
    raise exception 'Only MGRID staff who run dealers can record a dealer''s payment.'
      using errcode = 'insufficient_privilege';
  end if;
  if p is null or jsonb_typeof(p) <> 'object' then
    raise exception 'The payment is empty.' using errcode = 'check_violation';
  end if;
  if jsonb_typeof(p -> 'id') is distinct from 'string'
     or (p ->> 'id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'The payment needs an id made by the caller (a uuid), so a resend is the same payment.'
      using errcode = 'check_violation';
  end if;
  pay_id := (p ->> 'id')::uuid;
  if jsonb_typeof(p -> 'dealer_id') is distinct from 'string'
     or (p ->> 'dealer_id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'Choose the dealer who paid.' using errcode = 'check_violation';
  end if;
  select d.* into dealer from public.dealer_accounts d
  where d.id = (p ->> 'dealer_id')::uuid and not d._deleted
  for update;
  if not found then
    raise exception 'This dealer does not exist.' using errcode = 'foreign_key_violation';
  end if;

  -- Sent again (a retry after a lost answer): the stored payment answers, nothing changes.
  select * into stored from public.dealer_payments where id = pay_id;
  if found then
    if stored.dealer_id <> dealer.id then
      raise exception 'This payment id is already used for another dealer.' using errcode = 'unique_violation';
    end if;
    return private.dealer_payment_answer(pay_id);
  end if;

  method := p ->> 'method';
  if method is null or method not in ('upi', 'neft_rtgs', 'cheque', 'cash') then
    raise exception 'Choose how the dealer paid: UPI, NEFT/RTGS, cheque or cash.'
      using errcode = 'check_violation';
  end if;
  reference := nullif(upper(regexp_replace(coalesce(p ->> 'reference', ''), '[[:space:]]', '', 'g')), '');
  case method
    when 'upi' then
      if reference is null then
        raise exception 'A UPI payment needs its 12-digit UTR (the bank''s transaction reference).'
          using errcode = 'check_violation';
      end if;
      if reference !~ '^[0-9]{12}$' then
        raise exception 'The UPI UTR must be 12 digits.' using errcode = 'check_violation';
      end if;
    when 'neft_rtgs' then
      if reference is null or reference !~ '^[A-Z0-9]{16,22}$' then
        raise exception 'A NEFT or RTGS payment needs the bank''s UTR: 16 to 22 letters and digits.'
          using errcode = 'check_violation';
      end if;
    when 'cheque' then
      if reference is null or reference !~ '^[0-9]{6}$' then
        raise exception 'A cheque needs its 6-digit cheque number.' using errcode = 'check_violation';
      end if;
    else
      if reference is not null and char_length(reference) > 40 then
        raise exception 'A cash receipt number is at most 40 characters.' using errcode = 'check_violation';
      end if;
  end case;

  if jsonb_typeof(p -> 'amount_in_paise') is distinct from 'number'
     or (p ->> 'amount_in_paise')::numeric <> trunc((p ->> 'amount_in_paise')::numeric)
     or (p ->> 'amount_in_paise')::numeric <= 0
     or (p ->> 'amount_in_paise')::numeric > 100000000000 then
    raise exception 'Please enter the amount received, in whole paise above zero.'
      using errcode = 'check_violation';
  end if;
  amount := (p ->> 'amount_in_paise')::bigint;
  if method = 'cash' and amount >= 20000000 then
    raise exception 'Cash of ₹2,00,000 or more in one payment is not allowed (Income Tax Act, section 269ST): take it by bank transfer or cheque.'
      using errcode = 'check_violation';
  end if;

  begin
    received_on := (p ->> 'received_on')::date;
    cheque_date := (p ->> 'cheque_date')::date;
  exception when others then
    raise exception 'Dates are written as YYYY-MM-DD.' using errcode = 'invalid_datetime_format';
  end;
  if received_on is null then
    raise exception 'Please give the day the payment was received.' using errcode = 'check_violation';
  end if;
  if received_on > private.india_today() then
    raise exception 'The payment is dated %, which is in the future: give the day it was received.',
      to_char(received_on, 'DD Mon YYYY') using errcode = 'check_violation';
  end if;
  if method = 'cheque' then
    if cheque_date is null then
      raise exception 'A cheque needs its date.' using errcode = 'check_violation';
    end if;
    if cheque_date > received_on then
      raise exception 'This cheque is post-dated (%): record it on or after its date.',
        to_char(cheque_date, 'DD Mon YYYY') using errcode = 'check_violation';
    end if;
    if cheque_date < received_on - interval '3 months' then
      raise exception 'This cheque is dated %, more than three months before it was received: a bank will not pay it.',
        to_char(cheque_date, 'DD Mon YYYY') using errcode = 'check_violation';
    end if;
  else
    cheque_date := null;
  end if;

  if method in ('upi', 'neft_rtgs') then
    select x.dealer_id into taken from public.dealer_payments x
    where x.method = rec.method and x.reference = rec.reference;
    if found then
      raise exception 'UTR % is already recorded for a payment%.', reference,
        case when taken = dealer.id then ' of this dealer' else ' of another dealer' end
        using errcode = 'unique_violation';
    end if;
  end if;

  if p ? 'invoice_ids' and jsonb_typeof(p -> 'invoice_ids') <> 'null' then
    if jsonb_typeof(p -> 'invoice_ids') <> 'array' or exists (
         select 1 from jsonb_array_elements(p -> 'invoice_ids') e
         where jsonb_typeof(e.value) <> 'string'
           or (e.value #>> '{}') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$') then
      raise exception 'invoice_ids must be a list of invoice ids.' using errcode = 'invalid_parameter_value';
    end if;
    chosen := array(select (e.value #>> '{}')::uuid from jsonb_array_elements(p -> 'invoice_ids') e);
    if cardinality(chosen) = 0 then
      chosen := null;
    end if;
    select string_agg(coalesce(i.number, c::text), ', ') into missing
    from unnest(chosen) as c
    left join public.invoices i on i.id = c
    where not exists (
      select 1 from private.dealer_invoice_dues(dealer.id) d
      where d.invoice_id = c and d.outstanding_in_paise > 0);
    if missing is not null then
      raise exception 'Not an unpaid invoice of this dealer: %.', missing using errcode = 'check_violation';
    end if;
  end if;

  -- An advance left by an earlier payment settles the oldest invoices first.
  if chosen is null then
    for earlier in
      select x.id from public.dealer_payments x
      where x.dealer_id = dealer.id and x.status = 'recorded'
      order by x.received_on, x.created_at, x.id
    loop
      perform private.allocate_dealer_payment(earlier.id, null, auth.uid());
    end loop;
  end if;

  insert into public.dealer_payments (
    id, dealer_id, method, reference, cheque_date, amount_in_paise, received_on, note, recorded_by)
  values (
    pay_id, dealer.id, method, reference, cheque_date, amount, received_on,
    nullif(btrim(left(coalesce(p ->> 'note', ''), 500)), ''), auth.uid());
  perform private.allocate_dealer_payment(pay_id, chosen, auth.uid());
  return private.dealer_payment_answer(pay_id);
end
$$;

comment on function public.record_dealer_payment(jsonb) is
  'Staff (manage_dealers) record money a dealer paid: {id (uuid chosen by the caller; the same id again answers the stored payment), dealer_id, method: upi|neft_rtgs|cheque|cash, reference (UPI: the 12-digit UTR; NEFT/RTGS: the 16-22 character UTR; cheque: its 6-digit number; cash: a receipt number or none), cheque_date (cheques), amount_in_paise, received_on (YYYY-MM-DD, not in the future), invoice_ids? (settle these; otherwise the oldest unpaid first), note?}. What exceeds the invoices stays as an advance. Answers {id, dealer_id, method, reference, cheque_date, amount_in_paise, received_on, status, bounce_reason, bounced_at, allocations: [{invoice_id, invoice_number, order_id, amount_in_paise}], unallocated_in_paise, balance_in_paise}; refuses in words.';

-- Security: staff of the dealer channel only (checked first).
create function public.bounce_dealer_payment(p_id uuid, p_reason text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  payment public.dealer_payments;
  reason text := nullif(btrim(regexp_replace(coalesce(p_reason, ''), '[[:space:]]+', ' ', 'g')), '');
  allocation record;
  o public.orders;
begin
  if not public.can_manage_dealers() then
    raise exception 'Only MGRID staff who run dealers can mark a payment as bounced.'
      using errcode = 'insufficient_privilege';
  end if;
  select * into payment from public.dealer_payments where id = p_id;
  if not found then
    raise exception 'This payment does not exist.' using errcode = 'foreign_key_violation';
  end if;
  perform 1 from public.dealer_accounts d where d.id = payment.dealer_id for update;
  select * into payment from public.dealer_payments where id = p_id for update;
  if payment.method <> 'cheque' then
    raise exception 'Only a cheque can bounce: this payment was made by %.',
      private.dealer_payment_method_label(payment.method) using errcode = 'check_violation';
  end if;
  if payment.status = 'bounced' then
    return private.dealer_payment_answer(payment.id);
  end if;
  if reason is null then
    raise exception 'Please give the reason the cheque bounced (as the bank''s return memo says).'
      using errcode = 'check_violation';
  end if;
  if char_length(reason) > 500 then
    raise exception 'The reason is too long (at most 500 characters).' using errcode = 'check_violation';
  end if;
  for allocation in
    select x.* from public.dealer_payment_allocations x
    where x.payment_id = payment.id and not x._deleted
  loop
    update public.dealer_payment_allocations
    set _deleted = true, reversed_at = now()
    where id = allocation.id;
    select * into o from public.orders where id = allocation.order_id;
    if o.payment_status = 'paid' and exists (
         select 1 from public.order_payments op
         where op.order_id = o.id and op.kind = 'dealer_payment') then
      perform set_config('mgrid.dealer_payment', payment.id::text, true);
      perform set_config('mgrid.dealer_payment_reason', 'cheque ' || payment.reference || ': ' || reason, true);
      insert into public.order_payments (order_id, kind, amount_in_paise, recorded_by)
      values (o.id, 'dealer_reversal', o.total_in_paise, auth.uid());
      perform set_config('mgrid.dealer_payment', '', true);
      perform set_config('mgrid.dealer_payment_reason', '', true);
    end if;
  end loop;
  update public.dealer_payments
  set status = 'bounced', bounce_reason = reason, bounced_at = now(), bounced_by = auth.uid()
  where id = payment.id;
  return private.dealer_payment_answer(payment.id);
end
$$;

comment on function public.bounce_dealer_payment(uuid, text) is
  'Staff (manage_dealers) mark a cheque as bounced with the reason (required): its allocations are reversed (the invoices are owed again, their orders pending), and the ledger shows the bounce as a debit. Only cheques bounce; bouncing one already bounced answers it unchanged. Answers as record_dealer_payment does.';

-- The ledger -------------------------------------------------------------------------------

-- Every entry of a dealer's account, oldest first, with its sort position: invoices (debit),
-- credit notes and payments (credit), bounces (debit).
create function private.dealer_entries(p_dealer uuid)
returns table (
  entry_date date, kind text, number text, reference text, debit bigint, credit bigint,
  due_date date, outstanding bigint, at timestamptz, id uuid, method text, reason text
)
language sql
stable
security definer
set search_path = ''
as $$
  select d.document_date, 'invoice', d.number, public.order_number(d.order_id),
         d.total_in_paise, 0::bigint, d.due_date, d.outstanding_in_paise, d.issued_at,
         d.invoice_id, null::text, null::text
  from private.dealer_invoice_dues(p_dealer) d
  union all
  select n.document_date, 'credit_note', n.number, n.invoice_number, 0::bigint,
         n.total_in_paise, null::date, null::bigint, n.issued_at, n.id, null, n.reason
  from public.invoices n
  join public.orders o on o.id = n.order_id
  where o.dealer_id = p_dealer and o.payment_method = 'on_account'
    and n.kind = 'credit_note' and not n._deleted
  union all
  select p.received_on, 'payment', null, p.reference, 0::bigint, p.amount_in_paise,
         null::date, null::bigint, p.created_at, p.id, p.method, null
  from public.dealer_payments p
  where p.dealer_id = p_dealer and not p._deleted
  union all
  select (p.bounced_at at time zone 'Asia/Kolkata')::date, 'bounce', null, p.reference,
         p.amount_in_paise, 0::bigint, null::date, null::bigint, p.bounced_at, p.id, p.method,
         p.bounce_reason
  from public.dealer_payments p
  where p.dealer_id = p_dealer and p.status = 'bounced' and not p._deleted
$$;

create function public.dealer_ledger(p_dealer uuid, p_from date, p_to date) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  dealer public.dealer_accounts := private.readable_dealer(p_dealer);
  today date := private.india_today();
  upto date := coalesce(p_to, today);
  opening bigint;
  entries jsonb;
begin
  if p_from is not null and p_from > upto then
    raise exception 'The statement starts (%) after it ends (%): choose the dates again.',
      to_char(p_from, 'DD Mon YYYY'), to_char(upto, 'DD Mon YYYY') using errcode = 'check_violation';
  end if;
  select coalesce(sum(e.debit - e.credit), 0)::bigint into opening
  from private.dealer_entries(dealer.id) e
  where p_from is not null and e.entry_date < p_from;
  select coalesce(jsonb_agg(jsonb_strip_nulls(jsonb_build_object(
      'date', r.entry_date,
      'kind', r.kind,
      'id', r.id,
      'number', r.number,
      'reference', r.reference,
      'method', r.method,
      'reason', r.reason,
      'debit_in_paise', r.debit,
      'credit_in_paise', r.credit,
      'balance_in_paise', opening + r.running,
      'due_date', r.due_date,
      'outstanding_in_paise', r.outstanding,
      'days_overdue', case when r.kind = 'invoice' then
        case when r.outstanding > 0 then greatest(today - r.due_date, 0) else 0 end end))
      order by r.position), '[]'::jsonb)
  into entries
  from (
    select e.*,
           row_number() over w as position,
           sum(e.debit - e.credit) over w as running
    from private.dealer_entries(dealer.id) e
    where (p_from is null or e.entry_date >= p_from) and e.entry_date <= upto
    window w as (
      order by e.entry_date, e.at,
        case e.kind when 'invoice' then 1 when 'credit_note' then 2 when 'payment' then 3 else 4 end,
        e.number, e.id
      rows between unbounded preceding and current row)
  ) as r;
  return jsonb_build_object(
    'dealer_id', dealer.id,
    'business_name', dealer.business_name,
    'gstin', dealer.gstin,
    'payment_terms', dealer.payment_terms,
    'from', p_from,
    'to', upto,
    'opening_balance_in_paise', opening,
    'entries', entries,
    'closing_balance_in_paise', opening + coalesce((
      select sum(e.debit - e.credit) from private.dealer_entries(dealer.id) e
      where (p_from is null or e.entry_date >= p_from) and e.entry_date <= upto), 0)::bigint);
end
$$;

comment on function public.dealer_ledger(uuid, date, date) is
  'A dealer''s statement (its members: p_dealer null or their own; staff: any) from p_from (null: the beginning) to p_to (null: today): {dealer_id, business_name, gstin, payment_terms, from, to, opening_balance_in_paise, entries: [{date, kind: invoice|payment|credit_note|bounce, id, number (invoice or credit note number), reference (the order number of an invoice, the invoice of a credit note, the UTR or cheque number of a payment or bounce), method? (payments and bounces), reason? (bounces, credit notes), debit_in_paise, credit_in_paise, balance_in_paise (running), due_date, outstanding_in_paise and days_overdue (invoices)}], closing_balance_in_paise}, oldest first. Anyone else is refused in words.';

-- Ageing across dealers ---------------------------------------------------------------------

create function public.admin_dealer_ageing() returns setof jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  today date := private.india_today();
begin
  if not public.can_manage_dealers() then
    raise exception 'Only MGRID staff who run dealers can see the ageing report.'
      using errcode = 'insufficient_privilege';
  end if;
  return query
  select jsonb_build_object(
      'dealer_id', d.id,
      'business_name', d.business_name,
      'city', d.city,
      'status', d.status,
      'payment_terms', d.payment_terms,
      'credit_limit_in_paise', d.credit_limit_in_paise,
      'balance_in_paise', b.balance,
      'not_due_in_paise', n.not_due,
      'overdue_in_paise', o.buckets,
      'overdue_total_in_paise', (o.buckets ->> '0-30')::bigint + (o.buckets ->> '31-60')::bigint
        + (o.buckets ->> '61-90')::bigint + (o.buckets ->> '90+')::bigint)
  from public.dealer_accounts d
  cross join lateral (select private.dealer_balance(d.id) as balance) as b
  cross join lateral (select private.dealer_overdue(d.id, today) as buckets) as o
  cross join lateral (
    select coalesce(sum(x.outstanding_in_paise) filter (where x.due_date >= today), 0)::bigint as not_due
    from private.dealer_invoice_dues(d.id) x
  ) as n
  where not d._deleted
  order by (o.buckets ->> '90+')::bigint desc, (o.buckets ->> '61-90')::bigint desc,
    (o.buckets ->> '31-60')::bigint desc, (o.buckets ->> '0-30')::bigint desc,
    b.balance desc, d.business_name;
end
$$;

comment on function public.admin_dealer_ageing() is
  'Staff (manage_dealers): one row per dealer, most overdue first: {dealer_id, business_name, city, status, payment_terms, credit_limit_in_paise, balance_in_paise (invoices - credit notes - payments not bounced), not_due_in_paise (owed, not yet due), overdue_in_paise: {"0-30", "31-60", "61-90", "90+"} (owed by days past due), overdue_total_in_paise}. The desk''s ageing CSV has these columns in this order.';

-- The credit check (replaces 20261203150400's version of private.prepare_order, changing only
-- what "already on account" counts: private.dealer_used_credit, the same "used" as
-- dealer_credit_summary, so a payment frees credit and an invoiced order stays counted until
-- it is paid).
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
    -- What the dealer's credit summary counts as used: its ledger balance (invoices less
    -- credit notes and payments) and its on-account orders not yet invoiced.
    on_account_total := private.dealer_used_credit(dealer.id);
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

-- What an event says (replaces 20261203150400's version): a dealer payment settling an order's
-- invoice names its method and reference.
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
        when 'dealer_payment' then 'on account, ' || coalesce((
          select private.dealer_payment_method_label(p.method) || coalesce(' ' || p.reference, '')
          from public.dealer_payments p where p.id::text = detail ->> 'dealer_payment_id'), 'dealer payment')
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

revoke execute on function private.dealer_payment_method_label(text) from public;
revoke execute on function private.dealer_payment_answer(uuid) from public;
revoke execute on function private.allocate_dealer_payment(uuid, uuid[], uuid) from public;
revoke execute on function private.dealer_entries(uuid) from public;
revoke execute on function public.record_dealer_payment(jsonb) from public;
revoke execute on function public.bounce_dealer_payment(uuid, text) from public;
revoke execute on function public.dealer_ledger(uuid, date, date) from public;
revoke execute on function public.admin_dealer_ageing() from public;
grant execute on function public.record_dealer_payment(jsonb), public.bounce_dealer_payment(uuid, text),
  public.admin_dealer_ageing()
  to authenticated, service_role;
-- Anyone may ask (a visitor is told to sign in); the function decides who is answered.
grant execute on function public.dealer_ledger(uuid, date, date) to anon, authenticated, service_role;
