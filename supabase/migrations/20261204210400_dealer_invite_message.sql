-- Someone the owner (or staff) adds to a dealer's team is told, on the contact they were added
-- by: by SMS for a mobile number, by email for an address. An account already there is a
-- member at once ("you can now ..."); anyone else is asked to sign up with that contact, which
-- binds the invitation. One message per member and channel, through the notifications outbox.

alter table public.notifications
  add column dealer_member_id uuid references public.dealer_members (id) on delete cascade,
  drop constraint notifications_subject_rule,
  add constraint notifications_subject_rule check (
    num_nonnulls(order_id, quote_id, dealer_application_id, dealer_statement_id, dealer_member_id) = 1
    and (order_id is null) = (event_id is null)
    and (quote_id is null) = (quote_event_id is null)),
  add constraint notifications_once_per_dealer_member unique (dealer_member_id, channel);

comment on column public.notifications.dealer_member_id is
  'The dealer membership this message tells its person about (added by the owner or staff: a member now, or invited to sign up with the contact); one message per channel.';

create function private.tell_added_member() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dealer public.dealer_accounts;
  by_sms boolean := new.invited_contact like '+91%';
  can text;
begin
  -- The owner made at approval is told by the approval's own message.
  if new.role = 'owner' or new.invited_by is null or new.invited_contact is null then
    return new;
  end if;
  select d.* into dealer from public.dealer_accounts d where d.id = new.dealer_id;
  can := case new.role when 'buyer' then 'order for the shop on its MGRID account'
    else 'see the shop''s MGRID dealer prices' end;
  insert into public.notifications
    (dealer_member_id, user_id, channel, recipient, subject, body, link_path)
  values (
    new.id, new.user_id,
    case when by_sms then 'sms' else 'email' end,
    new.invited_contact,
    case when by_sms then null
      else format('%s added you to their MGRID dealer account', dealer.business_name) end,
    case when new.status = 'active'
      then format('MGRID: %s added you to %s. You can now %s: {link}',
        dealer.owner_name, dealer.business_name, can)
      else format('MGRID: %s added you to %s. Sign up with this %s to %s: {link}',
        dealer.owner_name, dealer.business_name,
        case when by_sms then 'mobile number' else 'email' end, can) end,
    case when new.status = 'active' then '/dealer' else '/login' end)
  on conflict (dealer_member_id, channel) do nothing;
  return new;
end
$$;

revoke execute on function private.tell_added_member() from public;

create trigger trg_90_tell_added_member
  after insert on public.dealer_members
  for each row execute function private.tell_added_member();
