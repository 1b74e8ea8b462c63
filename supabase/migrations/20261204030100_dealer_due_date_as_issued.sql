-- A dealer invoice's due date is the one it was issued with (invoices.due_date, set from the
-- payment terms of that day by trg_20), not one worked out again from today's terms: moving a
-- dealer from Net 30 to Net 7 must not make last month's invoices overdue. The ledger, the
-- credit summary's overdue buckets and the ageing report all read dealer_invoice_dues, so this
-- one function decides for all of them; an invoice from before the column existed falls back
-- to the terms as they are.

create or replace function private.dealer_invoice_dues(p_dealer uuid)
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
         coalesce(i.due_date, private.invoice_due_date(i))
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

revoke execute on function private.dealer_invoice_dues(uuid) from public;
