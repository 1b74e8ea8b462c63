-- Invoices and credit notes are dated in the order of their numbers. A document was dated at
-- its transaction's start (now()) but numbered when it reached the series' counter, so under
-- concurrent confirmations a later number could carry an earlier time than the one before it
-- (GST wants a series in date order). Now the series is locked first, and the document is
-- dated and numbered at that one moment: the clock (clock_timestamp(), or the fixed test
-- clock) read after the lock, which the previous document of the series held until it
-- committed.

create or replace function private.document_time() returns timestamptz
language sql volatile
set search_path = ''
as $$
  select coalesce((select c.fixed_at from private.document_clock c where c.id), clock_timestamp())
$$;

-- Serializes the issuing of one series (invoices, credit notes) to the end of the calling
-- transaction, whichever financial year the document falls in.
create function private.lock_document_series(kind text) returns void
language sql volatile
set search_path = ''
as $$
  select pg_advisory_xact_lock(hashtextextended('mgrid.documents:' || kind, 0))
$$;
revoke execute on function private.lock_document_series(text) from public;

create or replace function private.issue_invoice(o public.orders, actor uuid) returns public.invoices
language plpgsql
security definer
set search_path = ''
as $$
declare
  settings public.site_settings;
  at timestamptz;
  year text;
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
  perform private.lock_document_series('invoice');
  at := private.document_time();
  year := public.financial_year(at);
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

create or replace function private.issue_credit_note(o public.orders, actor uuid, reason text)
returns public.invoices
language plpgsql
security definer
set search_path = ''
as $$
declare
  invoice public.invoices;
  at timestamptz;
  year text;
  taken integer;
  result public.invoices;
begin
  select i.* into invoice from public.invoices i
  where i.order_id = o.id and i.kind = 'invoice' and not i._deleted;
  if not found or exists (
    select 1 from public.invoices c where c.order_id = o.id and c.kind = 'credit_note') then
    return null;
  end if;
  perform private.lock_document_series('credit_note');
  at := private.document_time();
  year := public.financial_year(at);
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
