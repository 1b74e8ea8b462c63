-- Tax invoices and credit notes (issue 26). Confirming an order issues its tax invoice: a
-- number from the invoice series of the financial year (MG/26-27/000123), taken from a
-- counter row locked in the confirming transaction, so numbers are consecutive with no gap
-- (a rolled-back confirmation rolls its number back; a sequence could skip), and a frozen
-- copy of everything CGST Rule 46 asks for: seller and buyer, place of supply, lines with
-- HSN, taxable value and CGST/SGST or IGST, totals equal to the order's, amount in words.
-- Cancelling an invoiced order issues a credit note for its full value in a series of its
-- own (MG/CN/26-27/0001), referencing the invoice. An order cancelled before confirmation
-- never takes a number. Nobody writes documents through the API; buyers read their own,
-- staff read all.

-- The clock documents are dated by ---------------------------------------------------------

-- One row. fixed_at is null in every real database (documents are dated now()); tests set it
-- to issue documents on a chosen day, e.g. either side of 1 April. Only the database's owner
-- can write it.
create table private.document_clock (
  id boolean primary key default true check (id),
  fixed_at timestamptz
);
insert into private.document_clock default values;

create function private.document_time() returns timestamptz
language sql stable
set search_path = ''
as $$
  select coalesce((select c.fixed_at from private.document_clock c where c.id), now())
$$;

-- Numbers --------------------------------------------------------------------------------------

-- The last number issued in each series and financial year. A row is created the first time
-- its year issues a document, and is locked (select ... for update) by the transaction that
-- issues the next number until it commits, so concurrent confirmations queue and each takes
-- the next number; a transaction that rolls back gives its number back.
create table private.document_counters (
  kind text not null check (kind in ('invoice', 'credit_note')),
  financial_year text not null check (financial_year ~ '^[0-9]{2}-[0-9]{2}$'),
  last_number integer not null default 0 check (last_number >= 0),
  primary key (kind, financial_year)
);

-- A document number as printed (the same rule as documentNumber in
-- src/lib/financial-year.ts): 'MG/26-27/000123' for invoices (6 digits), 'MG/CN/26-27/0001'
-- for credit notes (4 digits), both at most GST's 16 characters.
create function private.document_number(kind text, financial_year text, sequence integer)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  digits integer := case kind when 'invoice' then 6 when 'credit_note' then 4 end;
begin
  if digits is null or sequence < 1 or char_length(sequence::text) > digits then
    raise exception 'No % number % in a series of % digits', kind, sequence, digits
      using errcode = 'check_violation';
  end if;
  return case kind when 'invoice' then 'MG/' else 'MG/CN/' end
    || financial_year || '/' || lpad(sequence::text, digits, '0');
end
$$;

-- Takes the next number of a series for the financial year of `at`, holding the counter's
-- row lock to the end of the calling transaction.
create function private.next_document_sequence(kind text, financial_year text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  taken integer;
begin
  insert into private.document_counters (kind, financial_year)
  values (next_document_sequence.kind, next_document_sequence.financial_year)
  on conflict do nothing;
  select c.last_number + 1 into taken
  from private.document_counters c
  where c.kind = next_document_sequence.kind
    and c.financial_year = next_document_sequence.financial_year
  for update;
  update private.document_counters c
  set last_number = taken
  where c.kind = next_document_sequence.kind
    and c.financial_year = next_document_sequence.financial_year;
  return taken;
end
$$;

-- The documents --------------------------------------------------------------------------------

create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  -- 'invoice': the tax invoice issued at confirmation; 'credit_note': its reversal when the
  -- order is cancelled. At most one of each per order.
  kind text not null check (kind in ('invoice', 'credit_note')),
  title text not null check (title in ('Tax Invoice', 'Credit Note')),
  number text not null unique check (char_length(number) <= 16),
  financial_year text not null,
  sequence integer not null check (sequence > 0),
  order_id uuid not null references public.orders (id) on delete restrict,
  order_number text not null,
  -- A credit note's invoice.
  invoice_id uuid references public.invoices (id) on delete restrict,
  invoice_number text,
  invoice_date date,
  reason text,
  issued_at timestamptz not null,
  -- The document's date: the day of issued_at in India.
  document_date date not null,
  issued_by uuid references public.users (id) on delete set null,
  -- The seller as site settings said when the invoice was issued (a credit note repeats its
  -- invoice's): later changes to settings never change an issued document.
  seller_legal_name text not null,
  seller_address text not null,
  seller_gstin text not null,
  seller_state text not null,
  seller_state_code text not null,
  buyer_name text not null,
  buyer_address text not null,
  buyer_gstin text,
  buyer_legal_name text,
  -- Place of supply: the delivery state.
  place_of_supply text not null,
  place_of_supply_code text not null,
  tax_split text not null check (tax_split in ('cgst_sgst', 'igst')),
  reverse_charge boolean not null default false,
  lines jsonb not null check (jsonb_typeof(lines) = 'array'),
  taxable_in_paise bigint not null check (taxable_in_paise >= 0),
  cgst_in_paise bigint not null check (cgst_in_paise >= 0),
  sgst_in_paise bigint not null check (sgst_in_paise >= 0),
  igst_in_paise bigint not null check (igst_in_paise >= 0),
  gst_in_paise bigint not null check (gst_in_paise = cgst_in_paise + sgst_in_paise + igst_in_paise),
  delivery_fee_in_paise bigint not null check (delivery_fee_in_paise >= 0),
  total_in_paise bigint not null
    check (total_in_paise = taxable_in_paise + gst_in_paise + delivery_fee_in_paise),
  amount_in_words text not null,
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  unique (kind, financial_year, sequence),
  unique (order_id, kind),
  check ((kind = 'credit_note') = (invoice_id is not null))
);
create index invoices_order_idx on public.invoices (order_id);
create index invoices_date_idx on public.invoices (document_date, kind, sequence);
create index invoices_modified_idx on public.invoices (_modified, id);

comment on table public.invoices is
  'Tax invoices (kind invoice, title Tax Invoice, number MG/26-27/000123, issued when an order is confirmed) and credit notes (kind credit_note, MG/CN/26-27/0001, issued when an invoiced order is cancelled; invoice_id/number/date name the invoice). A frozen copy written only by the database: seller (legal name, address, GSTIN, state and code), buyer (name, address, GSTIN and legal name when given), place of supply (delivery state and code), lines [{product_id, description, hsn_code, quantity, unit: Nos, unit_price_in_paise, price_inclusive, discount_in_paise, taxable_in_paise, gst_rate, cgst_rate, sgst_rate, igst_rate, cgst_in_paise, sgst_in_paise, igst_in_paise, total_in_paise}], totals (total = taxable + GST + delivery fee = the order''s total), amount in words, reverse charge (false: No).';

create trigger zz_set_modified
  before insert or update on public.invoices
  for each row execute function private.set_modified();

alter table public.invoices enable row level security;

create policy "invoices: staff read all" on public.invoices
  for select to authenticated
  using ((select public.is_admin()));
create policy "invoices: buyers read their orders' documents" on public.invoices
  for select to authenticated
  using (
    (select public.is_active_user())
    and exists (
      select 1 from public.orders o
      where o.id = invoices.order_id and o.user_id = (select auth.uid())
    )
  );

-- Security: read-only for the API roles; only the database's own functions issue documents.
revoke all on public.invoices from anon, authenticated;
grant select on public.invoices to authenticated;
grant select on public.invoices to service_role;

alter publication supabase_realtime add table public.invoices;

-- Issuing --------------------------------------------------------------------------------------

-- The lines of an order as an invoice prints them: each line's taxable value (its total
-- without GST) and its GST split as the order's tax_split says, per line, in paise: CGST the
-- smaller half of an odd paisa, as private.gst_split and taxInvoice in src/lib/invoice.ts.
create function private.invoice_lines(o public.orders) returns jsonb
language sql stable
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'product_id', l.item ->> 'productId',
    'description', coalesce(l.item ->> 'name', l.item ->> 'productId'),
    'hsn_code', l.item ->> 'hsnCode',
    'quantity', (l.item ->> 'quantity')::integer,
    'unit', 'Nos',
    'unit_price_in_paise', (l.item ->> 'unitPriceInPaise')::bigint,
    'price_inclusive', coalesce((l.item ->> 'priceInclusive')::boolean, true),
    'discount_in_paise', 0,
    'taxable_in_paise', (l.item ->> 'lineTotalInPaise')::bigint - (l.item ->> 'gstInPaise')::bigint,
    'gst_rate', (l.item ->> 'gstRate')::numeric,
    'cgst_rate', case when o.tax_split = 'cgst_sgst' then trim_scale((l.item ->> 'gstRate')::numeric / 2) else 0 end,
    'sgst_rate', case when o.tax_split = 'cgst_sgst' then trim_scale((l.item ->> 'gstRate')::numeric / 2) else 0 end,
    'igst_rate', case when o.tax_split = 'igst' then (l.item ->> 'gstRate')::numeric else 0 end,
    'cgst_in_paise', case when o.tax_split = 'cgst_sgst' then g.gst / 2 else 0 end,
    'sgst_in_paise', case when o.tax_split = 'cgst_sgst' then g.gst - g.gst / 2 else 0 end,
    'igst_in_paise', case when o.tax_split = 'igst' then g.gst else 0 end,
    'total_in_paise', (l.item ->> 'lineTotalInPaise')::bigint
  ) order by l.position), '[]'::jsonb)
  from jsonb_array_elements(o.items) with ordinality as l(item, position)
  cross join lateral (select (l.item ->> 'gstInPaise')::bigint as gst) as g
$$;

-- Issues the tax invoice of an order being confirmed (called by private.move_order in the
-- confirming transaction). Refuses, in words, when the seller's registration is not set up:
-- an invoice without the seller's legal name, address or GSTIN is not a tax invoice.
create function private.issue_invoice(o public.orders, actor uuid) returns public.invoices
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.site_settings;
  at timestamptz := private.document_time();
  year text := public.financial_year(at);
  taken integer;
  lines jsonb := private.invoice_lines(o);
  result public.invoices;
begin
  select s.* into settings from public.site_settings s where s.id = 'default';
  if settings.legal_name is null or settings.registered_address is null or settings.gstin is null then
    raise exception 'A tax invoice needs the seller''s registered legal name, registered address and GSTIN: set them in site settings, then confirm the order.'
      using errcode = 'check_violation';
  end if;
  if public.gstin_problem(settings.gstin) is not null then
    raise exception 'The seller''s GSTIN in site settings is not valid (%): correct it, then confirm the order.',
      public.gstin_problem(settings.gstin) using errcode = 'check_violation';
  end if;
  taken := private.next_document_sequence('invoice', year);
  insert into public.invoices (
    kind, title, number, financial_year, sequence, order_id, order_number, issued_at,
    document_date, issued_by, seller_legal_name, seller_address, seller_gstin, seller_state,
    seller_state_code, buyer_name, buyer_address, buyer_gstin, buyer_legal_name,
    place_of_supply, place_of_supply_code, tax_split, reverse_charge, lines,
    taxable_in_paise, cgst_in_paise, sgst_in_paise, igst_in_paise, gst_in_paise,
    delivery_fee_in_paise, total_in_paise, amount_in_words)
  select
    'invoice', 'Tax Invoice', private.document_number('invoice', year, taken), year, taken,
    o.id, public.order_number(o.id), at, (at at time zone 'Asia/Kolkata')::date, actor,
    settings.legal_name, settings.registered_address, settings.gstin, settings.seller_state,
    public.gst_state_code(settings.seller_state),
    o.customer_name,
    concat_ws(', ', o.address_line1, nullif(btrim(o.address_line2), ''), o.city,
      o.state || ' ' || o.pin_code),
    o.buyer_gstin, o.buyer_legal_name,
    o.state, public.gst_state_code(o.state), o.tax_split, false, lines,
    sum((l ->> 'taxable_in_paise')::bigint), sum((l ->> 'cgst_in_paise')::bigint),
    sum((l ->> 'sgst_in_paise')::bigint), sum((l ->> 'igst_in_paise')::bigint),
    o.gst_in_paise, o.delivery_fee_in_paise, o.total_in_paise,
    public.amount_in_words(o.total_in_paise)
  from jsonb_array_elements(lines) as l
  returning * into result;
  -- The table's checks hold the totals to the order's: GST = CGST + SGST + IGST and total =
  -- taxable + GST + delivery fee; the lines must add up to the order's GST too.
  if result.cgst_in_paise + result.sgst_in_paise + result.igst_in_paise <> o.gst_in_paise then
    raise exception 'The invoice''s taxes do not add up to the order''s GST.'
      using errcode = 'check_violation';
  end if;
  return result;
end
$$;

-- Issues the credit note of an invoiced order being cancelled (called by private.move_order
-- in the cancelling transaction): the invoice's full value, seller, buyer and lines, in the
-- credit note series of the day it is issued. Nothing for an order with no invoice.
create function private.issue_credit_note(o public.orders, actor uuid, reason text)
returns public.invoices
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
  at timestamptz := private.document_time();
  year text := public.financial_year(at);
  taken integer;
  result public.invoices;
begin
  select i.* into invoice from public.invoices i
  where i.order_id = o.id and i.kind = 'invoice' and not i._deleted;
  if not found or exists (
    select 1 from public.invoices c where c.order_id = o.id and c.kind = 'credit_note') then
    return null;
  end if;
  taken := private.next_document_sequence('credit_note', year);
  insert into public.invoices (
    kind, title, number, financial_year, sequence, order_id, order_number, invoice_id,
    invoice_number, invoice_date, reason, issued_at, document_date, issued_by,
    seller_legal_name, seller_address, seller_gstin, seller_state, seller_state_code,
    buyer_name, buyer_address, buyer_gstin, buyer_legal_name, place_of_supply,
    place_of_supply_code, tax_split, reverse_charge, lines, taxable_in_paise, cgst_in_paise,
    sgst_in_paise, igst_in_paise, gst_in_paise, delivery_fee_in_paise, total_in_paise,
    amount_in_words)
  values (
    'credit_note', 'Credit Note', private.document_number('credit_note', year, taken), year,
    taken, o.id, invoice.order_number, invoice.id, invoice.number, invoice.document_date,
    reason, at, (at at time zone 'Asia/Kolkata')::date, actor,
    invoice.seller_legal_name, invoice.seller_address, invoice.seller_gstin,
    invoice.seller_state, invoice.seller_state_code, invoice.buyer_name, invoice.buyer_address,
    invoice.buyer_gstin, invoice.buyer_legal_name, invoice.place_of_supply,
    invoice.place_of_supply_code, invoice.tax_split, invoice.reverse_charge, invoice.lines,
    invoice.taxable_in_paise, invoice.cgst_in_paise, invoice.sgst_in_paise,
    invoice.igst_in_paise, invoice.gst_in_paise, invoice.delivery_fee_in_paise,
    invoice.total_in_paise, invoice.amount_in_words)
  returning * into result;
  return result;
end
$$;

-- The confirm and cancel steps issue the documents ------------------------------------------

-- Moves a locked order to next_status (replaces 20261126100600's version, which it repeats
-- with the documents added): confirming issues the tax invoice and cancelling an invoiced
-- order issues its credit note, both in the same transaction as the move.
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
      tracking_url = case when next_status = 'shipped' then given_link else o.tracking_url end
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
  end if;

  if next_status = 'cancelled' then
    perform private.release_order_stock(result);
  end if;
  perform private.add_order_event(
    result.id, next_status, actor, case when by_customer then 'customer' else 'system' end,
    case next_status
      when 'shipped' then jsonb_build_object(
        'courier', given_courier, 'tracking_number', given_awb, 'tracking_url', given_link)
      when 'cancelled' then jsonb_build_object('reason', given_reason)
      else '{}'::jsonb
    end);
  select o.* into result from public.orders o where o.id = target.id;
  return result;
end
$$;

revoke execute on all functions in schema private from public;
