-- A dealer's payment collected at the shop with no signal: field sales queue it on the phone as
-- a staff command (dealer.payment, the dealer's id as its target, the payment's fields as its
-- args: method, reference, cheque_date, amount_in_paise, received_on, note), and it is
-- recorded once when the phone is back online, with every check record_dealer_payment makes
-- (manage_dealers, the UTR's shape and uniqueness, cash under ₹2,00,000, the cheque's date),
-- or refused with the reason kept for the salesperson. The command's id is the payment's id,
-- so a resend is the same payment.

alter table public.staff_commands drop constraint staff_commands_kind_check;
alter table public.staff_commands
  add constraint staff_commands_kind_check check (kind in (
    'order.confirm', 'order.pack', 'order.ship', 'order.deliver', 'order.cancel',
    'order.payment', 'order.note', 'lead.status', 'lead.follow_up',
    'quote.save', 'quote.send', 'quote.decline', 'dealer.payment'
  ));

comment on table public.staff_commands is
  'Staff actions queued offline (order.confirm|pack|ship|deliver|cancel|payment|note, lead.status, lead.follow_up, quote.save|send|decline, dealer.payment), applied on insert with the online checks; a refused one is not stored (the insert fails with the reason); a repeated id is skipped.';

-- Applies a staff command (replaces 20261203100100's version: dealer.payment added).
-- Security: the actor must be active staff (checked here, before anything is applied: the
-- insert policy is checked only after this trigger); record_dealer_payment checks again that
-- they run dealers.
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
  elsif new.kind like 'lead.%' then
    lead_id := private.command_target(new.target_id, 'lead');
    if not exists (select 1 from public.leads l where l.id = lead_id and not l._deleted) then
      raise exception 'This lead does not exist.' using errcode = 'foreign_key_violation';
    end if;
    if new.kind = 'lead.status' then
      perform private.apply_lead_status(
        lead_id, new.args ->> 'status',
        case when nullif(new.args ->> 'assigned_to', '') is not null
          then private.command_target(new.args ->> 'assigned_to', 'staff member') end,
        new.args ->> 'notes');
    else
      perform private.apply_lead_follow_up(lead_id, private.command_day(new.args));
    end if;
  elsif new.kind = 'dealer.payment' then
    -- The command's id is the payment's: sent twice, it is recorded once.
    perform public.record_dealer_payment(
      new.args || jsonb_build_object(
        'id', new.id,
        'dealer_id', private.command_target(new.target_id, 'dealer')));
  end if;
  new.applied_at := clock_timestamp();
  return new;
end
$$;
