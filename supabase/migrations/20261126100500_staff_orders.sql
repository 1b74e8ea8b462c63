-- Orders staff place for a customer (issue 25): field staff take an order on their own phone.
-- prepare_order records who placed it (orders.placed_by); here the order is linked to the
-- customer's lead, matched by phone (last ten digits) or email, or a new lead with source
-- 'order' when there is none. The lead is marked converted, names what was ordered, and
-- notes the order; the order desk lists the order like any other.

-- Security: security definer to read and write leads as part of placing the order; it acts
-- only when prepare_order (trg_20) has set placed_by, which it does only for active staff.
create function private.link_staff_order_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  customer public.leads;
  staff_name text;
  digits text := right(regexp_replace(new.phone, '[^0-9]', '', 'g'), 10);
  ordered text[] := array(
    select distinct e.value ->> 'productId' from jsonb_array_elements(new.items) as e order by 1);
  note text;
begin
  if new.placed_by is null then
    return new;
  end if;
  select coalesce(nullif(btrim(u.full_name), ''), u.email) into staff_name
  from public.users u where u.id = new.placed_by;
  note := format('Order %s of %s placed by %s on %s.',
    public.order_number(new.id), private.format_inr(new.total_in_paise), staff_name,
    to_char(new.placed_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY'));

  select l.* into customer
  from public.leads l
  where not l._deleted
    and (right(regexp_replace(coalesce(l.phone, ''), '[^0-9]', '', 'g'), 10) = digits
         or (new.email is not null and lower(l.email) = lower(new.email)))
  order by l.created_at desc, l.id
  limit 1
  for update;

  if not found then
    insert into public.leads (name, email, phone, source, message, interested_products, created_at)
    values (new.customer_name, new.email, new.phone, 'order', note, ordered, new.placed_at)
    returning * into customer;
  end if;
  update public.leads l
  set status = 'converted',
      name = coalesce(l.name, new.customer_name),
      email = coalesce(l.email, new.email),
      phone = coalesce(l.phone, new.phone),
      -- What was ordered joins the lead's interests, unless already there in any case.
      interested_products = l.interested_products || array(
        select x from unnest(ordered) as x
        where not exists (select 1 from unnest(l.interested_products) as y where lower(y) = lower(x))),
      assigned_to = coalesce(l.assigned_to, new.placed_by),
      notes = left(concat_ws(E'\n', nullif(l.notes, ''), note), 2000)
  where l.id = customer.id;
  new.lead_id := customer.id;
  return new;
end
$$;

create trigger trg_30_link_staff_order_lead
  before insert on public.orders
  for each row execute function private.link_staff_order_lead();

-- Staff are not held to the visitors' lead rate (20261123100100): a field salesperson's
-- offline backlog of orders, each creating or updating a lead, must never be refused.
drop trigger trg_40_limit_lead_rate on public.leads;
create trigger trg_40_limit_lead_rate
  before insert on public.leads
  for each row
  when (not public.is_admin())
  execute function private.limit_lead_rate();

revoke execute on all functions in schema private from public;
