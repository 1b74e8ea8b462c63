-- Quotations (issue 27): the buyer accepts a quote (it becomes an order at the quoted prices,
-- once) or asks for changes; the quote desk's reads. API: 20261126400100's header.

-- Accepting ------------------------------------------------------------------------------------

-- Places the order a sent quote describes, at its prices: the buyer gives the delivery
-- address and payment method as at checkout; the lines, prices, discounts, delivery fee and
-- GST details are the quote's (private.prepare_order prices them from the quote, with the
-- order's own checks: address words, stock reserved or refused). The quote is locked first,
-- so two accepts at once make one order: the second waits, then is refused.
-- Refusals (check_violation, in words): not sent yet, declined, expired (with the date),
-- changed since the buyer's revision, already accepted (with the order number).
--   delivery: {customer_name, phone, email?, address_line1, address_line2?, city, pin_code,
--              state}; payment_method: cod | upi.
-- The order carries the quote's lead, which is marked converted with a note naming the order.
-- Security: security definer; the token is the buyer's key. The order belongs to the caller's
-- account when signed in (as any order), and the quote joins that account if it had none.
create function public.accept_quote(
  token text, revision integer, delivery jsonb, payment_method text
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.quotes;
  new_order uuid := gen_random_uuid();
begin
  select * into q from public.quotes where quotes.token = accept_quote.token for update;
  if not found then
    raise exception 'This quotation does not exist.' using errcode = 'foreign_key_violation';
  end if;
  if q.status in ('accepted', 'converted') then
    raise exception 'This quotation has already been accepted: order %.',
      public.order_number(q.order_id) using errcode = 'check_violation';
  end if;
  if q.status = 'declined' then
    raise exception 'This quotation was declined. Ask us for a new one.'
      using errcode = 'check_violation';
  end if;
  if q.status <> 'sent' then
    raise exception 'This quotation is not ready yet.' using errcode = 'check_violation';
  end if;
  if q.valid_until < private.india_today() then
    raise exception 'This quotation expired on %. Ask us for a new one.',
      private.date_words(q.valid_until) using errcode = 'check_violation';
  end if;
  if accept_quote.revision is distinct from q.revision then
    raise exception 'This quotation was changed after you opened it. Please review the new version.'
      using errcode = 'check_violation';
  end if;
  if delivery is null or jsonb_typeof(delivery) <> 'object' then
    raise exception 'Please give the delivery address.' using errcode = 'check_violation';
  end if;
  if payment_method is null or payment_method not in ('cod', 'upi') then
    raise exception 'Please choose how you will pay: UPI or cash on delivery.'
      using errcode = 'check_violation';
  end if;

  -- The permit prepare_order asks for to price this one order from this quote.
  perform set_config('mgrid.quote_order', q.id::text, true);
  insert into public.orders (
    id, customer_name, phone, email, address_line1, address_line2, city, state, pin_code,
    items, payment_method, buyer_gstin, buyer_legal_name, quote_id, placed_at)
  values (
    new_order, delivery ->> 'customer_name', delivery ->> 'phone', delivery ->> 'email',
    delivery ->> 'address_line1', nullif(btrim(delivery ->> 'address_line2'), ''),
    delivery ->> 'city', delivery ->> 'state', delivery ->> 'pin_code',
    (select jsonb_agg(jsonb_build_object('productId', l ->> 'productId',
       'quantity', (l ->> 'quantity')::integer)) from jsonb_array_elements(q.lines) as l),
    accept_quote.payment_method, q.buyer_gstin, q.buyer_legal_name, q.id, now());
  perform set_config('mgrid.quote_order', '', true);

  update public.quotes
  set status = 'converted', accepted_at = now(), order_id = new_order,
      user_id = coalesce(quotes.user_id, case when auth.uid() is not null
        and public.is_active_user() and not public.is_admin() then auth.uid() end)
  where id = q.id;
  -- The request's lead is won: converted, with a note naming the order.
  update public.leads l
  set status = 'converted',
      notes = left(concat_ws(E'\n', nullif(l.notes, ''), format('Quotation %s accepted: order %s of %s.',
        coalesce(q.number, q.provisional_number), public.order_number(new_order),
        private.format_inr(q.total_in_paise))), 2000)
  where l.id = q.lead_id and not l._deleted;
  perform private.add_quote_event(q.id, 'accepted', null, 'customer',
    jsonb_build_object('revision', q.revision));
  perform private.add_quote_event(q.id, 'converted', null, 'system',
    jsonb_build_object('order_id', new_order, 'order_number', public.order_number(new_order)));
  return jsonb_build_object('order_id', new_order, 'order_number', public.order_number(new_order));
end
$$;

comment on function public.accept_quote(text, integer, jsonb, text) is
  'The buyer accepts a sent quote at the revision they saw: delivery {customer_name, phone, email?, address_line1, address_line2?, city, pin_code, state}, payment_method cod|upi. Places the order at the quote''s prices (orders.quote_id) and answers {order_id, order_number}; the quote becomes converted. Refused in words when not sent, declined, expired, changed or already accepted.';

-- Asking for changes ----------------------------------------------------------------------------

-- The buyer's message back to staff: an event on the quote's timeline, and an email to the
-- shop's contact address (site settings) linking to the quote in the desk. At most 20 per
-- quote, so a leaked link cannot flood the shop's inbox.
-- Security: security definer; the token is the buyer's key.
create function public.ask_quote_changes(token text, message text) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.quotes;
  words text := nullif(btrim(message), '');
  event public.quote_events;
  shop_email text;
  label text;
begin
  select * into q from public.quotes where quotes.token = ask_quote_changes.token for update;
  if not found then
    raise exception 'This quotation does not exist.' using errcode = 'foreign_key_violation';
  end if;
  if q.status in ('accepted', 'converted') then
    raise exception 'This quotation has already been accepted: order %.',
      public.order_number(q.order_id) using errcode = 'check_violation';
  end if;
  if words is null then
    raise exception 'Please write what you would like changed.' using errcode = 'check_violation';
  end if;
  if char_length(words) > 2000 then
    raise exception 'The message is too long (at most 2,000 characters)' using errcode = 'check_violation';
  end if;
  if (select count(*) from public.quote_events e
      where e.quote_id = q.id and e.kind = 'change_requested') >= 20 then
    raise exception 'You have sent us many messages about this quotation: please call us instead.'
      using errcode = 'check_violation';
  end if;
  event := private.add_quote_event(q.id, 'change_requested', null, 'customer',
    jsonb_build_object('message', words, 'revision', q.revision));
  select nullif(btrim(s.contact_email), '') into shop_email
  from public.site_settings s where s.id = 'default';
  if shop_email is not null then
    label := coalesce(q.number, q.provisional_number, 'request');
    insert into public.notifications
      (quote_id, quote_event_id, user_id, channel, recipient, subject, body, link_path)
    values (q.id, event.id, null, 'email', shop_email,
      format('Changes asked for quotation %s', label),
      format('%s asks for changes to quotation %s: "%s" Open it in the quote desk: {link}',
        q.customer_name, label, words),
      '/admin/quotes/' || q.id);
  end if;
end
$$;

comment on function public.ask_quote_changes(text, text) is
  'The buyer''s message to staff about a quote (1 to 2,000 characters, at most 20 per quote): a change_requested event and an email to the site''s contact address.';

-- The quote desk ---------------------------------------------------------------------------------

-- One row of the desk's list.
create function private.quote_row(q public.quotes) returns jsonb
language sql stable
set search_path = ''
as $$
  select jsonb_build_object(
    'id', q.id, 'number', q.number, 'provisional_number', q.provisional_number,
    'status', private.quote_status(q), 'revision', q.revision, 'token', q.token,
    'customer_name', q.customer_name, 'company', q.company, 'phone', q.phone, 'email', q.email,
    'delivery_state', q.delivery_state, 'lines', jsonb_array_length(q.lines),
    'total_in_paise', q.total_in_paise, 'valid_until', q.valid_until,
    'created_at', q.created_at, 'updated_at', q.updated_at, 'sent_at', q.sent_at,
    'order_id', q.order_id,
    'order_number', case when q.order_id is not null then public.order_number(q.order_id) end,
    'lead_id', q.lead_id, 'created_by', q.created_by)
$$;

-- One page of quotes, newest first, with the total that match and the counts per status
-- (the search applied, not the status: the desk's "3 requested, 2 sent").
--   filters: status (text or [text]: requested, draft, sent, expired, declined, converted,
--            accepted; expired is a draft or sent quote past its date), search (part of the
--            number, provisional number, name, company, phone or email).
--   page from 1; page_size 1-200 (default 50).
-- Answers {rows, total, counts, page, page_size}.
-- Security: security definer; staff only, checked first.
create function public.admin_quotes(
  filters jsonb default '{}'::jsonb, page integer default 1, page_size integer default 50
) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  statuses text[];
  term text := nullif(btrim(filters ->> 'search'), '');
  pattern text;
  size integer := least(greatest(coalesce(page_size, 50), 1), 200);
  skip integer;
  unknown text;
  result_rows jsonb;
  total integer;
  counts jsonb;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only MGRID staff can see the quote desk.' using errcode = 'insufficient_privilege';
  end if;
  filters := coalesce(filters, '{}'::jsonb);
  if jsonb_typeof(filters) <> 'object' then
    raise exception 'filters must be a JSON object' using errcode = 'invalid_parameter_value';
  end if;
  skip := (greatest(coalesce(page, 1), 1) - 1) * size;
  statuses := private.text_list(filters -> 'status');
  select s into unknown from unnest(statuses) s
  where s not in ('requested', 'draft', 'sent', 'accepted', 'expired', 'declined', 'converted') limit 1;
  if found then
    raise exception 'Unknown quotation status: %', unknown using errcode = 'invalid_parameter_value';
  end if;
  if term is not null then
    if char_length(term) > 100 then
      raise exception 'The search is too long (at most 100 characters)' using errcode = 'invalid_parameter_value';
    end if;
    pattern := '%' || replace(replace(replace(lower(term), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;

  with matching as (
    select q.*, private.quote_status(q) as shown
    from public.quotes q
    where pattern is null
       or lower(coalesce(q.number, '')) like pattern
       or lower(coalesce(q.provisional_number, '')) like pattern
       or lower(q.customer_name) like pattern
       or lower(coalesce(q.company, '')) like pattern
       or lower(coalesce(q.email, '')) like pattern
       or regexp_replace(coalesce(q.phone, ''), '[^0-9]', '', 'g')
          like '%' || nullif(regexp_replace(term, '[^0-9]', '', 'g'), '') || '%'
  ),
  chosen as (
    select * from matching m where cardinality(statuses) = 0 or m.shown = any (statuses)
  ),
  page_rows as (
    select c.* from chosen c order by c.created_at desc, c.id limit size offset skip
  )
  select
    (select coalesce(jsonb_agg(private.quote_row(
        (select q from public.quotes q where q.id = p.id)) order by p.created_at desc, p.id), '[]'::jsonb)
     from page_rows p),
    (select count(*) from chosen)::integer,
    (select coalesce(jsonb_object_agg(g.shown, g.n), '{}'::jsonb)
     from (select m.shown, count(*) as n from matching m group by m.shown) as g)
  into result_rows, total, counts;

  return jsonb_build_object('rows', result_rows, 'total', total, 'counts', counts,
    'page', greatest(coalesce(page, 1), 1), 'page_size', size);
end
$$;

comment on function public.admin_quotes(jsonb, integer, integer) is
  'Staff: one page of quotations, newest first. filters {status?: text|[text], search?: text}; page from 1, page_size 1-200. Answers {rows[{id, number, provisional_number, status, revision, token, customer_name, company, phone, email, delivery_state, lines, total_in_paise, valid_until, created_at, updated_at, sent_at, order_id, order_number, lead_id, created_by}], total, counts{status: n}, page, page_size}.';

-- Security: security definer; staff only, checked first.
create function public.admin_quote(quote_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  q public.quotes;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only MGRID staff can see the quote desk.' using errcode = 'insufficient_privilege';
  end if;
  select * into q from public.quotes where id = admin_quote.quote_id;
  if not found then
    return null;
  end if;
  return private.quote_document(q, true) || jsonb_build_object(
    'events', (select coalesce(jsonb_agg(jsonb_build_object(
        'id', e.id, 'kind', e.kind, 'actor_id', e.actor_id, 'actor_name', e.actor_name,
        'actor_role', e.actor_role, 'detail', e.detail, 'created_at', e.created_at)
        order by e.created_at, e.id), '[]'::jsonb)
      from public.quote_events e where e.quote_id = q.id),
    'lead', (select jsonb_build_object('id', l.id, 'name', l.name, 'email', l.email,
        'phone', l.phone, 'company', l.company, 'status', l.status, 'priority', l.priority,
        'source', l.source, 'message', l.message, 'created_at', l.created_at)
      from public.leads l where l.id = q.lead_id),
    'created_by_name', (select coalesce(nullif(btrim(u.full_name), ''), u.email)
      from public.users u where u.id = q.created_by));
end
$$;

comment on function public.admin_quote(uuid) is
  'Staff: one quotation as get_quote answers it, plus stored_status, lead_id, user_id, created_by, created_by_name, decline_reason, max_discount_percent, events [{id, kind, actor_id, actor_name, actor_role, detail, created_at}] and lead {id, name, email, phone, company, status, priority, source, message, created_at}; null when it does not exist.';

revoke execute on function public.accept_quote(text, integer, jsonb, text) from public;
grant execute on function public.accept_quote(text, integer, jsonb, text) to anon, authenticated, service_role;
revoke execute on function public.ask_quote_changes(text, text) from public;
grant execute on function public.ask_quote_changes(text, text) to anon, authenticated, service_role;
revoke execute on function public.admin_quotes(jsonb, integer, integer) from public, anon;
grant execute on function public.admin_quotes(jsonb, integer, integer) to authenticated, service_role;
revoke execute on function public.admin_quote(uuid) from public, anon;
grant execute on function public.admin_quote(uuid) to authenticated, service_role;

revoke execute on all functions in schema private from public;
