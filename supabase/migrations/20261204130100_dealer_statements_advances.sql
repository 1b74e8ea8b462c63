-- A dealer's statement, sent and kept (issue 44): the member's phone keeps the last year of its
-- ledger (my_dealer_ledger, read with the dealer's prices), staff send a statement for a date
-- range to the dealer's owner by email and SMS with a link (send_dealer_statement, through the
-- notifications outbox, once per id however often it is sent), and an advance the dealer paid
-- settles the next invoice when it is issued, not only when the next payment arrives.
-- Security: my_dealer_ledger answers only a dealer's member (null for anyone else);
-- send_dealer_statement checks public.can_manage_dealers() first; dealer_statements is read by
-- no API role (staff see sends through the outbox's own screens).

-- The member's copy ------------------------------------------------------------------------

create function public.my_dealer_ledger() returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (private.my_membership()).dealer_id is null then
    return null;
  end if;
  -- From the first day of the month a year back: this year's and last year's statements on
  -- the phone with no signal, and a copy that stays small.
  return public.dealer_ledger(
    null, (date_trunc('month', private.india_today()) - interval '12 months')::date, null);
end
$$;

comment on function public.my_dealer_ledger() is
  'The signed-in dealer member''s ledger (as dealer_ledger answers it) from the first day of the month twelve months ago to today, for the phone''s copy; null for anyone who is not an active dealer member.';

revoke execute on function public.my_dealer_ledger() from public, anon;
grant execute on function public.my_dealer_ledger() to authenticated;

-- Statements sent --------------------------------------------------------------------------

create table public.dealer_statements (
  -- Chosen by the caller, so a resend after a lost answer is the same statement.
  id uuid primary key,
  dealer_id uuid not null references public.dealer_accounts (id) on delete restrict,
  period_from date,
  period_to date not null,
  closing_balance_in_paise bigint not null,
  sent_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (period_from is null or period_from <= period_to)
);
create index dealer_statements_dealer_idx on public.dealer_statements (dealer_id, created_at);

comment on table public.dealer_statements is
  'Each statement staff sent a dealer (the period and the closing balance it said); its email and SMS are rows of public.notifications. Written only by send_dealer_statement.';

alter table public.dealer_statements enable row level security;
revoke all on public.dealer_statements from anon, authenticated;
grant all on public.dealer_statements to service_role;

alter table public.notifications
  add column dealer_statement_id uuid references public.dealer_statements (id) on delete cascade,
  drop constraint notifications_subject_rule,
  add constraint notifications_subject_rule check (
    num_nonnulls(order_id, quote_id, dealer_application_id, dealer_statement_id) = 1
    and (order_id is null) = (event_id is null)
    and (quote_id is null) = (quote_event_id is null)),
  add constraint notifications_once_per_dealer_statement unique (dealer_statement_id, channel);

comment on column public.notifications.dealer_statement_id is
  'The dealer statement this message sends to the dealer''s owner (a link to the statement on the dealer''s page); one message per channel.';

create function public.send_dealer_statement(
  p_id uuid, p_dealer uuid, p_from date default null, p_to date default null
)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  stored public.dealer_statements;
  dealer public.dealer_accounts;
  ledger jsonb;
  upto date;
  closing bigint;
  period text;
  link text;
begin
  if not public.can_manage_dealers() then
    raise exception 'Only MGRID staff who run dealers can send a dealer''s statement.'
      using errcode = 'insufficient_privilege';
  end if;
  if p_id is null then
    raise exception 'The statement needs an id made by the caller (a uuid), so a resend is the same statement.'
      using errcode = 'check_violation';
  end if;
  select * into stored from public.dealer_statements where id = p_id;
  if found then
    if stored.dealer_id is distinct from p_dealer then
      raise exception 'This statement id is already used for another dealer.' using errcode = 'unique_violation';
    end if;
  else
    select d.* into dealer from public.dealer_accounts d where d.id = p_dealer and not d._deleted;
    if not found then
      raise exception 'This dealer does not exist.' using errcode = 'foreign_key_violation';
    end if;
    -- The ledger checks the period (not after today's end, the start before the end).
    ledger := public.dealer_ledger(dealer.id, p_from, p_to);
    upto := (ledger ->> 'to')::date;
    closing := (ledger ->> 'closing_balance_in_paise')::bigint;
    insert into public.dealer_statements (id, dealer_id, period_from, period_to, closing_balance_in_paise, sent_by)
    values (p_id, dealer.id, p_from, upto, closing, auth.uid())
    returning * into stored;

    period := case when p_from is null then format('up to %s', to_char(upto, 'DD Mon YYYY'))
      else format('%s to %s', to_char(p_from, 'DD Mon YYYY'), to_char(upto, 'DD Mon YYYY')) end;
    -- /dealer/statement/<from or "all">/<to>: the outbox's links are plain paths.
    link := format('/dealer/statement/%s/%s',
      coalesce(to_char(p_from, 'YYYY-MM-DD'), 'all'), to_char(upto, 'YYYY-MM-DD'));
    insert into public.notifications
      (dealer_statement_id, user_id, channel, recipient, subject, body, link_path)
    values
      (stored.id, dealer.owner_user_id, 'email', dealer.email,
       format('Your MGRID statement, %s', period),
       format('Hello %s, the statement of %s with MGRID, %s: %s %s. See it and download the PDF (sign in as the dealer): {link}',
         dealer.owner_name, dealer.business_name, period,
         case when closing < 0 then 'advance with us' else 'balance due' end,
         private.format_inr(abs(closing))),
       link),
      (stored.id, dealer.owner_user_id, 'sms', dealer.mobile, null,
       format('MGRID: statement of %s, %s: %s %s. See it: {link}',
         dealer.business_name, period,
         case when closing < 0 then 'advance' else 'balance due' end,
         private.format_inr(abs(closing))),
       link)
    on conflict (dealer_statement_id, channel) do nothing;
  end if;
  return jsonb_build_object(
    'id', stored.id,
    'dealer_id', stored.dealer_id,
    'from', stored.period_from,
    'to', stored.period_to,
    'closing_balance_in_paise', stored.closing_balance_in_paise,
    'sent_at', stored.created_at,
    'channels', coalesce((
      select jsonb_agg(jsonb_build_object('channel', n.channel, 'recipient', n.recipient) order by n.channel)
      from public.notifications n where n.dealer_statement_id = stored.id), '[]'::jsonb));
end
$$;

comment on function public.send_dealer_statement(uuid, uuid, date, date) is
  'Staff (manage_dealers) send a dealer''s statement for p_from (null: the beginning) to p_to (null: today) to the dealer''s owner, by email and SMS with a link to /dealer/statement/<from or all>/<to>; p_id is chosen by the caller and the same id again answers the stored statement without sending again. Answers {id, dealer_id, from, to, closing_balance_in_paise, sent_at, channels: [{channel, recipient}]}; refuses in words.';

revoke execute on function public.send_dealer_statement(uuid, uuid, date, date) from public, anon;
grant execute on function public.send_dealer_statement(uuid, uuid, date, date) to authenticated;

-- Advances settle the next invoice ---------------------------------------------------------

-- After a dealer's on-account invoice is issued (the order confirmed): whatever is left of the
-- dealer's recorded payments (an advance) settles its unpaid invoices, oldest first, so a shop
-- that paid ahead is not shown as owing.
create function private.apply_dealer_advance() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dealer_of uuid;
  earlier record;
begin
  select o.dealer_id into dealer_of from public.orders o
  where o.id = new.order_id and o.payment_method = 'on_account' and o.dealer_id is not null;
  if dealer_of is null then
    return null;
  end if;
  perform 1 from public.dealer_accounts d where d.id = dealer_of for update;
  for earlier in
    select x.id from public.dealer_payments x
    where x.dealer_id = dealer_of and x.status = 'recorded' and not x._deleted
      and x.amount_in_paise > coalesce((
        select sum(a.amount_in_paise) from public.dealer_payment_allocations a
        where a.payment_id = x.id and not a._deleted), 0)
    order by x.received_on, x.created_at, x.id
  loop
    perform private.allocate_dealer_payment(earlier.id, null, auth.uid());
  end loop;
  return null;
end
$$;

revoke execute on function private.apply_dealer_advance() from public;

create trigger trg_90_apply_dealer_advance
  after insert on public.invoices
  for each row when (new.kind = 'invoice')
  execute function private.apply_dealer_advance();
