-- Quotations (issue 27): what staff do to a quote (save, send, decline), online through
-- public.quote_action and offline through public.staff_commands (quote.save, quote.send,
-- quote.decline), both applied by private.apply_quote_action with the same checks; the
-- discount limit and its permission; the messages sending writes. API: 20261126400100.

-- The discount limit ---------------------------------------------------------------------------

-- Refuses a line discount beyond what the staff member may give: up to the site's
-- quote_discount_limit_percent anyone on staff; beyond it an active, unexpired quotes.discount
-- permission whose max_percent covers it; superadmins without limit. In words:
-- 'A discount of 8% needs permission: your limit is 5%.' (check_violation).
create function private.check_quote_discount(actor uuid, percent numeric) returns void
language plpgsql stable
security definer
set search_path = ''
as $$
declare
  site_limit numeric := coalesce(
    (select s.quote_discount_limit_percent from public.site_settings s where s.id = 'default'), 5);
  granted numeric;
begin
  if coalesce(percent, 0) <= site_limit then
    return;
  end if;
  if exists (select 1 from public.users u
             where u.id = actor and u.role = 'superadmin' and u.is_active) then
    return;
  end if;
  select max(p.max_percent) into granted
  from public.user_permissions p
  where p.user_id = actor
    and p.permission_type = 'quotes.discount'
    and p.is_active and not p._deleted
    and (p.expires_at is null or p.expires_at > now());
  if coalesce(granted, 0) >= percent then
    return;
  end if;
  raise exception '%', format('A discount of %s%% needs permission: your limit is %s%%.',
    private.percent_words(percent), private.percent_words(greatest(site_limit, coalesce(granted, 0))))
    using errcode = 'check_violation';
end
$$;

-- Messages to the buyer ----------------------------------------------------------------------------

-- Quote messages ride the buyers' notification outbox. A quote's row names the quote and its
-- event instead of an order's; link_path is the page the message links to, and the body says
-- where with the placeholder {link}, which the notify function replaces with the site's
-- address + link_path (supabase/functions/notify).
alter table public.notifications
  alter column order_id drop not null,
  alter column event_id drop not null,
  add column quote_id uuid references public.quotes (id) on delete cascade,
  add column quote_event_id uuid references public.quote_events (id) on delete cascade,
  add column link_path text
    constraint notifications_link_path_rule check (link_path ~ '^/[A-Za-z0-9/_-]{0,200}$'),
  add constraint notifications_subject_rule check (
    (order_id is not null and event_id is not null and quote_id is null and quote_event_id is null)
    or (order_id is null and event_id is null and quote_id is not null and quote_event_id is not null)),
  add constraint notifications_once_per_quote_event unique (quote_event_id, channel);
create index notifications_quote_idx on public.notifications (quote_id, created_at)
  where quote_id is not null;

comment on column public.notifications.link_path is
  'The site page a message links to (a quote''s /quote/<token>); the body''s {link} becomes the site URL + this path when sent.';

-- What sending a quote says: the number, the total, the validity and the link.
create function private.quote_message(
  q public.quotes, out subject text, out email_body text, out sms_body text
)
language sql stable
set search_path = ''
as $$
  select
    format('Your quotation %s from MGRID', n),
    format('Hello %s, here is your quotation %s for %s, valid until %s. View it, download the PDF and accept it online: {link}',
      q.customer_name, n, private.format_inr(q.total_in_paise), private.date_words(q.valid_until)),
    format('MGRID: quotation %s for %s, valid until %s: {link}',
      n, private.format_inr(q.total_in_paise), private.date_words(q.valid_until))
  from (select coalesce(q.number, q.provisional_number, 'request') as n) as label
$$;

-- Writes one event's messages on the channels asked for.
create function private.notify_quote(q public.quotes, event_id uuid, channels text[]) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  message record;
begin
  select * into message from private.quote_message(q);
  if 'email' = any (channels) then
    insert into public.notifications
      (quote_id, quote_event_id, user_id, channel, recipient, subject, body, link_path)
    values (q.id, event_id, q.user_id, 'email', q.email, message.subject, message.email_body,
            '/quote/' || q.token);
  end if;
  if 'sms' = any (channels) then
    insert into public.notifications
      (quote_id, quote_event_id, user_id, channel, recipient, subject, body, link_path)
    values (q.id, event_id, q.user_id, 'sms',
            '+91' || right(regexp_replace(q.phone, '[^0-9]', '', 'g'), 10),
            null, message.sms_body, '/quote/' || q.token);
  end if;
end
$$;

-- Staff actions ----------------------------------------------------------------------------------

-- The text a save sets: the argument when given (blank clears it), else what the quote holds.
create function private.quote_arg(args jsonb, name text, current_value text) returns text
language sql immutable
set search_path = ''
as $$
  select case when args ? name
    then nullif(btrim(regexp_replace(coalesce(args ->> name, ''), '[[:space:]]+', ' ', 'g')), '')
    else current_value end
$$;

-- Why a quote cannot be changed or sent any more, or null.
create function private.quote_closed(q public.quotes) returns text
language sql stable
set search_path = ''
as $$
  select case
    when q.status in ('accepted', 'converted') then format(
      'This quotation has already been accepted: order %s.', public.order_number(q.order_id))
    else null
  end
$$;

-- Applies one staff action to a quote with every check (see the header of 20261126400100):
--   save     args: customer_name, phone, email, company, buyer_gstin, buyer_legal_name,
--            delivery_state, lines [{productId, quantity, unit_in_paise?, discount_percent?}],
--            delivery_fee_in_paise (null: the order rule's fee), valid_until (YYYY-MM-DD),
--            payment_terms, delivery_terms, notes; a new quote only: provisional_number and
--            token (the phone's, 32 to 128 URL-safe characters, else one is made).
--            A key left out keeps the quote's value. Creates the quote when the id is new (a
--            field quote), gives it its final number on its first save, adds one to its
--            revision and makes it a draft (sent again to reach the buyer).
--   send     args: channels ['email', 'sms'] (default both; those the quote has an address
--            for). Status sent; one message per channel with the link.
--   decline  args: reason. Status declined (a later save reopens it as a draft).
-- Answers {id, number, provisional_number, status, revision, token}.
create function private.apply_quote_action(
  target uuid, action text, args jsonb, actor uuid
) returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  q public.quotes;
  is_new boolean := false;
  today date := private.india_today();
  wanted jsonb;
  fee bigint;
  valid_text text;
  asked text[];
  channels text[];
  event public.quote_events;
  refusal text;
begin
  args := coalesce(args, '{}'::jsonb);
  if jsonb_typeof(args) <> 'object' then
    raise exception 'The action''s arguments must be an object' using errcode = 'invalid_parameter_value';
  end if;
  if action not in ('save', 'send', 'decline') then
    raise exception 'Unknown quotation action: %', coalesce(action, 'none')
      using errcode = 'invalid_parameter_value';
  end if;
  select * into q from public.quotes where id = target for update;
  if not found then
    if action <> 'save' then
      raise exception 'This quotation does not exist.' using errcode = 'foreign_key_violation';
    end if;
    is_new := true;
    q.id := target;
    q.status := 'draft';
    -- The phone's own token (so the link works before the quote syncs), when it is one.
    q.token := args ->> 'token';
    if q.token is null or q.token !~ '^[A-Za-z0-9_-]{32,128}$'
       or exists (select 1 from public.quotes t where t.token = q.token) then
      q.token := private.new_quote_token();
    end if;
    q.revision := 0;
    q.created_by := actor;
    q.created_at := now();
    q.provisional_number := nullif(btrim(args ->> 'provisional_number'), '');
    if q.provisional_number is not null and q.provisional_number !~ '^P-[A-Za-z0-9]{1,12}-[0-9]{1,8}$' then
      raise exception 'A provisional number looks like P-7K3F-0003.' using errcode = 'check_violation';
    end if;
  end if;
  refusal := private.quote_closed(q);
  if refusal is not null then
    raise exception '%', refusal using errcode = 'check_violation';
  end if;

  if action = 'decline' then
    if q.status = 'declined' then
      raise exception 'This quotation is already declined.' using errcode = 'check_violation';
    end if;
    q.decline_reason := nullif(btrim(args ->> 'reason'), '');
    if q.decline_reason is null then
      raise exception 'Please give a reason for declining.' using errcode = 'check_violation';
    end if;
    if char_length(q.decline_reason) > 500 then
      raise exception 'The reason is too long (at most 500 characters).' using errcode = 'check_violation';
    end if;
    update public.quotes set status = 'declined', decline_reason = q.decline_reason
    where id = q.id returning * into q;
    perform private.add_quote_event(q.id, 'declined', actor, 'system',
      jsonb_build_object('reason', q.decline_reason));

  elsif action = 'send' then
    if q.status = 'requested' or q.number is null then
      raise exception 'Save this quotation first: saving prices it and gives it its number.'
        using errcode = 'check_violation';
    end if;
    if q.status = 'declined' then
      raise exception 'This quotation was declined: save it again to reopen it, then send it.'
        using errcode = 'check_violation';
    end if;
    if q.valid_until < today then
      raise exception 'This quotation expired on %. Change its validity date, then send it.',
        private.date_words(q.valid_until) using errcode = 'check_violation';
    end if;
    if args ? 'channels' and (jsonb_typeof(args -> 'channels') <> 'array' or exists (
         select 1 from jsonb_array_elements(args -> 'channels') as c
         where c.value not in ('"email"'::jsonb, '"sms"'::jsonb))) then
      raise exception 'Send a quotation by email or sms.' using errcode = 'invalid_parameter_value';
    end if;
    asked := case when args ? 'channels'
      then array(select jsonb_array_elements_text(args -> 'channels'))
      else array['email', 'sms'] end;
    channels := array(select c from unnest(asked) as c
      where (c = 'email' and q.email is not null) or (c = 'sms' and q.phone is not null));
    if cardinality(channels) = 0 then
      raise exception '%', case
        when asked = array['email'] then 'This quotation has no email address to send it to.'
        when asked = array['sms'] then 'This quotation has no phone number to send it to.'
        else 'This quotation has no email address or phone number to send it to.' end
        using errcode = 'check_violation';
    end if;
    update public.quotes set status = 'sent', sent_at = now(), decline_reason = null
    where id = q.id returning * into q;
    event := private.add_quote_event(q.id, 'sent', actor, 'system',
      jsonb_build_object('channels', to_jsonb(channels), 'revision', q.revision));
    perform private.notify_quote(q, event.id, channels);

  else
    q.customer_name := private.quote_arg(args, 'customer_name', q.customer_name);
    if q.customer_name is null then
      raise exception 'Name is required' using errcode = 'check_violation';
    end if;
    if char_length(q.customer_name) > 100 then
      raise exception 'The customer''s name is too long (at most 100 characters)'
        using errcode = 'check_violation';
    end if;
    q.phone := private.quote_arg(args, 'phone', q.phone);
    if q.phone is not null and not private.is_indian_mobile(q.phone) then
      raise exception 'Please enter a valid Indian phone number' using errcode = 'check_violation';
    end if;
    q.email := private.quote_arg(args, 'email', q.email);
    if q.email is not null and not private.is_valid_email(q.email) then
      raise exception 'Please enter a valid email address' using errcode = 'check_violation';
    end if;
    if q.phone is null and q.email is null then
      raise exception 'Please give the customer''s phone number or email address.'
        using errcode = 'check_violation';
    end if;
    q.company := private.quote_arg(args, 'company', q.company);
    if char_length(q.company) > 120 then
      raise exception 'The company name is too long (at most 120 characters)'
        using errcode = 'check_violation';
    end if;
    q.buyer_gstin := nullif(public.normalise_gstin(
      private.quote_arg(args, 'buyer_gstin', q.buyer_gstin)), '');
    if q.buyer_gstin is not null and public.gstin_problem(q.buyer_gstin) is not null then
      raise exception '%', public.gstin_problem(q.buyer_gstin) using errcode = 'check_violation';
    end if;
    q.buyer_legal_name := case when q.buyer_gstin is not null then coalesce(
      private.quote_arg(args, 'buyer_legal_name', q.buyer_legal_name), q.company) end;
    if q.buyer_gstin is not null and q.buyer_legal_name is null then
      raise exception 'Please enter the registered business name for the GST invoice'
        using errcode = 'check_violation';
    end if;
    if char_length(q.buyer_legal_name) > 200 then
      raise exception 'The registered business name is too long (at most 200 characters)'
        using errcode = 'check_violation';
    end if;
    q.delivery_state := public.indian_state_name(
      private.quote_arg(args, 'delivery_state', q.delivery_state));
    if q.delivery_state is null then
      raise exception 'Please choose a valid Indian state or union territory'
        using errcode = 'check_violation';
    end if;
    q.payment_terms := private.quote_arg(args, 'payment_terms', q.payment_terms);
    q.delivery_terms := private.quote_arg(args, 'delivery_terms', q.delivery_terms);
    if char_length(q.payment_terms) > 500 or char_length(q.delivery_terms) > 500 then
      raise exception 'Payment and delivery terms can be at most 500 characters each.'
        using errcode = 'check_violation';
    end if;
    q.notes := case when args ? 'notes' then nullif(btrim(args ->> 'notes'), '') else q.notes end;
    if char_length(q.notes) > 2000 then
      raise exception 'The notes are too long (at most 2,000 characters).'
        using errcode = 'check_violation';
    end if;

    valid_text := case when args ? 'valid_until' then nullif(btrim(args ->> 'valid_until'), '') end;
    if valid_text is not null then
      if valid_text !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' then
        raise exception 'The validity date must be a date (YYYY-MM-DD).' using errcode = 'check_violation';
      end if;
      begin
        q.valid_until := valid_text::date;
      exception when others then
        raise exception 'The validity date must be a date (YYYY-MM-DD).' using errcode = 'check_violation';
      end;
    elsif is_new or (args ? 'valid_until') then
      q.valid_until := today
        + coalesce((select s.quote_validity_days from public.site_settings s where s.id = 'default'), 15);
    end if;
    if q.valid_until < today then
      raise exception 'The validity date cannot be in the past.' using errcode = 'check_violation';
    end if;
    if q.valid_until > today + 366 then
      raise exception 'A quotation can be valid for at most a year.' using errcode = 'check_violation';
    end if;

    if args ? 'delivery_fee_in_paise' and jsonb_typeof(args -> 'delivery_fee_in_paise') <> 'null' then
      if jsonb_typeof(args -> 'delivery_fee_in_paise') <> 'number'
         or (args ->> 'delivery_fee_in_paise')::numeric <> trunc((args ->> 'delivery_fee_in_paise')::numeric)
         or (args ->> 'delivery_fee_in_paise')::numeric not between 0 and 100000000 then
        raise exception 'The delivery charge must be a whole number of paise, from 0 to ₹10,00,000.'
          using errcode = 'check_violation';
      end if;
      fee := (args ->> 'delivery_fee_in_paise')::bigint;
    elsif not args ? 'delivery_fee_in_paise' and not is_new and q.status <> 'requested' then
      fee := q.delivery_fee_in_paise;
    end if;

    -- Lines left out keep the quote's; a request's were priced by the rule, not by staff, so
    -- they take today's rule price (a price rise since is not a discount).
    wanted := case when args ? 'lines' then args -> 'lines' else (
      select jsonb_agg(jsonb_build_object('productId', e.value ->> 'productId',
        'quantity', (e.value ->> 'quantity')::integer) || case when q.status = 'requested'
          then '{}'::jsonb else jsonb_build_object(
            'unit_in_paise', (e.value ->> 'unit_in_paise')::bigint,
            'discount_percent', (e.value ->> 'discount_percent')::numeric) end
        order by e.position)
      from jsonb_array_elements(q.lines) with ordinality as e(value, position)) end;
    q := private.set_quote_prices(q, wanted, true, fee);
    perform private.check_quote_discount(actor, private.quote_max_discount(q.lines));

    -- The number is taken last, after every refusal, so a refused save takes none.
    if q.number is null then
      q.number := private.next_quote_number();
    end if;
    q.revision := q.revision + 1;
    q.status := 'draft';
    q.decline_reason := null;
    q.updated_at := now();
    if is_new then
      insert into public.quotes select (q).*;
    else
      update public.quotes set
        number = q.number, status = q.status, revision = q.revision,
        customer_name = q.customer_name, phone = q.phone, email = q.email, company = q.company,
        buyer_gstin = q.buyer_gstin, buyer_legal_name = q.buyer_legal_name,
        delivery_state = q.delivery_state, lines = q.lines,
        subtotal_in_paise = q.subtotal_in_paise, gst_in_paise = q.gst_in_paise,
        delivery_fee_in_paise = q.delivery_fee_in_paise, total_in_paise = q.total_in_paise,
        tax_split = q.tax_split, cgst_in_paise = q.cgst_in_paise, sgst_in_paise = q.sgst_in_paise,
        igst_in_paise = q.igst_in_paise, valid_until = q.valid_until,
        payment_terms = q.payment_terms, delivery_terms = q.delivery_terms, notes = q.notes,
        decline_reason = null
      where id = q.id;
    end if;
    perform private.add_quote_event(q.id, 'saved', actor, 'system',
      jsonb_build_object('revision', q.revision, 'number', q.number,
        'provisional_number', case when is_new then q.provisional_number end));
  end if;

  return jsonb_build_object('id', q.id, 'number', q.number,
    'provisional_number', q.provisional_number, 'status', private.quote_status(q),
    'revision', q.revision, 'token', q.token);
end
$$;

comment on function private.apply_quote_action(uuid, text, jsonb, uuid) is
  'The one entry point for staff actions on a quotation (save, send, decline); used by public.quote_action and public.staff_commands (quote.*).';

-- Security: security definer; active staff only (checked here), acting as themselves.
create function public.quote_action(quote_id uuid, action text, args jsonb default '{}'::jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not public.is_admin() then
    raise exception 'Only MGRID staff can prepare quotations.' using errcode = 'insufficient_privilege';
  end if;
  return private.apply_quote_action(quote_id, action, args, auth.uid());
end
$$;

comment on function public.quote_action(uuid, text, jsonb) is
  'Staff: save (creates a field quote when the id is new, numbers it on first save, bumps revision; args customer_name, phone, email, company, buyer_gstin, buyer_legal_name, delivery_state, lines[{productId, quantity, unit_in_paise?, discount_percent?}], delivery_fee_in_paise, valid_until, payment_terms, delivery_terms, notes, provisional_number? and token? on a new id), send ({channels}), decline ({reason}). Answers {id, number, provisional_number, status, revision, token}.';

-- staff_commands: quotation kinds ---------------------------------------------------------------

alter table public.staff_commands drop constraint staff_commands_kind_check;
alter table public.staff_commands
  add constraint staff_commands_kind_check check (kind in (
    'order.confirm', 'order.pack', 'order.ship', 'order.deliver', 'order.cancel',
    'order.payment', 'order.note', 'lead.status', 'quote.save', 'quote.send', 'quote.decline'
  ));

comment on table public.staff_commands is
  'Staff actions queued offline (order.confirm|pack|ship|deliver|cancel|payment|note, lead.status, quote.save|send|decline), applied on insert with the online checks; a refused one is not stored (the insert fails with the reason); a repeated id is skipped.';

-- Applies a staff command (replaces 20261126100600's version: adds quote.save, quote.send and
-- quote.decline, target_id the quote's id, args as quote_action's).
-- Security: the actor must be active staff (checked here, before anything is applied: the
-- insert policy is checked only after this trigger); who and when come from the session.
create or replace function private.apply_staff_command() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  lead_id uuid;
begin
  if private.is_api_request() then
    if not public.is_admin() then
      raise exception 'Only MGRID staff can send staff commands.'
        using errcode = 'insufficient_privilege';
    end if;
    new.created_by := auth.uid();
  end if;
  new.created_at := now();
  new._deleted := false;
  new.args := coalesce(new.args, '{}'::jsonb);
  if new.kind like 'order.%' then
    perform private.apply_order_action(
      private.command_target(new.target_id, 'order'), substr(new.kind, 7), new.args,
      new.created_by);
  elsif new.kind like 'quote.%' then
    perform private.apply_quote_action(
      private.command_target(new.target_id, 'quotation'), substr(new.kind, 7), new.args,
      new.created_by);
  elsif new.kind = 'lead.status' then
    lead_id := private.command_target(new.target_id, 'lead');
    if not exists (select 1 from public.leads l where l.id = lead_id and not l._deleted) then
      raise exception 'This lead does not exist.' using errcode = 'foreign_key_violation';
    end if;
    perform private.apply_lead_status(
      lead_id, new.args ->> 'status',
      case when nullif(new.args ->> 'assigned_to', '') is not null
        then private.command_target(new.args ->> 'assigned_to', 'staff member') end,
      new.args ->> 'notes');
  end if;
  new.applied_at := clock_timestamp();
  return new;
end
$$;

revoke execute on function public.quote_action(uuid, text, jsonb) from public, anon;
grant execute on function public.quote_action(uuid, text, jsonb) to authenticated, service_role;

revoke execute on all functions in schema private from public;
