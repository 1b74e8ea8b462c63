-- Quotations (issue 27): a buyer's request (a lead with a quote_request) and what the buyer
-- reads (get_quote by the link's token, my_quotes by account). API: 20261126400100's header.

-- The quote as a document --------------------------------------------------------------------

-- Everything a quotation prints, as the buyer's page, the PDF and the desk read it: the seller
-- from site settings (now, as a quote is not a tax document), the buyer, place of supply,
-- lines, totals with the tax split, amount in words, validity, terms, and the order when
-- converted. for_staff adds who made it, the lead, the account and the raw status.
create function private.quote_document(q public.quotes, for_staff boolean) returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'id', q.id,
    'token', q.token,
    'number', q.number,
    'provisional_number', q.provisional_number,
    'status', private.quote_status(q),
    'revision', q.revision,
    'created_at', q.created_at,
    'updated_at', q.updated_at,
    'sent_at', q.sent_at,
    'accepted_at', q.accepted_at,
    'valid_until', q.valid_until,
    'seller', jsonb_build_object(
      'legal_name', coalesce(s.legal_name, 'MGRID'),
      'address', coalesce(s.registered_address, s.company_address),
      'gstin', s.gstin,
      'state', coalesce(s.seller_state, 'Maharashtra'),
      'state_code', public.gst_state_code(coalesce(s.seller_state, 'Maharashtra')),
      'phone', coalesce(s.quotation_phone, s.sales_phone),
      'email', s.contact_email),
    'buyer', jsonb_build_object(
      'name', q.customer_name,
      'company', q.company,
      'phone', q.phone,
      'email', q.email,
      'gstin', q.buyer_gstin,
      'legal_name', q.buyer_legal_name,
      'state', q.delivery_state,
      'state_code', public.gst_state_code(q.delivery_state)),
    'place_of_supply', q.delivery_state,
    'place_of_supply_code', public.gst_state_code(q.delivery_state),
    'lines', q.lines,
    'taxable_in_paise', (select coalesce(sum((l ->> 'taxable_in_paise')::bigint), 0)
                         from jsonb_array_elements(q.lines) as l),
    'discount_in_paise', (select coalesce(sum((l ->> 'discount_in_paise')::bigint), 0)
                          from jsonb_array_elements(q.lines) as l),
    'subtotal_in_paise', q.subtotal_in_paise,
    'gst_in_paise', q.gst_in_paise,
    'tax_split', q.tax_split,
    'cgst_in_paise', q.cgst_in_paise,
    'sgst_in_paise', q.sgst_in_paise,
    'igst_in_paise', q.igst_in_paise,
    'delivery_fee_in_paise', q.delivery_fee_in_paise,
    'total_in_paise', q.total_in_paise,
    'amount_in_words', public.amount_in_words(q.total_in_paise),
    'payment_terms', q.payment_terms,
    'delivery_terms', q.delivery_terms,
    'notes', q.notes,
    'order_id', q.order_id,
    'order_number', case when q.order_id is not null then public.order_number(q.order_id) end
  ) || case when for_staff then jsonb_build_object(
    'stored_status', q.status,
    'lead_id', q.lead_id,
    'user_id', q.user_id,
    'created_by', q.created_by,
    'decline_reason', q.decline_reason,
    'max_discount_percent', private.quote_max_discount(q.lines)) else '{}'::jsonb end
  from (select 1) as one
  left join public.site_settings s on s.id = 'default'
$$;

-- The buyer's request: a lead with quote_request ------------------------------------------------

-- Checks a quote request and puts it in its stored form before the lead is stored (runs
-- before bound_lead, trg_30, so the products it adds to interested_products are checked and
-- weigh in the lead's priority). Refusals are in words and fail the lead's insert, so the
-- device's outbox shows the reason:
--   lines: 1 to 50, quantity 1 to 10000 (lines naming the same product are merged), visible
--   products at their minimum quantity; delivery_state an Indian state; gstin checked as at
--   checkout, with buyer_legal_name (or company); the lead's name, and its phone or email.
-- The token is the request's own when it is 32 to 128 URL-safe characters (the device opens
-- /quote/<token> before it syncs) and unused, else a new one.
-- Security: security definer to read products and quotes whatever the caller's policies.
create function private.prepare_quote_request() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request jsonb := new.quote_request;
  item jsonb;
  wanted jsonb;
  given_token text;
  state text;
  gstin text;
  legal_name text;
  company text;
begin
  if request is null then
    return new;
  end if;
  if jsonb_typeof(request) <> 'object' then
    raise exception 'A quotation request must be an object' using errcode = 'check_violation';
  end if;
  new.source := 'quote';
  new.name := nullif(btrim(new.name), '');
  if new.name is null then
    raise exception 'Name is required' using errcode = 'check_violation';
  end if;
  if nullif(btrim(new.phone), '') is null and nullif(btrim(new.email), '') is null then
    raise exception 'Please give a phone number or an email address so we can send your quotation.'
      using errcode = 'check_violation';
  end if;

  if jsonb_typeof(request -> 'lines') is distinct from 'array'
     or jsonb_array_length(request -> 'lines') = 0 then
    raise exception 'A quotation needs at least one product.' using errcode = 'check_violation';
  end if;
  if jsonb_array_length(request -> 'lines') > 50 then
    raise exception 'A quotation can have at most 50 lines.' using errcode = 'check_violation';
  end if;
  for item in select e.value from jsonb_array_elements(request -> 'lines') as e loop
    if jsonb_typeof(item) <> 'object' or jsonb_typeof(item -> 'productId') is distinct from 'string' then
      raise exception 'Every quotation line needs a product.' using errcode = 'check_violation';
    end if;
    if jsonb_typeof(item -> 'quantity') is distinct from 'number'
       or (item ->> 'quantity')::numeric <> trunc((item ->> 'quantity')::numeric)
       or (item ->> 'quantity')::numeric not between 1 and 10000 then
      raise exception 'Quantity must be a whole number from 1 to 10000'
        using errcode = 'check_violation';
    end if;
  end loop;
  select jsonb_agg(jsonb_build_object('productId', m.product_id, 'quantity', m.quantity) order by m.position)
  into wanted
  from (
    select e.value ->> 'productId' as product_id,
           sum((e.value ->> 'quantity')::integer) as quantity,
           min(e.ordinality) as position
    from jsonb_array_elements(request -> 'lines') with ordinality as e
    group by 1
  ) as m;
  -- Refuses unknown, hidden and below-minimum products in words.
  perform private.price_quote_lines(wanted, false);

  state := public.indian_state_name(request ->> 'delivery_state');
  if state is null then
    raise exception 'Please choose a valid Indian state or union territory'
      using errcode = 'check_violation';
  end if;
  company := nullif(btrim(request ->> 'company'), '');
  if char_length(company) > 120 then
    raise exception 'The company name is too long (at most 120 characters)'
      using errcode = 'check_violation';
  end if;
  gstin := nullif(public.normalise_gstin(request ->> 'gstin'), '');
  if gstin is not null and public.gstin_problem(gstin) is not null then
    raise exception '%', public.gstin_problem(gstin) using errcode = 'check_violation';
  end if;
  legal_name := nullif(btrim(regexp_replace(
    coalesce(request ->> 'buyer_legal_name', ''), '[[:space:]]+', ' ', 'g')), '');
  if gstin is not null then
    legal_name := coalesce(legal_name, company);
    if legal_name is null then
      raise exception 'Please enter the registered business name for the GST invoice'
        using errcode = 'check_violation';
    end if;
    if char_length(legal_name) > 200 then
      raise exception 'The registered business name is too long (at most 200 characters)'
        using errcode = 'check_violation';
    end if;
  else
    legal_name := null;
  end if;

  given_token := request ->> 'token';
  if given_token is null or given_token !~ '^[A-Za-z0-9_-]{32,128}$'
     or exists (select 1 from public.quotes q where q.token = given_token) then
    given_token := private.new_quote_token();
  end if;

  new.company := coalesce(nullif(btrim(new.company), ''), company);
  new.interested_products := array(
    select distinct x from unnest(coalesce(new.interested_products, '{}') ||
      array(select l ->> 'productId' from jsonb_array_elements(wanted) as l)) as x);
  new.quote_request := jsonb_strip_nulls(jsonb_build_object(
    'token', given_token, 'lines', wanted, 'company', company, 'gstin', gstin,
    'buyer_legal_name', legal_name, 'delivery_state', state));
  return new;
end
$$;

create trigger trg_25_prepare_quote_request
  before insert on public.leads
  for each row execute function private.prepare_quote_request();

-- Makes the requested quote once the lead is stored: the lead's id, status requested, priced
-- at the order rule's list or bulk prices with the order rule's delivery fee, valid for the
-- site's validity days, and the buyer's account when they are signed in.
create function private.create_requested_quote() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request jsonb := new.quote_request;
  q public.quotes;
begin
  if request is null then
    return null;
  end if;
  q.id := new.id;
  q.status := 'requested';
  q.token := request ->> 'token';
  q.revision := 1;
  q.lead_id := new.id;
  q.user_id := case when auth.uid() is not null and public.is_active_user()
    and not public.is_admin() then auth.uid() end;
  q.customer_name := new.name;
  q.phone := new.phone;
  q.email := new.email;
  q.company := request ->> 'company';
  q.buyer_gstin := request ->> 'gstin';
  q.buyer_legal_name := request ->> 'buyer_legal_name';
  q.delivery_state := request ->> 'delivery_state';
  q.valid_until := private.india_today()
    + coalesce((select s.quote_validity_days from public.site_settings s where s.id = 'default'), 15);
  q.created_at := now();
  q.updated_at := now();
  q := private.set_quote_prices(q, request -> 'lines', false, null);
  insert into public.quotes select (q).*;
  perform private.add_quote_event(q.id, 'requested', null, 'customer',
    jsonb_build_object('lines', jsonb_array_length(q.lines)));
  return null;
end
$$;

create trigger trg_60_create_requested_quote
  after insert on public.leads
  for each row execute function private.create_requested_quote();

-- What the buyer reads ---------------------------------------------------------------------------

-- Security: security definer; the token is the buyer's key (64 random hex characters, or
-- the device's own 32+), so whoever holds the link reads that one quote and nothing else.
-- A visitor's or buyer's opening of a sent quote is recorded once per revision (staff
-- reading it are not).
create function public.get_quote(token text) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.quotes;
begin
  select * into q from public.quotes where quotes.token = get_quote.token;
  if not found then
    return null;
  end if;
  if private.quote_status(q) = 'sent' and not public.is_admin()
     and not exists (
       select 1 from public.quote_events e
       where e.quote_id = q.id and e.kind = 'viewed' and (e.detail ->> 'revision')::integer = q.revision
     ) then
    perform private.add_quote_event(q.id, 'viewed', null, 'customer',
      jsonb_build_object('revision', q.revision));
  end if;
  return private.quote_document(q, false);
end
$$;

comment on function public.get_quote(text) is
  'The quotation behind a buyer''s link (/quote/<token>) as the buyer sees it, or null: {id, token, number, provisional_number, status, revision, created_at, updated_at, sent_at, accepted_at, valid_until, seller{legal_name, address, gstin, state, state_code, phone, email}, buyer{name, company, phone, email, gstin, legal_name, state, state_code}, place_of_supply, place_of_supply_code, lines, taxable_in_paise, discount_in_paise, subtotal_in_paise, gst_in_paise, tax_split, cgst/sgst/igst_in_paise, delivery_fee_in_paise, total_in_paise, amount_in_words, payment_terms, delivery_terms, notes, order_id, order_number}. Records a viewed event once per revision of a sent quote.';

-- Security: security definer, limited to the caller's own account (auth.uid()); a visitor or
-- a deactivated account gets an empty list.
create function public.my_quotes() returns jsonb
language sql stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', q.id,
    'token', q.token,
    'number', q.number,
    'provisional_number', q.provisional_number,
    'status', private.quote_status(q),
    'revision', q.revision,
    'lines', jsonb_array_length(q.lines),
    'total_in_paise', q.total_in_paise,
    'valid_until', q.valid_until,
    'created_at', q.created_at,
    'sent_at', q.sent_at,
    'order_id', q.order_id,
    'order_number', case when q.order_id is not null then public.order_number(q.order_id) end
  ) order by q.created_at desc, q.id), '[]'::jsonb)
  from public.quotes q
  where q.id in (
    select m.id from public.quotes m
    where m.user_id = auth.uid() and public.is_active_user()
    order by m.created_at desc, m.id
    limit 200)
$$;

comment on function public.my_quotes() is
  'The signed-in buyer''s quotations, newest first (at most 200): [{id, token, number, provisional_number, status, revision, lines (count), total_in_paise, valid_until, created_at, sent_at, order_id, order_number}].';

revoke execute on function public.get_quote(text) from public;
grant execute on function public.get_quote(text) to anon, authenticated, service_role;
revoke execute on function public.my_quotes() from public;
grant execute on function public.my_quotes() to anon, authenticated, service_role;

revoke execute on all functions in schema private from public;
