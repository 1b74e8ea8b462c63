-- A buyer's "ask for changes" mails the shop. Each quotation takes at most 20 such messages,
-- but one address holding many quotation links could send 20 for each. Now one address
-- sends at most 10 an hour across all quotations (private.write_limits, tuned like the
-- others), refused in words as the per-quotation cap is.
insert into private.write_limits values
  ('quote_change_requests', 1, 10, interval '1 hour', 'messages about quotations');

create or replace function public.ask_quote_changes(token text, message text) returns void
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
  ip text;
  limits private.write_limits;
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
  -- Security: each message mails the shop, so one address sends a bounded number an hour
  -- across all quotations (the cap above is per quotation). Staff are not limited.
  ip := private.request_ip();
  if private.is_api_request() and ip is not null and not public.is_admin() then
    select * into limits from private.write_limits w where w.table_name = 'quote_change_requests';
    perform private.count_arrival(limits, 'ip:' || ip,
      'You have sent us many messages about quotations: please call us instead.');
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
  'The buyer''s message to staff about a quote (1 to 2,000 characters, at most 20 per quote and 10 an hour per address): a change_requested event and an email to the site''s contact address.';
