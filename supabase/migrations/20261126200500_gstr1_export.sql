-- The accountant's month (issue 26): a month's tax invoices and credit notes in the layout
-- of GSTR-1's sections, from the frozen documents in public.invoices (never from orders or
-- settings as they are now). Amounts are integer paise; dates YYYY-MM-DD (India time); the
-- export screen turns them into rupees and CSV.

-- The tax of a set of document lines by rate: [{rate, taxable_in_paise, igst_in_paise,
-- cgst_in_paise, sgst_in_paise}], lowest rate first.
create function private.lines_by_rate(lines jsonb) returns jsonb
language sql immutable
set search_path = ''
as $$
  select coalesce(jsonb_agg(r order by r.rate), '[]'::jsonb)
  from (
    select (l ->> 'gst_rate')::numeric as rate,
           sum((l ->> 'taxable_in_paise')::bigint) as taxable_in_paise,
           sum((l ->> 'igst_in_paise')::bigint) as igst_in_paise,
           sum((l ->> 'cgst_in_paise')::bigint) as cgst_in_paise,
           sum((l ->> 'sgst_in_paise')::bigint) as sgst_in_paise
    from jsonb_array_elements(lines) as l
    group by 1
  ) as r
$$;

-- A month's documents, for staff, as JSON:
--   month            'YYYY-MM'
--   seller_gstin     the GSTIN the month's documents were issued under
--   b2b              invoices to registered buyers (with a GSTIN), one per invoice:
--                    {buyer_gstin, buyer_legal_name, invoice_number, invoice_date,
--                     invoice_value_in_paise, place_of_supply ('27-Maharashtra'),
--                     reverse_charge 'N', invoice_type 'Regular', items: lines by rate}
--   b2cs             invoices to unregistered buyers, net of their credit notes of the month,
--                    by place of supply and rate: {place_of_supply, supply_type INTRA|INTER,
--                    rate, taxable_in_paise, igst_in_paise, cgst_in_paise, sgst_in_paise}
--                    (GSTR-1's B2CS is reported net; large inter-state B2C invoices are not
--                    split out as B2CL here)
--   hsn              every document of the month by HSN code and rate, credit notes
--                    subtracted: {hsn_code, description, uqc 'NOS', rate, quantity,
--                    taxable_in_paise, igst_in_paise, cgst_in_paise, sgst_in_paise}
--   cdnr             credit notes to registered buyers: {buyer_gstin, buyer_legal_name,
--                    note_number, note_date, note_type 'C', note_value_in_paise,
--                    place_of_supply, invoice_number, invoice_date, reverse_charge 'N', items}
--   doc_issue        per series: {document, first_number, last_number, total, cancelled,
--                    net_issued}; cancelled is always 0, because a number, once issued, is
--                    never voided: an invoice is reversed by a credit note, which is counted
--                    in its own series
--   totals           {invoices, credit_notes, net}: {count, value_in_paise,
--                    taxable_in_paise, igst_in_paise, cgst_in_paise, sgst_in_paise,
--                    delivery_fee_in_paise}; value = taxable + taxes + delivery fees
-- Security: security definer to read every document; staff only.
create function public.gstr1_export(month date) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date := date_trunc('month', month)::date;
  next_first date := (date_trunc('month', month) + interval '1 month')::date;
  result jsonb;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only MGRID staff can export GST returns.' using errcode = 'insufficient_privilege';
  end if;
  if month is null then
    raise exception 'Choose the month to export.' using errcode = 'invalid_parameter_value';
  end if;

  with docs as (
    select i.*, case when i.kind = 'credit_note' then -1 else 1 end as sign,
           i.place_of_supply_code || '-' || i.place_of_supply as pos
    from public.invoices i
    where i.document_date >= first_day and i.document_date < next_first and not i._deleted
  ),
  doc_lines as (
    select d.kind, d.sign, d.buyer_gstin, d.pos, d.tax_split, l
    from docs d, jsonb_array_elements(d.lines) as l
  ),
  totals as (
    select kinds.kind,
           jsonb_build_object(
             'count', count(d.id),
             'value_in_paise', coalesce(sum(d.total_in_paise), 0),
             'taxable_in_paise', coalesce(sum(d.taxable_in_paise), 0),
             'igst_in_paise', coalesce(sum(d.igst_in_paise), 0),
             'cgst_in_paise', coalesce(sum(d.cgst_in_paise), 0),
             'sgst_in_paise', coalesce(sum(d.sgst_in_paise), 0),
             'delivery_fee_in_paise', coalesce(sum(d.delivery_fee_in_paise), 0)) as t
    from (select k.kind from unnest(array['invoice', 'credit_note']) as k(kind)) as kinds
    left join docs d using (kind)
    group by kinds.kind
  )
  select jsonb_build_object(
    'month', to_char(first_day, 'YYYY-MM'),
    'seller_gstin', coalesce(
      (select d.seller_gstin from docs d order by d.issued_at desc limit 1),
      (select s.gstin from public.site_settings s where s.id = 'default')),
    'b2b', coalesce((
      select jsonb_agg(jsonb_build_object(
        'buyer_gstin', d.buyer_gstin,
        'buyer_legal_name', d.buyer_legal_name,
        'invoice_number', d.number,
        'invoice_date', d.document_date,
        'invoice_value_in_paise', d.total_in_paise,
        'place_of_supply', d.pos,
        'reverse_charge', case when d.reverse_charge then 'Y' else 'N' end,
        'invoice_type', 'Regular',
        'items', private.lines_by_rate(d.lines)
      ) order by d.sequence)
      from docs d where d.kind = 'invoice' and d.buyer_gstin is not null), '[]'::jsonb),
    'b2cs', coalesce((
      select jsonb_agg(r order by r.place_of_supply, r.rate)
      from (
        select dl.pos as place_of_supply,
               case when dl.tax_split = 'cgst_sgst' then 'INTRA' else 'INTER' end as supply_type,
               (dl.l ->> 'gst_rate')::numeric as rate,
               sum(dl.sign * (dl.l ->> 'taxable_in_paise')::bigint) as taxable_in_paise,
               sum(dl.sign * (dl.l ->> 'igst_in_paise')::bigint) as igst_in_paise,
               sum(dl.sign * (dl.l ->> 'cgst_in_paise')::bigint) as cgst_in_paise,
               sum(dl.sign * (dl.l ->> 'sgst_in_paise')::bigint) as sgst_in_paise
        from doc_lines dl
        where dl.buyer_gstin is null
        group by 1, 2, 3
      ) as r), '[]'::jsonb),
    'hsn', coalesce((
      select jsonb_agg(r order by r.hsn_code, r.rate)
      from (
        select coalesce(dl.l ->> 'hsn_code', '') as hsn_code,
               min(dl.l ->> 'description') as description,
               'NOS' as uqc,
               (dl.l ->> 'gst_rate')::numeric as rate,
               sum(dl.sign * (dl.l ->> 'quantity')::bigint) as quantity,
               sum(dl.sign * (dl.l ->> 'taxable_in_paise')::bigint) as taxable_in_paise,
               sum(dl.sign * (dl.l ->> 'igst_in_paise')::bigint) as igst_in_paise,
               sum(dl.sign * (dl.l ->> 'cgst_in_paise')::bigint) as cgst_in_paise,
               sum(dl.sign * (dl.l ->> 'sgst_in_paise')::bigint) as sgst_in_paise
        from doc_lines dl
        group by 1, 4
      ) as r), '[]'::jsonb),
    'cdnr', coalesce((
      select jsonb_agg(jsonb_build_object(
        'buyer_gstin', d.buyer_gstin,
        'buyer_legal_name', d.buyer_legal_name,
        'note_number', d.number,
        'note_date', d.document_date,
        'note_type', 'C',
        'note_value_in_paise', d.total_in_paise,
        'place_of_supply', d.pos,
        'invoice_number', d.invoice_number,
        'invoice_date', d.invoice_date,
        'reverse_charge', case when d.reverse_charge then 'Y' else 'N' end,
        'items', private.lines_by_rate(d.lines)
      ) order by d.sequence)
      from docs d where d.kind = 'credit_note' and d.buyer_gstin is not null), '[]'::jsonb),
    'doc_issue', (
      select jsonb_agg(jsonb_build_object(
        'document', s.document,
        'first_number', (select d.number from docs d where d.kind = s.kind order by d.sequence limit 1),
        'last_number', (select d.number from docs d where d.kind = s.kind order by d.sequence desc limit 1),
        'total', (select count(*) from docs d where d.kind = s.kind),
        'cancelled', 0,
        'net_issued', (select count(*) from docs d where d.kind = s.kind)
      ) order by s.position)
      from (values (1, 'invoice', 'Invoices for outward supply'), (2, 'credit_note', 'Credit Note'))
        as s(position, kind, document)),
    'totals', jsonb_build_object(
      'invoices', (select t.t from totals t where t.kind = 'invoice'),
      'credit_notes', (select t.t from totals t where t.kind = 'credit_note'),
      'net', (
        select jsonb_object_agg(k, (i.t ->> k)::bigint - (c.t ->> k)::bigint)
        from totals i, totals c, jsonb_object_keys(i.t) as k
        where i.kind = 'invoice' and c.kind = 'credit_note' and k <> 'count'))
  ) into result;
  return result;
end
$$;

comment on function public.gstr1_export(date) is
  'Staff: a month''s tax invoices and credit notes in GSTR-1''s sections (b2b, b2cs, hsn, cdnr, doc_issue) with totals {invoices, credit_notes, net}; amounts in paise, dates YYYY-MM-DD.';

revoke execute on function public.gstr1_export(date) from public, anon;
grant execute on function public.gstr1_export(date) to authenticated, service_role;

revoke execute on all functions in schema private from public;
