-- A field quote belongs to the lead captured for the same customer (issue 43: a salesperson
-- captures the contractor as a lead, then writes the quote; the quote named no lead, so the
-- lead's page did not show it and the order it became was nobody's lead). Linked by the
-- customer's mobile number, whichever reaches the database first: a quote saved without a
-- lead takes the newest open lead with that number from the last 7 days; a lead arriving
-- later (both wait in the phone's outbox, in no fixed order) takes the quotes of the last 7
-- days with its number that name no lead. A buyer's request is its own lead already.

-- The last ten digits of a phone number (an Indian mobile without +91, 0 or spaces); null
-- when it has fewer.
create function private.phone_key(phone text) returns text
language sql immutable
set search_path = ''
as $$
  select case when length(d) >= 10 then right(d, 10) end
  from (select regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') as d) as digits
$$;

-- How far apart a lead and its quote may be captured.
create function private.quote_lead_window() returns interval
language sql immutable
set search_path = ''
as $$ select interval '7 days' $$;

create function private.link_quote_to_lead() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.lead_id is null and private.phone_key(new.phone) is not null then
    select l.id into new.lead_id
    from public.leads l
    where not l._deleted
      and l.quote_request is null
      and l.status not in ('converted', 'lost')
      and private.phone_key(l.phone) = private.phone_key(new.phone)
      and l.created_at > now() - private.quote_lead_window()
    order by l.created_at desc
    limit 1;
  end if;
  return new;
end
$$;

create trigger trg_30_link_quote_to_lead
  before insert or update of phone on public.quotes
  for each row execute function private.link_quote_to_lead();

create function private.link_lead_to_quotes() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.quote_request is null and private.phone_key(new.phone) is not null then
    update public.quotes q set lead_id = new.id
    where q.lead_id is null
      and private.phone_key(q.phone) = private.phone_key(new.phone)
      and q.created_at > now() - private.quote_lead_window();
  end if;
  return null;
end
$$;

create trigger trg_65_link_lead_to_quotes
  after insert on public.leads
  for each row execute function private.link_lead_to_quotes();

create index quotes_unlinked_phone_idx on public.quotes (private.phone_key(phone))
  where lead_id is null;

comment on function private.link_quote_to_lead() is
  'A quote saved without a lead takes the newest open lead (not converted or lost, not a buyer''s quote request) with the same mobile number (last 10 digits) captured in the last 7 days.';
comment on function private.link_lead_to_quotes() is
  'A lead (not a buyer''s quote request) takes the quotes of the last 7 days with its mobile number that name no lead.';

revoke execute on all functions in schema private from public;
