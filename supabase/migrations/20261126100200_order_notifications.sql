-- The buyer is told about every status change and payment (issue 25): the database writes
-- the messages to an outbox table, once per event (an email when the order has an address,
-- an SMS to its phone); a server-side function sends them and records the outcome.

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  -- The buyer's account when they placed the order signed in, so they can read their
  -- messages; null for a guest and for an order staff placed for a customer.
  user_id uuid references public.users (id) on delete set null,
  channel text not null check (channel in ('email', 'sms')),
  recipient text not null,
  -- Email only.
  subject text,
  body text not null,
  event_id uuid not null references public.order_events (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- Kept by the sender: when it went out, how many tries, and the last failure.
  sent_at timestamptz,
  attempts integer not null default 0 check (attempts >= 0),
  last_error text,
  constraint notifications_once_per_event unique (event_id, channel)
);
create index notifications_unsent_idx on public.notifications (created_at) where sent_at is null;
create index notifications_user_idx on public.notifications (user_id, created_at desc);
create index notifications_order_idx on public.notifications (order_id, created_at);

comment on table public.notifications is
  'Outbox of messages to buyers, written by the database once per order event (status change, payment, refund) and channel; the sender (service role) sets sent_at, attempts and last_error.';

alter table public.notifications enable row level security;

create policy "notifications: buyers read their own" on public.notifications
  for select to authenticated
  using (user_id = (select auth.uid()) and (select public.is_active_user()));

-- Security: buyers read their own (the policy above); only the sender, as service_role,
-- reads them all and records delivery. Nobody writes them through the API.
revoke all on public.notifications from anon, authenticated, service_role;
grant select on public.notifications to authenticated;
grant select, update on public.notifications to service_role;

-- What one event says to the buyer: the email's subject and body, and the SMS.
-- Every text names the order number and the status in words; shipped adds the courier and
-- tracking number (and link).
create function private.order_message(
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

-- Writes the messages of one event: an email when the order has an address, an SMS to its
-- phone (as +91 and ten digits). Staff notes notify nobody.
create function private.notify_order_event() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  message record;
begin
  if new.kind = 'note' then
    return null;
  end if;
  select * into o from public.orders where id = new.order_id;
  select * into message from private.order_message(o, new.kind, new.detail);
  if message.subject is null then
    return null;
  end if;
  -- An order staff placed for a customer belongs to the staff member's account; its
  -- messages are the customer's, not theirs to read.
  if o.placed_by is not null then
    o.user_id := null;
  end if;
  if o.email is not null then
    insert into public.notifications (order_id, user_id, channel, recipient, subject, body, event_id)
    values (o.id, o.user_id, 'email', o.email, message.subject, message.email_body, new.id)
    on conflict on constraint notifications_once_per_event do nothing;
  end if;
  insert into public.notifications (order_id, user_id, channel, recipient, subject, body, event_id)
  values (o.id, o.user_id, 'sms', '+91' || right(regexp_replace(o.phone, '[^0-9]', '', 'g'), 10),
          null, message.sms_body, new.id)
  on conflict on constraint notifications_once_per_event do nothing;
  return null;
end
$$;

create trigger trg_50_notify_order_event
  after insert on public.order_events
  for each row execute function private.notify_order_event();

revoke execute on all functions in schema private from public;
