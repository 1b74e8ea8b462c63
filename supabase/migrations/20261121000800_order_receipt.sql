-- The order-success page after a guest checkout: a visitor may not read orders back, but the
-- device that placed an order knows its id (a random uuid made on the device), which is the
-- capability to see that order's receipt: lines, totals, payment method and status as the
-- database priced them. No contact details or address are returned, so a leaked id reveals
-- what was bought, never who bought it or where it goes.

create function public.get_order_receipt(order_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', o.id,
    'items', o.items,
    'subtotal_in_paise', o.subtotal_in_paise,
    'gst_in_paise', o.gst_in_paise,
    'delivery_fee_in_paise', o.delivery_fee_in_paise,
    'total_in_paise', o.total_in_paise,
    'payment_method', o.payment_method,
    'status', o.status,
    'tax_split', o.tax_split,
    'created_at', o.created_at
  )
  from public.orders o
  where o.id = order_id and not o._deleted
$$;

comment on function public.get_order_receipt(uuid) is
  'Receipt of one order by its id (the placing device''s capability); no contact details.';

revoke all on function public.get_order_receipt(uuid) from public;
grant execute on function public.get_order_receipt(uuid) to anon, authenticated, service_role;
