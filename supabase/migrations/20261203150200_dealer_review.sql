-- Running the dealer channel (issue 44, first slice): staff approve or reject an application
-- (the applicant is told by email and SMS through the notifications outbox), suspend or
-- reinstate a dealer, change its terms; a dealer's owner (or staff) invites the shop's staff.
-- The public locator row (public.dealers) follows the dealer's address, name and standing:
-- shown while the dealer is active and chose to appear, hidden otherwise.
-- Security: every function checks its caller inside (public.can_manage_dealers() for staff,
-- the caller's owner membership for invitations) and refuses in words.

-- Messages about an application ------------------------------------------------------------

alter table public.notifications
  add column dealer_application_id uuid references public.dealer_applications (id) on delete cascade,
  drop constraint notifications_subject_rule,
  add constraint notifications_subject_rule check (
    (order_id is not null and event_id is not null and quote_id is null and quote_event_id is null
      and dealer_application_id is null)
    or (order_id is null and event_id is null and quote_id is not null and quote_event_id is not null
      and dealer_application_id is null)
    or (order_id is null and event_id is null and quote_id is null and quote_event_id is null
      and dealer_application_id is not null)),
  add constraint notifications_once_per_dealer_decision unique (dealer_application_id, channel);

comment on column public.notifications.dealer_application_id is
  'The dealer application whose decision (approved or rejected) this message tells the applicant; one message per channel.';

-- The applicant's messages for a decided application, on both channels.
create function private.notify_dealer_decision(a public.dealer_applications) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  shop text := coalesce(a.trade_name, a.business_name);
  tier text;
  subject text;
  email_body text;
  sms_body text;
  link text;
begin
  if a.status = 'approved' then
    select t.name into tier
    from public.dealer_accounts d join public.price_tiers t on t.id = d.tier_id
    where d.id = a.dealer_id;
    subject := 'Your MGRID dealer account is ready';
    email_body := format(
      'Hello %s, %s is now an MGRID dealer (%s). Sign in with this email or your mobile number to see your dealer prices and order for the shop: {link}',
      a.owner_name, shop, tier);
    sms_body := format('MGRID: %s is now an MGRID dealer (%s). Sign in to see your dealer prices: {link}',
      shop, tier);
    link := '/login';
  else
    subject := 'Your MGRID dealer application';
    email_body := format(
      'Hello %s, we could not approve the dealer application for %s. The reason: %s. You are welcome to apply again: {link}',
      a.owner_name, shop, a.reject_reason);
    sms_body := format('MGRID: we could not approve the dealer application for %s: %s. Apply again: {link}',
      shop, a.reject_reason);
    link := '/dealers/apply';
  end if;
  insert into public.notifications
    (dealer_application_id, user_id, channel, recipient, subject, body, link_path)
  values
    (a.id, a.user_id, 'email', a.email, subject, email_body, link),
    (a.id, a.user_id, 'sms', a.mobile, null, sms_body, link)
  on conflict (dealer_application_id, channel) do nothing;
end
$$;

-- The locator row --------------------------------------------------------------------------

-- Before a dealer account is written: its public locator row (public.dealers) is added or
-- updated from the account's name, address and contact, shown only while the dealer is active
-- and chose the locator. A row is never deleted (devices keep their copy of the catalogue), only
-- hidden.
create function private.follow_dealer_locator() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  shown boolean := new.show_in_locator and new.status = 'active' and not new._deleted;
  locator text := coalesce(new.locator_id, 'dealer-' || replace(new.id::text, '-', ''));
begin
  if new.locator_id is null and not shown then
    return new;
  end if;
  insert into public.dealers (id, name, type, address, city, state, pin_code, phone, email, is_active)
  values (
    locator,
    coalesce(new.trade_name, new.business_name),
    case new.shop_type
      when 'distributor' then 'distributor'
      when 'service_centre' then 'service centre'
      else 'authorised dealer' end,
    concat_ws(', ', new.address_line1, new.address_line2),
    new.city, new.state, new.pin_code,
    '+91 ' || right(new.mobile, 10),
    new.email,
    shown)
  on conflict (id) do update set
    name = excluded.name, type = excluded.type, address = excluded.address,
    city = excluded.city, state = excluded.state, pin_code = excluded.pin_code,
    phone = excluded.phone, email = excluded.email, is_active = excluded.is_active
  where (public.dealers.name, public.dealers.type, public.dealers.address, public.dealers.city,
         public.dealers.state, public.dealers.pin_code, public.dealers.phone, public.dealers.email,
         public.dealers.is_active)
        is distinct from (excluded.name, excluded.type, excluded.address, excluded.city,
         excluded.state, excluded.pin_code, excluded.phone, excluded.email, excluded.is_active);
  new.locator_id := locator;
  return new;
end
$$;

create trigger trg_40_follow_dealer_locator before insert or update on public.dealer_accounts
  for each row execute function private.follow_dealer_locator();

-- Arguments ---------------------------------------------------------------------------------

create function private.require_dealer_staff(action text) returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not public.can_manage_dealers() then
    raise exception 'Only staff who manage dealers can %.', action
      using errcode = 'insufficient_privilege';
  end if;
end
$$;

create function private.dealer_tier_arg(args jsonb) returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  tier text := args ->> 'tier_id';
begin
  if tier is null or not exists (select 1 from public.price_tiers t where t.id = tier and not t._deleted) then
    raise exception 'Please choose a price tier.' using errcode = 'check_violation';
  end if;
  return tier;
end
$$;

create function private.dealer_credit_arg(args jsonb) returns bigint
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(args -> 'credit_limit_in_paise') is distinct from 'number'
     or (args ->> 'credit_limit_in_paise')::numeric <> trunc((args ->> 'credit_limit_in_paise')::numeric)
     or (args ->> 'credit_limit_in_paise')::numeric not between 0 and 100000000000 then
    raise exception 'The credit limit must be a whole amount from ₹0 to ₹100,00,00,000.'
      using errcode = 'check_violation';
  end if;
  return (args ->> 'credit_limit_in_paise')::bigint;
end
$$;

create function private.dealer_terms_arg(args jsonb) returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if coalesce(args ->> 'payment_terms', '') not in ('advance', 'net7', 'net15', 'net30') then
    raise exception 'Please choose the payment terms: advance, Net 7, Net 15 or Net 30.'
      using errcode = 'check_violation';
  end if;
  return args ->> 'payment_terms';
end
$$;

create function private.dealer_locator_arg(args jsonb) returns boolean
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(args -> 'show_in_locator') is distinct from 'boolean' then
    raise exception 'Please say whether the shop appears in the public dealer locator.'
      using errcode = 'check_violation';
  end if;
  return (args ->> 'show_in_locator')::boolean;
end
$$;

-- A reason in words: trimmed, one space between words, 3 to 500 characters.
create function private.dealer_reason(reason text, missing text) returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  r text := nullif(btrim(regexp_replace(coalesce(reason, ''), '[[:space:]]+', ' ', 'g')), '');
begin
  if r is null or char_length(r) < 3 then
    raise exception '%', missing using errcode = 'check_violation';
  end if;
  if char_length(r) > 500 then
    raise exception 'The reason can be at most 500 characters.' using errcode = 'check_violation';
  end if;
  return r;
end
$$;

-- Reviewing ---------------------------------------------------------------------------------

create function public.review_dealer_application(p_id uuid, p_decision text, p_args jsonb default '{}'::jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  a public.dealer_applications;
  args jsonb := coalesce(p_args, '{}'::jsonb);
  tier text;
  credit bigint;
  terms text;
  locator boolean;
  reason text;
  dealer public.dealer_accounts;
begin
  perform private.require_dealer_staff('review dealer applications');
  if p_decision is null or p_decision not in ('approve', 'reject') then
    raise exception 'A dealer application is approved or rejected.' using errcode = 'check_violation';
  end if;
  select * into a from public.dealer_applications d where d.id = p_id and not d._deleted for update;
  if not found then
    raise exception 'Dealer application not found.' using errcode = 'PT404';
  end if;
  if a.status <> 'pending' then
    -- The same decision again (a second tap, a retry) answers what was decided.
    if (p_decision = 'approve' and a.status = 'approved') or (p_decision = 'reject' and a.status = 'rejected') then
      return jsonb_build_object('application_id', a.id, 'status', a.status, 'dealer_id', a.dealer_id);
    end if;
    raise exception 'This application was already % on %.', a.status,
      to_char(a.reviewed_at at time zone 'Asia/Kolkata', 'FMDD Mon YYYY')
      using errcode = 'check_violation';
  end if;

  if p_decision = 'reject' then
    reason := private.dealer_reason(args ->> 'reason',
      'Please give the reason for rejecting the application; the applicant is told.');
    update public.dealer_applications d
       set status = 'rejected', reject_reason = reason, reviewed_by = auth.uid(), reviewed_at = now()
     where d.id = a.id
    returning * into a;
  else
    tier := private.dealer_tier_arg(args);
    credit := private.dealer_credit_arg(args);
    terms := private.dealer_terms_arg(args);
    locator := private.dealer_locator_arg(args);
    if not exists (select 1 from public.users u where u.id = a.user_id and u.is_active and not u._deleted) then
      raise exception 'The applicant''s account is deactivated; reinstate it before approving.'
        using errcode = 'check_violation';
    end if;
    if exists (select 1 from public.dealer_members m
               where m.user_id = a.user_id and m.status = 'active' and not m._deleted) then
      raise exception 'The applicant already belongs to a dealer account.' using errcode = 'check_violation';
    end if;
    insert into public.dealer_accounts (
      application_id, owner_user_id, business_name, trade_name, gstin, address_line1,
      address_line2, city, state, pin_code, owner_name, mobile, email, shop_type, tier_id,
      credit_limit_in_paise, payment_terms, show_in_locator)
    values (
      a.id, a.user_id, a.business_name, a.trade_name, a.gstin, a.address_line1, a.address_line2,
      a.city, a.state, a.pin_code, a.owner_name, a.mobile, a.email, a.shop_type, tier, credit,
      terms, locator)
    returning * into dealer;
    insert into public.dealer_members (dealer_id, user_id, invited_contact, role, status, invited_by)
    values (dealer.id, a.user_id, null, 'owner', 'active', auth.uid());
    update public.dealer_applications d
       set status = 'approved', dealer_id = dealer.id, reviewed_by = auth.uid(), reviewed_at = now()
     where d.id = a.id
    returning * into a;
  end if;
  perform private.notify_dealer_decision(a);
  return jsonb_build_object('application_id', a.id, 'status', a.status, 'dealer_id', a.dealer_id);
end
$$;

comment on function public.review_dealer_application(uuid, text, jsonb) is
  'Staff (can_manage_dealers): approve, with {tier_id, credit_limit_in_paise, payment_terms (advance|net7|net15|net30), show_in_locator}: creates the dealer account, the applicant as its owner member and the locator row when shown; or reject, with {reason}. The applicant gets an email and an SMS. The same decision again answers the stored one. Answers {application_id, status, dealer_id}.';

-- Standing and terms -------------------------------------------------------------------------

create function private.dealer_terms_row(d public.dealer_accounts) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'dealer_id', d.id, 'status', d.status, 'suspend_reason', d.suspend_reason,
    'tier_id', d.tier_id, 'credit_limit_in_paise', d.credit_limit_in_paise,
    'payment_terms', d.payment_terms, 'show_in_locator', d.show_in_locator,
    'locator_id', d.locator_id)
$$;

create function public.set_dealer_status(p_dealer uuid, p_status text, p_reason text default null)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  d public.dealer_accounts;
  reason text;
begin
  perform private.require_dealer_staff('suspend or reinstate a dealer');
  if p_status is null or p_status not in ('active', 'suspended') then
    raise exception 'A dealer is active or suspended.' using errcode = 'check_violation';
  end if;
  if p_status = 'suspended' then
    reason := private.dealer_reason(p_reason,
      'Please give the reason for suspending the dealer; the dealer sees it.');
  end if;
  update public.dealer_accounts a
     set status = p_status, suspend_reason = reason
   where a.id = p_dealer and not a._deleted
  returning * into d;
  if not found then
    raise exception 'Dealer not found.' using errcode = 'PT404';
  end if;
  return private.dealer_terms_row(d);
end
$$;

comment on function public.set_dealer_status(uuid, text, text) is
  'Staff: suspends a dealer (a reason in words is required; the dealer''s members see it in my_dealer) or reinstates it (active); the locator row is hidden while suspended. Answers {dealer_id, status, suspend_reason, tier_id, credit_limit_in_paise, payment_terms, show_in_locator, locator_id}.';

create function public.update_dealer_terms(p_dealer uuid, p_args jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  d public.dealer_accounts;
  args jsonb := coalesce(p_args, '{}'::jsonb);
begin
  perform private.require_dealer_staff('change a dealer''s terms');
  if jsonb_typeof(args) <> 'object' or not (args ?| array['tier_id', 'credit_limit_in_paise', 'payment_terms', 'show_in_locator']) then
    raise exception 'Nothing to change: give a tier, a credit limit, payment terms or the locator choice.'
      using errcode = 'check_violation';
  end if;
  select * into d from public.dealer_accounts a where a.id = p_dealer and not a._deleted for update;
  if not found then
    raise exception 'Dealer not found.' using errcode = 'PT404';
  end if;
  update public.dealer_accounts a set
    tier_id = case when args ? 'tier_id' then private.dealer_tier_arg(args) else a.tier_id end,
    credit_limit_in_paise = case when args ? 'credit_limit_in_paise'
      then private.dealer_credit_arg(args) else a.credit_limit_in_paise end,
    payment_terms = case when args ? 'payment_terms' then private.dealer_terms_arg(args) else a.payment_terms end,
    show_in_locator = case when args ? 'show_in_locator'
      then private.dealer_locator_arg(args) else a.show_in_locator end
  where a.id = p_dealer
  returning * into d;
  return private.dealer_terms_row(d);
end
$$;

comment on function public.update_dealer_terms(uuid, jsonb) is
  'Staff: changes any of {tier_id, credit_limit_in_paise, payment_terms, show_in_locator}; answers as set_dealer_status does.';

-- Members ------------------------------------------------------------------------------------

-- An invitation's contact: a lower-case email or a +91 mobile (+91 and ten digits), else null.
create function private.member_contact(contact text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when private.is_valid_email(lower(btrim(coalesce(contact, ''))))
      then lower(btrim(contact))
    when private.is_indian_mobile(regexp_replace(coalesce(contact, ''), '[^0-9+]', '', 'g'))
      then '+91' || right(regexp_replace(contact, '[^0-9]', '', 'g'), 10)
  end
$$;

-- The verified account a contact names, or null.
create function private.user_with_contact(contact text) returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from public.users u
  where u.is_active and not u._deleted
    and ((contact like '%@%' and u.email_verified and lower(u.email) = contact)
      or (contact like '+91%' and u.phone_verified
          and regexp_replace(coalesce(u.phone, ''), '[^0-9]', '', 'g') in (right(contact, 10), '91' || right(contact, 10))))
  order by u.created_at
  limit 1
$$;

create function private.member_row(m public.dealer_members) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('member_id', m.id, 'dealer_id', m.dealer_id, 'user_id', m.user_id,
    'invited_contact', m.invited_contact, 'role', m.role, 'status', m.status)
$$;

create function public.invite_dealer_member(p_dealer uuid, p_contact text, p_role text) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  mine public.dealer_members := private.my_membership();
  staff boolean := public.can_manage_dealers();
  contact text := private.member_contact(p_contact);
  person uuid;
  m public.dealer_members;
begin
  if not staff and not (mine.dealer_id is not distinct from p_dealer and mine.role = 'owner') then
    raise exception 'Only the dealer''s owner or staff can invite members.'
      using errcode = 'insufficient_privilege';
  end if;
  if not exists (select 1 from public.dealer_accounts d where d.id = p_dealer and not d._deleted) then
    raise exception 'Dealer not found.' using errcode = 'PT404';
  end if;
  if p_role is null or p_role not in ('owner', 'buyer', 'viewer') or (p_role = 'owner' and not staff) then
    raise exception 'A member either orders for the shop (buyer) or only sees the dealer prices (viewer).'
      using errcode = 'check_violation';
  end if;
  if contact is null then
    raise exception 'Please enter the member''s email or Indian mobile number.' using errcode = 'check_violation';
  end if;
  person := private.user_with_contact(contact);
  if person is not null then
    select * into m from public.dealer_members x
    where x.user_id = person and x.status = 'active' and not x._deleted;
    if found then
      if m.dealer_id <> p_dealer then
        raise exception 'This person already belongs to another dealer.' using errcode = 'check_violation';
      end if;
      return private.member_row(m);
    end if;
    insert into public.dealer_members (dealer_id, user_id, invited_contact, role, status, invited_by)
    values (p_dealer, person, contact, p_role, 'active', auth.uid())
    returning * into m;
    return private.member_row(m);
  end if;
  select * into m from public.dealer_members x
  where x.dealer_id = p_dealer and x.invited_contact = contact and x.status = 'invited' and not x._deleted;
  if found then
    return private.member_row(m);
  end if;
  insert into public.dealer_members (dealer_id, user_id, invited_contact, role, status, invited_by)
  values (p_dealer, null, contact, p_role, 'invited', auth.uid())
  returning * into m;
  return private.member_row(m);
end
$$;

comment on function public.invite_dealer_member(uuid, text, text) is
  'The dealer''s owner (buyer or viewer) or staff (also owner): adds a member by email or Indian mobile; active at once when a verified account has that contact, else invited and bound when the person signs up and verifies it. The same invitation again answers the stored one. Answers {member_id, dealer_id, user_id, invited_contact, role, status}.';

-- After a user row is written: an invitation to the user's verified email or mobile becomes the
-- user's membership (the oldest, when several dealers invited the same person), unless the user
-- already belongs to a dealer.
create function private.bind_dealer_invitations() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  invite uuid;
begin
  if not new.is_active or new._deleted then
    return null;
  end if;
  if exists (select 1 from public.dealer_members m
             where m.user_id = new.id and m.status = 'active' and not m._deleted) then
    return null;
  end if;
  select m.id into invite from public.dealer_members m
  where m.status = 'invited' and not m._deleted
    and ((new.email_verified and m.invited_contact = lower(new.email))
      or (new.phone_verified and m.invited_contact like '+91%'
          and regexp_replace(coalesce(new.phone, ''), '[^0-9]', '', 'g')
              in (right(m.invited_contact, 10), '91' || right(m.invited_contact, 10))))
  order by m.created_at, m.id
  limit 1
  for update;
  if invite is not null then
    update public.dealer_members m set user_id = new.id, status = 'active' where m.id = invite;
  end if;
  return null;
end
$$;

create trigger trg_60_bind_dealer_invitations
  after insert or update of email, phone, email_verified, phone_verified, is_active on public.users
  for each row execute function private.bind_dealer_invitations();

-- The desk's lists -------------------------------------------------------------------------

create function public.admin_dealer_applications(p_status text default null) returns setof jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_dealer_staff('see dealer applications');
  if p_status is not null and p_status not in ('pending', 'approved', 'rejected') then
    raise exception 'An application is pending, approved or rejected.' using errcode = 'check_violation';
  end if;
  return query
  select jsonb_build_object(
    'id', a.id, 'user_id', a.user_id, 'applicant_email', u.email, 'applicant_name', u.full_name,
    'business_name', a.business_name, 'trade_name', a.trade_name, 'gstin', a.gstin,
    'address_line1', a.address_line1, 'address_line2', a.address_line2, 'city', a.city,
    'state', a.state, 'pin_code', a.pin_code, 'owner_name', a.owner_name, 'mobile', a.mobile,
    'email', a.email, 'shop_type', a.shop_type, 'photo_path', a.photo_path,
    'status', a.status, 'reject_reason', a.reject_reason, 'reviewed_by', a.reviewed_by,
    'reviewed_at', a.reviewed_at, 'dealer_id', a.dealer_id, 'created_at', a.created_at)
  from public.dealer_applications a
  left join public.users u on u.id = a.user_id
  where not a._deleted and (p_status is null or a.status = p_status)
  order by a.status <> 'pending', case when a.status = 'pending' then a.created_at end asc,
           a.reviewed_at desc nulls last, a.id
  limit 500;
end
$$;

comment on function public.admin_dealer_applications(text) is
  'Staff: dealer applications (p_status pending|approved|rejected, or null for all), pending first (oldest first), then the latest decisions; at most 500. Each row: {id, user_id, applicant_email, applicant_name, business_name, trade_name, gstin, address_line1, address_line2, city, state, pin_code, owner_name, mobile, email, shop_type, photo_path, status, reject_reason, reviewed_by, reviewed_at, dealer_id, created_at}.';

create function public.admin_dealers() returns setof jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_dealer_staff('see the dealers');
  return query
  select jsonb_build_object(
    'id', d.id, 'application_id', d.application_id, 'owner_user_id', d.owner_user_id,
    'business_name', d.business_name, 'trade_name', d.trade_name, 'gstin', d.gstin,
    'address_line1', d.address_line1, 'address_line2', d.address_line2, 'city', d.city,
    'state', d.state, 'pin_code', d.pin_code, 'owner_name', d.owner_name, 'mobile', d.mobile,
    'email', d.email, 'shop_type', d.shop_type, 'tier_id', d.tier_id, 'tier_name', t.name,
    'credit_limit_in_paise', d.credit_limit_in_paise, 'payment_terms', d.payment_terms,
    'status', d.status, 'suspend_reason', d.suspend_reason, 'show_in_locator', d.show_in_locator,
    'locator_id', d.locator_id, 'created_at', d.created_at, 'updated_at', d.updated_at,
    'members', coalesce((
      select jsonb_agg(jsonb_build_object(
        'member_id', m.id, 'user_id', m.user_id, 'invited_contact', m.invited_contact,
        'role', m.role, 'status', m.status, 'full_name', u.full_name, 'email', u.email)
        order by m.role <> 'owner', m.created_at)
      from public.dealer_members m left join public.users u on u.id = m.user_id
      where m.dealer_id = d.id and m.status <> 'removed' and not m._deleted), '[]'::jsonb))
  from public.dealer_accounts d
  join public.price_tiers t on t.id = d.tier_id
  where not d._deleted
  order by d.status <> 'active', d.business_name, d.id;
end
$$;

comment on function public.admin_dealers() is
  'Staff: every dealer, active first, by business name. Each row: {id, application_id, owner_user_id, business_name, trade_name, gstin, address_line1, address_line2, city, state, pin_code, owner_name, mobile, email, shop_type, tier_id, tier_name, credit_limit_in_paise, payment_terms, status, suspend_reason, show_in_locator, locator_id, created_at, updated_at, members: [{member_id, user_id, invited_contact, role, status, full_name, email}]}.';

-- Privileges ---------------------------------------------------------------------------------

revoke execute on function
  private.notify_dealer_decision(public.dealer_applications),
  private.follow_dealer_locator(),
  private.require_dealer_staff(text),
  private.dealer_tier_arg(jsonb),
  private.dealer_credit_arg(jsonb),
  private.dealer_terms_arg(jsonb),
  private.dealer_locator_arg(jsonb),
  private.dealer_reason(text, text),
  private.dealer_terms_row(public.dealer_accounts),
  private.member_contact(text),
  private.user_with_contact(text),
  private.member_row(public.dealer_members),
  private.bind_dealer_invitations()
  from public;
revoke execute on function
  public.review_dealer_application(uuid, text, jsonb),
  public.set_dealer_status(uuid, text, text),
  public.update_dealer_terms(uuid, jsonb),
  public.invite_dealer_member(uuid, text, text),
  public.admin_dealer_applications(text),
  public.admin_dealers()
  from public, anon;
grant execute on function
  public.review_dealer_application(uuid, text, jsonb),
  public.set_dealer_status(uuid, text, text),
  public.update_dealer_terms(uuid, jsonb),
  public.invite_dealer_member(uuid, text, text),
  public.admin_dealer_applications(text),
  public.admin_dealers()
  to authenticated, service_role;
