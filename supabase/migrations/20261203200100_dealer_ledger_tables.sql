-- What a dealer owes (issue 44, "Money owed"), first part: the payments staff record against a
-- dealer and their allocations to its invoices, each invoice's due date from the dealer's
-- terms, and the dealer's credit summary (limit, used, available, held, overdue by age) that
-- the /dealer home reads. The ledger, recording and bouncing payments, the ageing report and
-- the credit check counting payments follow in 20261203200200.
--
-- The money of a dealer's account: the tax invoices of its on-account orders (debit), less
-- their credit notes, less the payments recorded and not bounced (credit). An order paid by
-- UPI is paid before it is invoiced and never enters the account.

-- Payments against a dealer ---------------------------------------------------------------

create table public.dealer_payments (
  -- Chosen by the caller (the desk or a field phone), so a resend is the same row.
  id uuid primary key,
  dealer_id uuid not null references public.dealer_accounts (id) on delete restrict,
  method text not null check (method in ('upi', 'neft_rtgs', 'cheque', 'cash')),
  -- UPI: the 12-digit UTR; NEFT/RTGS: the bank's UTR; cheque: its number; cash: a receipt
  -- number or null.
  reference text check (reference is null or char_length(reference) between 1 and 40),
  cheque_date date,
  amount_in_paise bigint not null check (amount_in_paise > 0),
  received_on date not null,
  status text not null default 'recorded' check (status in ('recorded', 'bounced')),
  bounce_reason text,
  bounced_at timestamptz,
  bounced_by uuid references public.users (id) on delete set null,
  note text check (note is null or char_length(note) <= 500),
  recorded_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  check ((method = 'cheque') = (cheque_date is not null)),
  check (method = 'cash' or reference is not null),
  check ((status = 'bounced') = (bounce_reason is not null and bounced_at is not null)),
  check (status = 'recorded' or method = 'cheque')
);
create unique index dealer_payments_reference_key on public.dealer_payments (method, reference)
  where reference is not null and method in ('upi', 'neft_rtgs');
create index dealer_payments_dealer_idx on public.dealer_payments (dealer_id, received_on);
create index dealer_payments_modified_idx on public.dealer_payments (_modified, id);

comment on table public.dealer_payments is
  'Money received from a dealer (method upi with its 12-digit UTR, neft_rtgs with its UTR, cheque with its number and date, cash), allocated to its invoices in dealer_payment_allocations; what is left is an advance. A bounced cheque (status bounced, bounce_reason, bounced_at) has its allocations reversed. Written only through record_dealer_payment and bounce_dealer_payment.';

-- What part of a payment settles which invoice. A bounce marks its rows _deleted (the invoice
-- is owed again) and sets reversed_at.
create table public.dealer_payment_allocations (
  id uuid primary key default gen_random_uuid(),
  payment_id uuid not null references public.dealer_payments (id) on delete restrict,
  dealer_id uuid not null references public.dealer_accounts (id) on delete restrict,
  invoice_id uuid not null references public.invoices (id) on delete restrict,
  order_id uuid not null references public.orders (id) on delete restrict,
  amount_in_paise bigint not null check (amount_in_paise > 0),
  reversed_at timestamptz,
  created_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  check (_deleted = (reversed_at is not null))
);
create index dealer_payment_allocations_payment_idx on public.dealer_payment_allocations (payment_id);
create index dealer_payment_allocations_invoice_idx on public.dealer_payment_allocations (invoice_id)
  where not _deleted;
create index dealer_payment_allocations_modified_idx on public.dealer_payment_allocations (_modified, id);

comment on table public.dealer_payment_allocations is
  'The part (amount_in_paise) of a dealer payment that settles an invoice (and its order); rows of a bounced payment are reversed (_deleted, reversed_at). Written only by the database.';

create trigger trg_80_touch_updated_at before insert or update on public.dealer_payments
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified before insert or update on public.dealer_payments
  for each row execute function private.set_modified();
create trigger zz_set_modified before insert or update on public.dealer_payment_allocations
  for each row execute function private.set_modified();

alter table public.dealer_payments enable row level security;
alter table public.dealer_payment_allocations enable row level security;

create policy "dealer_payments: the dealer's members and staff read" on public.dealer_payments
  for select to authenticated
  using ((select public.can_manage_dealers()) or public.is_dealer_member(dealer_id));
create policy "dealer_payment_allocations: the dealer's members and staff read"
  on public.dealer_payment_allocations
  for select to authenticated
  using ((select public.can_manage_dealers()) or public.is_dealer_member(dealer_id));

-- Reads only: every write goes through the RPCs.
revoke all on public.dealer_payments, public.dealer_payment_allocations from anon, authenticated;
grant select on public.dealer_payments, public.dealer_payment_allocations to authenticated;
grant all on public.dealer_payments, public.dealer_payment_allocations to service_role;

alter publication supabase_realtime add table public.dealer_payments,
  public.dealer_payment_allocations;

-- Due dates ----------------------------------------------------------------------------------

-- An invoice's due date from its dealer's payment terms: advance, the invoice's date; net7,
-- net15, net30: 7, 15, 30 days after it. Null for an invoice of no dealer (a shopper's) and for
-- a credit note. The desk's invoices.due_date is set the same way (call this function).
create function private.invoice_due_date(inv public.invoices) returns date
language sql
stable
security definer
set search_path = ''
as $$
  select inv.document_date + case d.payment_terms
      when 'net7' then 7 when 'net15' then 15 when 'net30' then 30 else 0 end
  from public.orders o
  join public.dealer_accounts d on d.id = o.dealer_id
  where o.id = inv.order_id and inv.kind = 'invoice'
$$;

comment on function private.invoice_due_date(public.invoices) is
  'The due date of a dealer''s tax invoice: its document_date plus 0 (advance), 7, 15 or 30 days (net7/15/30) by the dealer''s payment terms; null for a shopper''s invoice or a credit note.';

-- The dealer's account ---------------------------------------------------------------------

-- Each tax invoice of the dealer's on-account orders, with what is still owed on it: its
-- total less its credit note and the live allocations of payments to it (never below 0).
create function private.dealer_invoice_dues(p_dealer uuid)
returns table (
  invoice_id uuid, order_id uuid, number text, document_date date, issued_at timestamptz,
  total_in_paise bigint, credited_in_paise bigint, allocated_in_paise bigint,
  outstanding_in_paise bigint, due_date date
)
language sql
stable
security definer
set search_path = ''
as $$
  select i.id, i.order_id, i.number, i.document_date, i.issued_at, i.total_in_paise,
         c.credited, a.allocated,
         greatest(i.total_in_paise - c.credited - a.allocated, 0),
         private.invoice_due_date(i)
  from public.invoices i
  join public.orders o on o.id = i.order_id
  cross join lateral (
    select coalesce(sum(n.total_in_paise), 0)::bigint as credited
    from public.invoices n where n.invoice_id = i.id and n.kind = 'credit_note' and not n._deleted
  ) as c
  cross join lateral (
    select coalesce(sum(x.amount_in_paise), 0)::bigint as allocated
    from public.dealer_payment_allocations x where x.invoice_id = i.id and not x._deleted
  ) as a
  where o.dealer_id = p_dealer and o.payment_method = 'on_account'
    and i.kind = 'invoice' and not i._deleted
$$;

-- What the dealer owes now (negative: an advance in its favour): invoices less credit notes
-- less the payments not bounced.
create function private.dealer_balance(p_dealer uuid) returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select sum(d.total_in_paise - d.credited_in_paise)
                   from private.dealer_invoice_dues(p_dealer) d), 0)::bigint
       - coalesce((select sum(p.amount_in_paise) from public.dealer_payments p
                   where p.dealer_id = p_dealer and p.status = 'recorded' and not p._deleted), 0)::bigint
$$;

-- The on-account orders of the dealer that hold credit but have no invoice yet (placed, not
-- held, not cancelled).
create function private.dealer_uninvoiced(p_dealer uuid) returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(sum(o.total_in_paise), 0)::bigint
  from public.orders o
  where o.dealer_id = p_dealer and o.payment_method = 'on_account' and not o._deleted
    and o.status not in ('held', 'cancelled')
    and not exists (
      select 1 from public.invoices i where i.order_id = o.id and i.kind = 'invoice')
$$;

-- The credit a dealer uses: its balance plus its on-account orders not yet invoiced. The credit
-- check of private.prepare_order counts the same.
create function private.dealer_used_credit(p_dealer uuid) returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select private.dealer_balance(p_dealer) + private.dealer_uninvoiced(p_dealer)
$$;

-- The dealer a caller may read: p_dealer (staff: any; a member: their own), or the caller's
-- own dealer when p_dealer is null. Refuses in words.
create function private.readable_dealer(p_dealer uuid) returns public.dealer_accounts
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  mine uuid := (private.my_membership()).dealer_id;
  wanted uuid := coalesce(p_dealer, mine);
  result public.dealer_accounts;
begin
  if auth.uid() is null then
    raise exception 'Please sign in to see a dealer''s account.' using errcode = 'insufficient_privilege';
  end if;
  if wanted is null then
    if public.can_manage_dealers() then
      raise exception 'Choose a dealer to see its account.' using errcode = 'invalid_parameter_value';
    end if;
    raise exception 'Only an MGRID dealer''s members can see a dealer account.'
      using errcode = 'insufficient_privilege';
  end if;
  if wanted is distinct from mine and not public.can_manage_dealers() then
    raise exception 'Only this dealer''s members and MGRID staff can see its account.'
      using errcode = 'insufficient_privilege';
  end if;
  select d.* into result from public.dealer_accounts d where d.id = wanted and not d._deleted;
  if not found then
    raise exception 'This dealer does not exist.' using errcode = 'foreign_key_violation';
  end if;
  return result;
end
$$;

-- What is overdue in each age bucket (days past the due date: 1-30, 31-60, 61-90, over 90) on
-- a day.
create function private.dealer_overdue(p_dealer uuid, p_on date) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    '0-30', coalesce(sum(d.outstanding_in_paise) filter (where p_on - d.due_date between 1 and 30), 0),
    '31-60', coalesce(sum(d.outstanding_in_paise) filter (where p_on - d.due_date between 31 and 60), 0),
    '61-90', coalesce(sum(d.outstanding_in_paise) filter (where p_on - d.due_date between 61 and 90), 0),
    '90+', coalesce(sum(d.outstanding_in_paise) filter (where p_on - d.due_date > 90), 0))
  from private.dealer_invoice_dues(p_dealer) d
  where d.outstanding_in_paise > 0
$$;

create function public.dealer_credit_summary(p_dealer uuid default null) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  dealer public.dealer_accounts := private.readable_dealer(p_dealer);
  used bigint := private.dealer_used_credit(dealer.id);
begin
  return jsonb_build_object(
    'dealer_id', dealer.id,
    'credit_limit_in_paise', dealer.credit_limit_in_paise,
    'used_in_paise', used,
    'available_in_paise', greatest(dealer.credit_limit_in_paise - used, 0),
    'held_in_paise', (
      select coalesce(sum(o.total_in_paise), 0)::bigint from public.orders o
      where o.dealer_id = dealer.id and o.payment_method = 'on_account' and o.status = 'held'
        and not o._deleted),
    'overdue_in_paise', private.dealer_overdue(dealer.id, private.india_today()),
    'balance_in_paise', private.dealer_balance(dealer.id));
end
$$;

comment on function public.dealer_credit_summary(uuid) is
  'A dealer''s credit (its members: p_dealer null or their own; staff: any): {dealer_id, credit_limit_in_paise, used_in_paise (ledger balance + on-account orders not yet invoiced, not held, not cancelled), available_in_paise (max(limit - used, 0)), held_in_paise (on-account orders held for approval), overdue_in_paise: {"0-30", "31-60", "61-90", "90+"} (owed on invoices by days past due), balance_in_paise (invoices - credit notes - payments not bounced; negative is an advance)}. Anyone else is refused in words.';

revoke execute on function private.invoice_due_date(public.invoices) from public;
revoke execute on function private.dealer_invoice_dues(uuid) from public;
revoke execute on function private.dealer_balance(uuid) from public;
revoke execute on function private.dealer_uninvoiced(uuid) from public;
revoke execute on function private.dealer_used_credit(uuid) from public;
revoke execute on function private.readable_dealer(uuid) from public;
revoke execute on function private.dealer_overdue(uuid, date) from public;
revoke execute on function public.dealer_credit_summary(uuid) from public;
-- Anyone may ask (a visitor is told to sign in); the function decides who is answered.
grant execute on function public.dealer_credit_summary(uuid) to anon, authenticated, service_role;
