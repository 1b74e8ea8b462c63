-- Reading tax invoices and credit notes (issue 26): the buyer's order page and account, and
-- the order desk. Signed-in buyers and staff may also read public.invoices directly
-- (row-level security); get_order_documents serves a guest's order too.

-- The documents of one order, oldest first, as public.invoices holds them (without the
-- issuing staff member). Who may read them: staff; the signed-in owner of the order; anyone
-- holding the id of a guest's order (the capability get_order_receipt and cancel_my_order
-- use). A document names the buyer and their address, so a signed-in buyer's order is never
-- served by its id alone. Answers null for an order that does not exist or is not the
-- caller's, [] before the order is confirmed.
-- Security: security definer to read documents a guest cannot; who may is decided here.
create function public.get_order_documents(order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select jsonb_agg(to_jsonb(i) - 'issued_by' - '_modified' - '_deleted'
                     order by i.kind = 'credit_note', i.issued_at)
    from public.invoices i
    where i.order_id = o.id and not i._deleted
  ), '[]'::jsonb)
  from public.orders o
  where o.id = get_order_documents.order_id
    and not o._deleted
    and (
      (o.user_id is null and (auth.uid() is null or public.is_active_user()))
      or (o.user_id = auth.uid() and public.is_active_user())
      or public.is_admin()
      or coalesce(auth.role(), '') not in ('anon', 'authenticated')
    )
$$;

comment on function public.get_order_documents(uuid) is
  'An order''s tax invoice and credit note (rows of public.invoices, oldest first; [] before confirmation) for staff, the signed-in owner, or whoever holds a guest order''s id; null otherwise.';

-- The receipt (replaces 20261126100700's version, the same with the documents' numbers added:
-- invoice_number, invoice_date, credit_note_number, credit_note_date; null until issued).
create or replace function public.get_order_receipt(order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'order_number', public.order_number(o.id),
    'items', o.items,
    'subtotal_in_paise', o.subtotal_in_paise,
    'gst_in_paise', o.gst_in_paise,
    'delivery_fee_in_paise', o.delivery_fee_in_paise,
    'total_in_paise', o.total_in_paise,
    'payment_method', o.payment_method,
    'payment_status', o.payment_status,
    'status', o.status,
    'can_cancel', o.status in ('placed', 'confirmed'),
    'tax_split', o.tax_split,
    'placed_at', o.placed_at,
    'created_at', o.created_at,
    'courier', o.courier,
    'tracking_number', o.tracking_number,
    'tracking_url', o.tracking_url,
    'cancel_reason', o.cancel_reason,
    'invoice_number', inv.number,
    'invoice_date', inv.document_date,
    'credit_note_number', cn.number,
    'credit_note_date', cn.document_date,
    'timeline', coalesce((
      select jsonb_agg(private.public_event(e) order by e.created_at, e.id)
      from public.order_events e
      where e.order_id = o.id and not e.internal and not e._deleted
    ), '[]'::jsonb)
  )
  from public.orders o
  left join public.invoices inv on inv.order_id = o.id and inv.kind = 'invoice'
  left join public.invoices cn on cn.order_id = o.id and cn.kind = 'credit_note'
  where o.id = get_order_receipt.order_id and not o._deleted
$$;

comment on function public.get_order_receipt(uuid) is
  'Receipt of one order by its id (the placing device''s capability): lines, totals, status, payment_status, placed_at, courier and tracking, invoice_number/invoice_date and credit_note_number/credit_note_date (null until issued), and the public timeline [{kind, at, by: MGRID|customer, courier?, tracking_number?, tracking_url?, reason?, amount_in_paise?, payment_kind?, text?}]; no contact details.';

-- One order for the order desk (replaces 20261126100800's version, the same with the
-- documents added: invoice_number, credit_note_number, and documents, the rows of
-- public.invoices oldest first).
create or replace function public.admin_order(order_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  result jsonb;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only MGRID staff can see the order desk.' using errcode = 'insufficient_privilege';
  end if;
  select to_jsonb(o) || jsonb_build_object(
    'order_number', public.order_number(o.id),
    'placed_by_name', (
      select coalesce(nullif(btrim(u.full_name), ''), u.email) from public.users u where u.id = o.placed_by),
    'lead', (
      select jsonb_build_object('id', l.id, 'name', l.name, 'status', l.status, 'source', l.source)
      from public.leads l where l.id = o.lead_id),
    'events', coalesce((
      select jsonb_agg(to_jsonb(e) - '_modified' - '_deleted' order by e.created_at, e.id)
      from public.order_events e where e.order_id = o.id and not e._deleted), '[]'::jsonb),
    'payments', coalesce((
      select jsonb_agg(to_jsonb(p) - '_modified' - '_deleted' order by p.created_at, p.id)
      from public.order_payments p where p.order_id = o.id and not p._deleted), '[]'::jsonb),
    'invoice_number', (
      select i.number from public.invoices i where i.order_id = o.id and i.kind = 'invoice'),
    'credit_note_number', (
      select i.number from public.invoices i where i.order_id = o.id and i.kind = 'credit_note'),
    'documents', coalesce((
      select jsonb_agg(to_jsonb(i) - '_modified' - '_deleted' order by i.kind = 'credit_note', i.issued_at)
      from public.invoices i where i.order_id = o.id and not i._deleted), '[]'::jsonb)
  )
  into result
  from public.orders o
  where o.id = admin_order.order_id and not o._deleted;
  return result;
end
$$;

comment on function public.admin_order(uuid) is
  'Staff: one order with order_number, placed_by_name, lead {id, name, status, source}, events (all, with actors), payments, invoice_number, credit_note_number and documents (public.invoices rows); null when not found.';

revoke execute on function public.get_order_documents(uuid) from public;
grant execute on function public.get_order_documents(uuid) to anon, authenticated, service_role;

revoke execute on all functions in schema private from public;
