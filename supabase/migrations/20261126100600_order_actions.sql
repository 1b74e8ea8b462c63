-- What people do to an order (issue 25), in one place: private.apply_order_action applies a
-- staff action with every check; public.order_action calls it for staff online, and
-- public.staff_commands (an insert-only command table, as lead_status_changes) for staff on a
-- phone with no signal. public.cancel_my_order is the buyer's own cancellation.
-- Every refusal is raised with the reason in words and a code the app's outbox treats as
-- final (sync/engine/replication/errors.ts isPermanentRejection):
--   23514 check_violation       the lifecycle or a detail refuses it (the message says why)
--   23503 foreign_key_violation the order (or lead) does not exist
--   23505 unique_violation      the UTR is already recorded
--   22023 invalid_parameter_value an unknown action or a malformed argument
--   42501 insufficient_privilege not staff (or a deactivated account)

-- Moving an order along its life ------------------------------------------------------------

-- Moves a locked order to next_status with the details that step needs, stamps its time,
-- writes its event (which writes the buyer's notifications), and on cancelling returns its
-- stock. by_customer: the buyer's own cancellation (narrower rules, no staff actor).
--   shipped:   details.courier (required, at most 80 characters), details.tracking_number
--              (the AWB: required, 3-40 letters, digits, '-' or '/'), details.tracking_url
--              (optional, http(s), at most 500 characters)
--   cancelled: details.reason (required, at most 500 characters)
create function private.move_order(
  target public.orders, next_status text, details jsonb, actor uuid, by_customer boolean
) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  refusal text := private.order_transition_refusal(target.status, next_status, by_customer);
  given_courier text := nullif(btrim(details ->> 'courier'), '');
  given_awb text := nullif(
    regexp_replace(coalesce(details ->> 'tracking_number', ''), '[[:space:]]', '', 'g'), '');
  given_link text := nullif(btrim(details ->> 'tracking_url'), '');
  given_reason text := nullif(btrim(details ->> 'reason'), '');
  result public.orders;
begin
  if refusal is not null then
    raise exception '%', refusal using errcode = 'check_violation';
  end if;
  if next_status = 'shipped' then
    if given_courier is null then
      raise exception 'Please enter the courier''s name.' using errcode = 'check_violation';
    end if;
    if char_length(given_courier) > 80 then
      raise exception 'The courier''s name is too long (at most 80 characters).'
        using errcode = 'check_violation';
    end if;
    if given_awb is null then
      raise exception 'Please enter the tracking number (AWB).' using errcode = 'check_violation';
    end if;
    if given_awb !~ '^[A-Za-z0-9/-]{3,40}$' then
      raise exception 'The tracking number (AWB) must be 3 to 40 letters or digits.'
        using errcode = 'check_violation';
    end if;
    if given_link is not null
       and (char_length(given_link) > 500 or given_link !~ '^https?://[^[:space:]<>"]+$') then
      raise exception 'The tracking link must be a web address starting with http:// or https://.'
        using errcode = 'check_violation';
    end if;
  end if;
  if next_status = 'cancelled' then
    if given_reason is null then
      raise exception 'Please give a reason for cancelling.' using errcode = 'check_violation';
    end if;
    if char_length(given_reason) > 500 then
      raise exception 'The reason is too long (at most 500 characters).'
        using errcode = 'check_violation';
    end if;
  end if;

  perform private.open_order_write(target.id);
  update public.orders o
  set status = next_status,
      confirmed_at = case when next_status = 'confirmed' then now() else o.confirmed_at end,
      packed_at = case when next_status = 'packed' then now() else o.packed_at end,
      shipped_at = case when next_status = 'shipped' then now() else o.shipped_at end,
      delivered_at = case when next_status = 'delivered' then now() else o.delivered_at end,
      cancelled_at = case when next_status = 'cancelled' then now() else o.cancelled_at end,
      cancel_reason = case when next_status = 'cancelled' then given_reason else o.cancel_reason end,
      courier = case when next_status = 'shipped' then given_courier else o.courier end,
      tracking_number = case when next_status = 'shipped' then given_awb else o.tracking_number end,
      tracking_url = case when next_status = 'shipped' then given_link else o.tracking_url end
  where o.id = target.id
  returning o.* into result;
  perform private.close_order_write();

  -- Issue 26: the tax invoice's number is issued here when next_status = 'confirmed' (a
  -- counter row per financial year, locked in this transaction, so numbers are gap-free),
  -- and a credit note when an invoiced order is cancelled.

  if next_status = 'cancelled' then
    perform private.release_order_stock(result);
  end if;
  perform private.add_order_event(
    result.id, next_status, actor, case when by_customer then 'customer' else 'system' end,
    case next_status
      when 'shipped' then jsonb_build_object(
        'courier', given_courier, 'tracking_number', given_awb, 'tracking_url', given_link)
      when 'cancelled' then jsonb_build_object('reason', given_reason)
      else '{}'::jsonb
    end);
  select o.* into result from public.orders o where o.id = target.id;
  return result;
end
$$;

-- The first event of every order: placed, by the buyer or by the staff member who placed it
-- for a customer. It writes the buyer's "we have received your order" messages.
create function private.record_order_placed() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.add_order_event(
    new.id, 'placed', new.placed_by, 'customer',
    jsonb_build_object(
      'total_in_paise', new.total_in_paise, 'payment_method', new.payment_method,
      'placed_at', new.placed_at));
  return null;
end
$$;

create trigger trg_50_record_order_placed
  after insert on public.orders
  for each row execute function private.record_order_placed();

-- A whole number of paise from an action's arguments, or a refusal in words.
create function private.paise_arg(args jsonb, key text) returns bigint
language plpgsql immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(args -> key) is distinct from 'number'
     or (args ->> key)::numeric <> trunc((args ->> key)::numeric)
     or (args ->> key)::numeric <= 0
     or (args ->> key)::numeric > 100000000000 then
    raise exception 'The amount must be a whole number of paise above zero.'
      using errcode = 'invalid_parameter_value';
  end if;
  return (args ->> key)::bigint;
end
$$;

-- The one entry point for staff actions on an order. Callers have checked that `actor` is
-- active staff (or are the server itself, actor null).
--   action   args
--   confirm  {}
--   pack     {}
--   ship     {"courier", "tracking_number", "tracking_url"?}
--   deliver  {"cash_in_paise"?: cash collected on delivery, recorded as a cod_cash payment}
--   cancel   {"reason"}
--   payment  {"kind": "upi" | "cod_cash" | "refund", "amount_in_paise", "utr"?}
--   note     {"text", "internal"?: true by default (staff only); false shows it to the buyer}
-- Returns the order as it now is.
create function private.apply_order_action(
  target_order uuid, action text, args jsonb, actor uuid
) returns public.orders
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
  note_text text;
begin
  args := coalesce(args, '{}'::jsonb);
  if jsonb_typeof(args) <> 'object' then
    raise exception 'An order action''s arguments must be a JSON object.'
      using errcode = 'invalid_parameter_value';
  end if;
  select * into o from public.orders where id = target_order and not _deleted for update;
  if not found then
    raise exception 'This order does not exist.' using errcode = 'foreign_key_violation';
  end if;
  case action
    when 'confirm' then
      o := private.move_order(o, 'confirmed', args, actor, false);
    when 'pack' then
      o := private.move_order(o, 'packed', args, actor, false);
    when 'ship' then
      o := private.move_order(o, 'shipped', args, actor, false);
    when 'deliver' then
      o := private.move_order(o, 'delivered', args, actor, false);
      if args ? 'cash_in_paise' then
        insert into public.order_payments (order_id, kind, amount_in_paise, recorded_by)
        values (o.id, 'cod_cash', private.paise_arg(args, 'cash_in_paise'), actor);
      end if;
    when 'cancel' then
      o := private.move_order(o, 'cancelled', args, actor, false);
    when 'payment' then
      insert into public.order_payments (order_id, kind, amount_in_paise, utr, recorded_by)
      values (o.id, args ->> 'kind', private.paise_arg(args, 'amount_in_paise'), args ->> 'utr', actor);
    when 'note' then
      note_text := nullif(btrim(args ->> 'text'), '');
      if note_text is null then
        raise exception 'Please write the note.' using errcode = 'check_violation';
      end if;
      if char_length(note_text) > 2000 then
        raise exception 'The note is too long (at most 2,000 characters).'
          using errcode = 'check_violation';
      end if;
      if args ? 'internal' and jsonb_typeof(args -> 'internal') <> 'boolean' then
        raise exception 'internal must be true or false.' using errcode = 'invalid_parameter_value';
      end if;
      perform private.add_order_event(
        o.id, 'note', actor, 'system', jsonb_build_object('text', note_text),
        coalesce((args ->> 'internal')::boolean, true));
    else
      raise exception 'Unknown order action: %. Use confirm, pack, ship, deliver, cancel, payment or note.',
        coalesce(action, 'none') using errcode = 'invalid_parameter_value';
  end case;
  select * into o from public.orders where id = target_order;
  return o;
end
$$;

comment on function private.apply_order_action(uuid, text, jsonb, uuid) is
  'The one entry point for staff actions on an order (confirm, pack, ship, deliver, cancel, payment, note); used by public.order_action and public.staff_commands.';

-- Staff online ----------------------------------------------------------------------------

-- Security: security definer to apply the action; the caller must be active staff (checked
-- here, before anything is read), and is recorded as the actor.
create function public.order_action(order_id uuid, action text, args jsonb default '{}'::jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.is_api_request() and not public.is_admin() then
    raise exception 'Only MGRID staff can change orders.' using errcode = 'insufficient_privilege';
  end if;
  perform private.apply_order_action(order_action.order_id, order_action.action,
    order_action.args, auth.uid());
  return public.admin_order(order_action.order_id);
end
$$;

comment on function public.order_action(uuid, text, jsonb) is
  'Staff (admin, superadmin) act on an order: action confirm | pack | ship {courier, tracking_number, tracking_url?} | deliver {cash_in_paise?} | cancel {reason} | payment {kind: upi|cod_cash|refund, amount_in_paise, utr?} | note {text, internal? = true}. Answers the order as admin_order does; a refusal raises with the reason in words.';

-- The buyer ---------------------------------------------------------------------------------

-- The buyer cancels their own order while it is placed or confirmed: the signed-in owner, or
-- whoever holds the order's id (the capability get_order_receipt uses) for a guest's order.
-- Anyone else gets the same answer as for an order that does not exist.
-- Security: security definer to change the order; who may is decided here.
create function public.cancel_my_order(order_id uuid, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  o public.orders;
begin
  if auth.uid() is not null and not public.is_active_user() then
    raise exception 'Your account has been deactivated. Please contact support.'
      using errcode = 'insufficient_privilege';
  end if;
  select * into o from public.orders
  where id = cancel_my_order.order_id and not _deleted
  for update;
  if not found or (o.user_id is not null and o.user_id is distinct from auth.uid()) then
    raise exception 'This order does not exist.' using errcode = 'foreign_key_violation';
  end if;
  perform private.move_order(o, 'cancelled', jsonb_build_object('reason', cancel_my_order.reason),
    null, true);
  return public.get_order_receipt(o.id);
end
$$;

comment on function public.cancel_my_order(uuid, text) is
  'The buyer cancels their order (placed or confirmed) with a reason: the signed-in owner, or a guest holding the order id. Answers the updated receipt.';

-- staff_commands: staff actions from a phone with no signal ---------------------------------

-- One row per action, inserted with a client-made id when the phone is back online (RxDB's
-- push is a plain insert, retried after a lost answer). The insert applies the command with
-- the same checks as the online path; a refused command is not stored and its insert fails
-- with the reason in words (a final error for the app's outbox); an id already stored is
-- skipped, so each command is applied exactly once.
--   kind            target_id   args
--   order.confirm   order id    {}
--   order.pack      order id    {}
--   order.ship      order id    {"courier", "tracking_number", "tracking_url"?}
--   order.deliver   order id    {"cash_in_paise"?}
--   order.cancel    order id    {"reason"}
--   order.payment   order id    {"kind", "amount_in_paise", "utr"?}
--   order.note      order id    {"text", "internal"?}
--   lead.status     lead id     {"status", "assigned_to"?, "notes"?}
create table public.staff_commands (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in (
    'order.confirm', 'order.pack', 'order.ship', 'order.deliver', 'order.cancel',
    'order.payment', 'order.note', 'lead.status'
  )),
  -- Text, not a foreign key: commands may name other kinds of rows later.
  target_id text not null check (char_length(target_id) <= 64),
  args jsonb not null default '{}'::jsonb check (jsonb_typeof(args) = 'object'),
  created_by uuid references public.users (id) on delete set null default auth.uid(),
  created_at timestamptz not null default now(),
  applied_at timestamptz,
  _modified timestamptz not null default now(),
  _deleted boolean not null default false
);
create index staff_commands_modified_idx on public.staff_commands (_modified, id);
create index staff_commands_creator_idx on public.staff_commands (created_by, created_at);

comment on table public.staff_commands is
  'Staff actions queued offline (order.confirm|pack|ship|deliver|cancel|payment|note, lead.status), applied on insert with the online checks; a refused one is not stored (the insert fails with the reason); a repeated id is skipped.';

-- The uuid a command names, or "does not exist" in words.
create function private.command_target(target text, what text) returns uuid
language plpgsql immutable
set search_path = ''
as $$
begin
  return target::uuid;
exception when invalid_text_representation then
  raise exception 'This % does not exist.', what using errcode = 'foreign_key_violation';
end
$$;

-- Security: the actor must be active staff (checked here, before anything is applied: the
-- insert policy is checked only after this trigger); who and when come from the session.
create function private.apply_staff_command() returns trigger
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

create trigger trg_01_ignore_retried_insert
  before insert on public.staff_commands
  for each row execute function private.ignore_retried_insert();
create trigger trg_20_apply_staff_command
  before insert on public.staff_commands
  for each row execute function private.apply_staff_command();
create trigger zz_set_modified
  before insert or update on public.staff_commands
  for each row execute function private.set_modified();

alter table public.staff_commands enable row level security;

create policy "staff_commands: staff insert their own" on public.staff_commands
  for insert to authenticated
  with check ((select public.is_admin()) and created_by = (select auth.uid()));
create policy "staff_commands: staff read their own" on public.staff_commands
  for select to authenticated
  using ((select public.is_admin()) and created_by = (select auth.uid()));

-- Commands are history: inserted and read back, never updated or deleted through the API.
revoke all on public.staff_commands from anon, authenticated;
grant select, insert on public.staff_commands to authenticated;
grant all on public.staff_commands to service_role;

alter publication supabase_realtime add table public.staff_commands;

-- Grants ------------------------------------------------------------------------------------

revoke execute on function public.order_action(uuid, text, jsonb) from public, anon;
grant execute on function public.order_action(uuid, text, jsonb) to authenticated, service_role;
revoke execute on function public.cancel_my_order(uuid, text) from public;
grant execute on function public.cancel_my_order(uuid, text) to anon, authenticated, service_role;

revoke execute on all functions in schema private from public;
