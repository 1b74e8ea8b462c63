-- Payments recorded against orders (issue 25): a UPI payment with its 12-digit UTR, cash
-- collected on delivery, or a refund after a paid order is cancelled. orders.payment_status
-- (pending / paid / refunded) is derived from these rows by the database. Staff record them
-- through the order actions (the 'payment' action and 'deliver' with cash); the checks below
-- apply to every insert whoever makes it.

create table public.order_payments (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.orders (id) on delete cascade,
  kind text not null check (kind in ('upi', 'cod_cash', 'refund')),
  amount_in_paise bigint not null check (amount_in_paise > 0),
  -- The bank's 12-digit transaction reference: required for UPI, optional for a refund.
  utr text check (utr ~ '^[0-9]{12}$'),
  recorded_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint order_payments_upi_needs_utr check (kind <> 'upi' or utr is not null)
);
create unique index order_payments_utr_key on public.order_payments (utr) where utr is not null;
create index order_payments_order_idx on public.order_payments (order_id, created_at);
create index order_payments_modified_idx on public.order_payments (_modified, id);

comment on table public.order_payments is
  'Money received (upi, cod_cash) or returned (refund) for an order; amounts equal the order total. Written only through private.apply_order_action.';

create trigger zz_set_modified
  before insert or update on public.order_payments
  for each row execute function private.set_modified();

alter table public.order_payments enable row level security;

create policy "order_payments: admins read all" on public.order_payments
  for select to authenticated
  using ((select public.is_admin()));
create policy "order_payments: buyers read their orders' payments" on public.order_payments
  for select to authenticated
  using (
    (select public.is_active_user())
    and exists (
      select 1 from public.orders o
      where o.id = order_payments.order_id and o.user_id = (select auth.uid())
    )
  );

-- Security: payments are history: read-only for the API roles, never updated or deleted.
revoke all on public.order_payments from anon, authenticated, service_role;
grant select on public.order_payments to authenticated;
grant select, insert on public.order_payments to service_role;

alter publication supabase_realtime add table public.order_payments;

-- Whether a payment may be recorded, checked with the order locked (two staff recording the
-- same payment at once are serialised; the second is refused as already paid).
create function private.check_order_payment() returns trigger
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
  if new.kind is null or new.kind not in ('upi', 'cod_cash', 'refund') then
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

  if new.kind = 'refund' then
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

-- payment_status from the recorded payments, and the payment's event on the timeline.
create function private.derive_payment_status() returns trigger
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
  select coalesce(sum(p.amount_in_paise) filter (where p.kind in ('upi', 'cod_cash')), 0),
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
  perform private.add_order_event(
    new.order_id,
    case when new.kind = 'refund' then 'refund_recorded' else 'payment_recorded' end,
    new.recorded_by,
    'system',
    jsonb_build_object(
      'payment_id', new.id, 'kind', new.kind, 'amount_in_paise', new.amount_in_paise,
      'utr', new.utr)
  );
  return null;
end
$$;

create trigger trg_20_check_order_payment
  before insert on public.order_payments
  for each row execute function private.check_order_payment();
create trigger trg_50_derive_payment_status
  after insert on public.order_payments
  for each row execute function private.derive_payment_status();

revoke execute on all functions in schema private from public;
