-- Dealer accounts (issue 44, first slice): a shop applies (submit_dealer_application, sent
-- once from the device), staff review it (20261203150200), and an approved shop becomes a
-- dealer account with members and a price tier. Prices per tier live in tier_prices, never in
-- public.products: a shopper's device, its bundled catalogue and its caches only ever hold
-- products rows, and row-level security keeps every table here to the dealer's own members and
-- staff. Staff here means public.can_manage_dealers(): an active admin or superadmin, or an
-- account granted manage_dealers.
--
-- Every table is replicated-shaped (_modified, _deleted, the (_modified, id) index, the
-- set_modified trigger, the supabase_realtime publication): the local realtime server reads
-- each changed row back under the subscriber's role, so these policies decide who hears of a
-- change as they decide who reads it.

-- Who runs the channel --------------------------------------------------------------------

create function public.can_manage_dealers() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.is_admin()
      or (public.has_permission('manage_dealers') and public.session_assurance_ok())
$$;

comment on function public.can_manage_dealers() is
  'Staff of the dealer channel: an active admin or superadmin (two-step sign-in when they have it), or an active account holding an unexpired manage_dealers permission.';

-- Price tiers -----------------------------------------------------------------------------

create table public.price_tiers (
  id text primary key check (id ~ '^[a-z][a-z0-9_-]{0,31}$'),
  name text not null check (btrim(name) <> '' and char_length(name) <= 60),
  name_hi text check (name_hi is null or (btrim(name_hi) <> '' and char_length(name_hi) <= 60)),
  discount_percent numeric(5, 2) not null check (discount_percent between 0 and 100),
  sort integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);

comment on table public.price_tiers is
  'Dealer price tiers; discount_percent is the tier''s default off the list price. Read by staff and by the members of a dealer on that tier only.';

insert into public.price_tiers (id, name, name_hi, discount_percent, sort) values
  ('dealer', 'Dealer', 'डीलर', 15, 1),
  ('gold', 'Gold dealer', 'गोल्ड डीलर', 20, 2),
  ('distributor', 'Distributor', 'वितरक', 25, 3);

create table public.tier_prices (
  tier_id text not null references public.price_tiers (id) on delete cascade,
  product_id text not null references public.products (id) on delete cascade,
  discount_percent numeric(5, 2) check (discount_percent between 0 and 100),
  price_in_paise bigint check (price_in_paise > 0),
  pack_size integer not null default 1 check (pack_size between 1 and 1000),
  min_quantity integer not null default 1 check (min_quantity between 1 and 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  primary key (tier_id, product_id),
  constraint tier_prices_one_price check (discount_percent is null or price_in_paise is null)
);

comment on table public.tier_prices is
  'A tier''s price for one product: an explicit price_in_paise or a discount_percent off the list price (neither: the tier''s default), with the pack size dealers order in and the dealer minimum quantity. Never copied into products.';

-- Applications ----------------------------------------------------------------------------

create table public.dealer_applications (
  id uuid primary key,
  user_id uuid not null references public.users (id) on delete cascade,
  business_name text not null check (btrim(business_name) <> '' and char_length(business_name) <= 200),
  trade_name text check (trade_name is null or (btrim(trade_name) <> '' and char_length(trade_name) <= 200)),
  gstin text not null check (public.gstin_problem(gstin) is null and gstin = public.normalise_gstin(gstin)),
  address_line1 text not null check (btrim(address_line1) <> '' and char_length(address_line1) <= 200),
  address_line2 text check (address_line2 is null or char_length(address_line2) <= 200),
  city text not null check (btrim(city) <> '' and char_length(city) <= 100),
  state text not null check (coalesce(public.indian_state_name(state) = state, false)),
  pin_code text not null check (pin_code ~ '^[1-9][0-9]{5}$'),
  owner_name text not null check (btrim(owner_name) <> '' and char_length(owner_name) <= 120),
  mobile text not null check (mobile ~ '^\+91[6-9][0-9]{9}$'),
  email text not null check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and char_length(email) <= 254),
  shop_type text not null check (shop_type in ('retail_counter', 'distributor', 'service_centre')),
  photo_path text check (photo_path is null or photo_path ~ '^[A-Za-z0-9][A-Za-z0-9/_.-]{0,299}$'),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reject_reason text check (reject_reason is null or (btrim(reject_reason) <> '' and char_length(reject_reason) <= 500)),
  reviewed_by uuid references public.users (id) on delete set null,
  reviewed_at timestamptz,
  dealer_id uuid,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint dealer_applications_rejected_has_reason check ((status = 'rejected') = (reject_reason is not null)),
  constraint dealer_applications_approved_has_dealer check ((status = 'approved') = (dealer_id is not null))
);

-- One application waiting for review per person.
create unique index dealer_applications_one_pending on public.dealer_applications (user_id)
  where status = 'pending' and not _deleted;
create index dealer_applications_status_idx on public.dealer_applications (status, created_at);

comment on table public.dealer_applications is
  'A shop''s request to become a dealer, sent once from the device (submit_dealer_application, id chosen by the device) and decided by staff (review_dealer_application). The applicant reads their own; staff read all; nobody writes it directly.';

-- Dealer accounts and their members ----------------------------------------------------------

create table public.dealer_accounts (
  id uuid primary key default gen_random_uuid(),
  application_id uuid unique references public.dealer_applications (id) on delete set null,
  owner_user_id uuid references public.users (id) on delete set null,
  business_name text not null check (btrim(business_name) <> '' and char_length(business_name) <= 200),
  trade_name text check (trade_name is null or (btrim(trade_name) <> '' and char_length(trade_name) <= 200)),
  gstin text not null check (public.gstin_problem(gstin) is null and gstin = public.normalise_gstin(gstin)),
  address_line1 text not null check (btrim(address_line1) <> '' and char_length(address_line1) <= 200),
  address_line2 text check (address_line2 is null or char_length(address_line2) <= 200),
  city text not null check (btrim(city) <> '' and char_length(city) <= 100),
  state text not null check (coalesce(public.indian_state_name(state) = state, false)),
  pin_code text not null check (pin_code ~ '^[1-9][0-9]{5}$'),
  owner_name text not null check (btrim(owner_name) <> '' and char_length(owner_name) <= 120),
  mobile text not null check (mobile ~ '^\+91[6-9][0-9]{9}$'),
  email text not null check (email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$' and char_length(email) <= 254),
  shop_type text not null check (shop_type in ('retail_counter', 'distributor', 'service_centre')),
  tier_id text not null references public.price_tiers (id),
  credit_limit_in_paise bigint not null default 0 check (credit_limit_in_paise between 0 and 100000000000),
  payment_terms text not null default 'advance' check (payment_terms in ('advance', 'net7', 'net15', 'net30')),
  status text not null default 'active' check (status in ('active', 'suspended')),
  suspend_reason text check (suspend_reason is null or (btrim(suspend_reason) <> '' and char_length(suspend_reason) <= 500)),
  show_in_locator boolean not null default false,
  locator_id text references public.dealers (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint dealer_accounts_suspended_has_reason check ((status = 'suspended') = (suspend_reason is not null))
);

comment on table public.dealer_accounts is
  'An approved dealer: the application''s business, address and contact, its price tier, credit limit and payment terms, its standing, and the public locator row (dealers) it keeps in step. Read by its members and staff only; written by the dealer RPCs.';

alter table public.dealer_applications
  add constraint dealer_applications_dealer_id_fkey
  foreign key (dealer_id) references public.dealer_accounts (id) on delete set null;

create table public.dealer_members (
  id uuid primary key default gen_random_uuid(),
  dealer_id uuid not null references public.dealer_accounts (id) on delete cascade,
  user_id uuid references public.users (id) on delete cascade,
  invited_contact text check (invited_contact is null
    or invited_contact ~ '^\+91[6-9][0-9]{9}$'
    or (invited_contact ~ '^[^[:space:]@A-Z]+@[^[:space:]@A-Z]+\.[^[:space:]@A-Z]+$' and char_length(invited_contact) <= 254)),
  role text not null check (role in ('owner', 'buyer', 'viewer')),
  status text not null check (status in ('invited', 'active', 'removed')),
  invited_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  _modified timestamptz not null default now(),
  _deleted boolean not null default false,
  constraint dealer_members_who check (
    (status = 'invited' and user_id is null and invited_contact is not null)
    or (status = 'active' and user_id is not null)
    or status = 'removed')
);

-- A person belongs to one dealer at a time; a contact is invited to a dealer once.
create unique index dealer_members_one_dealer on public.dealer_members (user_id)
  where status = 'active' and not _deleted;
create unique index dealer_members_invited_once on public.dealer_members (dealer_id, invited_contact)
  where status = 'invited' and not _deleted;
create index dealer_members_dealer_idx on public.dealer_members (dealer_id);

comment on table public.dealer_members is
  'Who acts for a dealer: owner (invites staff), buyer (orders) or viewer (browses dealer prices). invited: waiting for the person with that email or +91 mobile to sign up. Read by members of the same dealer and staff.';

-- The caller's dealer ------------------------------------------------------------------------

-- The caller's active membership (of an active or suspended dealer), or null.
create function private.my_membership() returns public.dealer_members
language sql
stable
security definer
set search_path = ''
as $$
  select m.*
  from public.dealer_members m
  join public.dealer_accounts d on d.id = m.dealer_id and not d._deleted
  where m.user_id = auth.uid() and m.status = 'active' and not m._deleted
    and public.is_active_user()
  limit 1
$$;

-- Policies: is the caller an active member of this dealer; the caller's dealer's tier.
create function public.is_dealer_member(dealer uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((private.my_membership()).dealer_id = dealer, false)
$$;

create function public.my_dealer_tier() returns text
language sql
stable
security definer
set search_path = ''
as $$
  select d.tier_id
  from public.dealer_accounts d
  where d.id = (private.my_membership()).dealer_id
$$;

comment on function public.is_dealer_member(uuid) is
  'True when the caller is an active member of that dealer (row-level security of the dealer tables).';
comment on function public.my_dealer_tier() is
  'The price tier of the caller''s dealer, or null (row-level security of tier_prices and price_tiers).';

create function public.my_dealer() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'dealer_id', d.id,
    'business_name', d.business_name,
    'gstin', d.gstin,
    'role', m.role,
    'status', d.status,
    'suspend_reason', d.suspend_reason,
    'tier_id', d.tier_id,
    'tier_name', t.name,
    'tier_name_hi', t.name_hi,
    'credit_limit_in_paise', d.credit_limit_in_paise,
    'payment_terms', d.payment_terms)
  from (select (private.my_membership()).*) as m
  join public.dealer_accounts d on d.id = m.dealer_id
  join public.price_tiers t on t.id = d.tier_id
  where m.id is not null
$$;

comment on function public.my_dealer() is
  'The caller''s dealer, or null unless the caller is an active member of an active or suspended dealer: {dealer_id, business_name, gstin, role, status, suspend_reason, tier_id, tier_name, tier_name_hi, credit_limit_in_paise, payment_terms}.';

-- Applying -----------------------------------------------------------------------------------

-- A text field of an application: trimmed, inner runs of white space made one space, '' null.
create function private.application_text(application jsonb, name text) returns text
language sql
immutable
set search_path = ''
as $$
  select nullif(btrim(regexp_replace(coalesce(application ->> name, ''), '[[:space:]]+', ' ', 'g')), '')
$$;

create function public.submit_dealer_application(p_application jsonb) returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  a jsonb := p_application;
  app_id uuid;
  stored public.dealer_applications;
  business_name text := private.application_text(p_application, 'business_name');
  trade_name text := private.application_text(p_application, 'trade_name');
  gstin text := public.normalise_gstin(coalesce(p_application ->> 'gstin', ''));
  gstin_problem text;
  address_line1 text := private.application_text(p_application, 'address_line1');
  address_line2 text := private.application_text(p_application, 'address_line2');
  city text := private.application_text(p_application, 'city');
  state text := public.indian_state_name(p_application ->> 'state');
  pin_code text := regexp_replace(coalesce(p_application ->> 'pin_code', ''), '[[:space:]]', '', 'g');
  owner_name text := private.application_text(p_application, 'owner_name');
  mobile_digits text := regexp_replace(coalesce(p_application ->> 'mobile', ''), '[^0-9+]', '', 'g');
  email text := lower(btrim(coalesce(p_application ->> 'email', '')));
  shop_type text := p_application ->> 'shop_type';
  photo_path text := nullif(btrim(coalesce(p_application ->> 'photo_path', '')), '');
begin
  -- Security: a signed-in, active account applies for itself; the row's owner is auth.uid().
  if auth.uid() is null then
    raise exception 'Please sign in to apply as a dealer.' using errcode = 'insufficient_privilege';
  end if;
  if not public.is_active_user() then
    raise exception 'Your account has been deactivated. Please contact support.'
      using errcode = 'insufficient_privilege';
  end if;
  if a is null or jsonb_typeof(a) <> 'object' then
    raise exception 'The application is empty.' using errcode = 'check_violation';
  end if;
  if jsonb_typeof(a -> 'id') is distinct from 'string'
     or (a ->> 'id') !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    raise exception 'The application needs an id made on the device.' using errcode = 'check_violation';
  end if;
  app_id := (a ->> 'id')::uuid;

  -- Sent again (a retry after a lost answer): the stored row answers, nothing changes.
  select * into stored from public.dealer_applications d where d.id = app_id;
  if found then
    if stored.user_id is distinct from auth.uid() then
      raise exception 'This application id is already taken.' using errcode = 'unique_violation';
    end if;
    return jsonb_build_object('id', stored.id, 'status', stored.status, 'created_at', stored.created_at);
  end if;

  if business_name is null then
    raise exception 'Please enter the business name.' using errcode = 'check_violation';
  end if;
  if char_length(business_name) > 200 or char_length(coalesce(trade_name, '')) > 200 then
    raise exception 'The business and trade names can be at most 200 characters.' using errcode = 'check_violation';
  end if;
  gstin_problem := public.gstin_problem(gstin);
  if gstin_problem is not null then
    raise exception '%.', gstin_problem using errcode = 'check_violation';
  end if;
  if address_line1 is null then
    raise exception 'Please enter the shop''s address.' using errcode = 'check_violation';
  end if;
  if char_length(address_line1) > 200 or char_length(coalesce(address_line2, '')) > 200 then
    raise exception 'Each address line can be at most 200 characters.' using errcode = 'check_violation';
  end if;
  if city is null or char_length(city) > 100 then
    raise exception 'Please enter the city.' using errcode = 'check_violation';
  end if;
  if state is null then
    raise exception 'Please choose a valid Indian state or union territory.' using errcode = 'check_violation';
  end if;
  if pin_code !~ '^[1-9][0-9]{5}$' then
    raise exception 'Please enter a valid 6-digit PIN code.' using errcode = 'check_violation';
  end if;
  if owner_name is null or char_length(owner_name) > 120 then
    raise exception 'Please enter the owner''s name.' using errcode = 'check_violation';
  end if;
  if not private.is_indian_mobile(mobile_digits) then
    raise exception 'Please enter a valid Indian mobile number.' using errcode = 'check_violation';
  end if;
  if not private.is_valid_email(email) or char_length(email) > 254 then
    raise exception 'Please enter a valid email address.' using errcode = 'check_violation';
  end if;
  if shop_type is null or shop_type not in ('retail_counter', 'distributor', 'service_centre') then
    raise exception 'Please choose the shop type: retail counter, distributor or service centre.'
      using errcode = 'check_violation';
  end if;
  if photo_path is not null and photo_path !~ '^[A-Za-z0-9][A-Za-z0-9/_.-]{0,299}$' then
    raise exception 'The shop photo could not be attached; please choose it again.' using errcode = 'check_violation';
  end if;

  if (private.my_membership()).id is not null then
    raise exception 'You are already a member of a dealer account.' using errcode = 'check_violation';
  end if;
  if exists (select 1 from public.dealer_applications d
             where d.user_id = auth.uid() and d.status = 'pending' and not d._deleted) then
    raise exception 'You already have a dealer application waiting for review.'
      using errcode = 'unique_violation';
  end if;

  begin
    insert into public.dealer_applications (
      id, user_id, business_name, trade_name, gstin, address_line1, address_line2, city, state,
      pin_code, owner_name, mobile, email, shop_type, photo_path)
    values (
      app_id, auth.uid(), business_name, trade_name, gstin, address_line1, address_line2, city,
      state, pin_code, owner_name, '+91' || right(mobile_digits, 10), email, shop_type, photo_path)
    returning * into stored;
  exception when unique_violation then
    -- Two sends at once: the same id is the row the other one stored; another id is a second
    -- pending application.
    select * into stored from public.dealer_applications d where d.id = app_id;
    if found and stored.user_id = auth.uid() then
      return jsonb_build_object('id', stored.id, 'status', stored.status, 'created_at', stored.created_at);
    end if;
    raise exception 'You already have a dealer application waiting for review.'
      using errcode = 'unique_violation';
  end;
  return jsonb_build_object('id', stored.id, 'status', stored.status, 'created_at', stored.created_at);
end
$$;

comment on function public.submit_dealer_application(jsonb) is
  'A signed-in user applies to become a dealer: {id (uuid, made on the device), business_name, trade_name?, gstin, address_line1, address_line2?, city, state, pin_code, owner_name, mobile, email, shop_type (retail_counter|distributor|service_centre), photo_path?}. The same id sent again returns the stored row unchanged. Answers {id, status, created_at}; refuses in words.';

-- Sync shape, row-level security and privileges ------------------------------------------------

create trigger trg_80_touch_updated_at before insert or update on public.price_tiers
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified before insert or update on public.price_tiers
  for each row execute function private.set_modified();
create trigger trg_80_touch_updated_at before insert or update on public.tier_prices
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified before insert or update on public.tier_prices
  for each row execute function private.set_modified();
create trigger trg_80_touch_updated_at before insert or update on public.dealer_applications
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified before insert or update on public.dealer_applications
  for each row execute function private.set_modified();
create trigger trg_80_touch_updated_at before insert or update on public.dealer_accounts
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified before insert or update on public.dealer_accounts
  for each row execute function private.set_modified();
create trigger trg_80_touch_updated_at before insert or update on public.dealer_members
  for each row execute function private.touch_updated_at();
create trigger zz_set_modified before insert or update on public.dealer_members
  for each row execute function private.set_modified();

create index price_tiers_modified_idx on public.price_tiers (_modified, id);
create index tier_prices_modified_idx on public.tier_prices (_modified, tier_id, product_id);
create index dealer_applications_modified_idx on public.dealer_applications (_modified, id);
create index dealer_accounts_modified_idx on public.dealer_accounts (_modified, id);
create index dealer_members_modified_idx on public.dealer_members (_modified, id);

alter table public.price_tiers enable row level security;
alter table public.tier_prices enable row level security;
alter table public.dealer_applications enable row level security;
alter table public.dealer_accounts enable row level security;
alter table public.dealer_members enable row level security;

create policy "price_tiers: staff and the tier's dealers read" on public.price_tiers
  for select to authenticated
  using ((select public.can_manage_dealers()) or id = (select public.my_dealer_tier()));
create policy "tier_prices: staff and the tier's dealers read" on public.tier_prices
  for select to authenticated
  using ((select public.can_manage_dealers()) or tier_id = (select public.my_dealer_tier()));
create policy "dealer_applications: the applicant and staff read" on public.dealer_applications
  for select to authenticated
  using (user_id = (select auth.uid()) or (select public.can_manage_dealers()));
create policy "dealer_accounts: members and staff read" on public.dealer_accounts
  for select to authenticated
  using ((select public.can_manage_dealers()) or public.is_dealer_member(id));
create policy "dealer_members: the dealer's members and staff read" on public.dealer_members
  for select to authenticated
  using ((select public.can_manage_dealers()) or public.is_dealer_member(dealer_id));

-- Reads only: every write goes through the RPCs.
revoke all on public.price_tiers, public.tier_prices, public.dealer_applications,
  public.dealer_accounts, public.dealer_members from anon, authenticated;
grant select on public.price_tiers, public.tier_prices, public.dealer_applications,
  public.dealer_accounts, public.dealer_members to authenticated;
grant all on public.price_tiers, public.tier_prices, public.dealer_applications,
  public.dealer_accounts, public.dealer_members to service_role;

alter publication supabase_realtime add table public.price_tiers, public.tier_prices,
  public.dealer_applications, public.dealer_accounts, public.dealer_members;

revoke execute on function private.my_membership() from public;
revoke execute on function private.application_text(jsonb, text) from public;
revoke execute on function public.can_manage_dealers() from public;
revoke execute on function public.is_dealer_member(uuid) from public;
revoke execute on function public.my_dealer_tier() from public;
revoke execute on function public.my_dealer() from public;
revoke execute on function public.submit_dealer_application(jsonb) from public;
grant execute on function public.can_manage_dealers(), public.my_dealer()
  to anon, authenticated, service_role;
grant execute on function public.is_dealer_member(uuid), public.my_dealer_tier()
  to authenticated, service_role;
grant execute on function public.submit_dealer_application(jsonb) to authenticated, service_role;
