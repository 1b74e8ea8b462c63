-- The dealer as the invoice's buyer, and the e-way bill cleared on insert, moved off the
-- trg_21 slot (20261203210100 put two triggers there): the dealer's GSTIN and business name are
-- now filled in by the buyer's GST check itself (trg_22, replacing 20261126200100's
-- private.check_buyer_gst), and the e-way bill number is cleared by trg_24, after the COD
-- limits. Nothing else changes.

drop trigger trg_21_dealer_invoice_buyer on public.orders;
drop trigger trg_21_clear_eway_bill on public.orders;
drop function private.dealer_invoice_buyer();

create trigger trg_24_clear_eway_bill
  before insert on public.orders
  for each row execute function private.clear_eway_bill();

-- The buyer's GST details for the invoice: a dealer order's are the dealer's (its GSTIN and
-- business name, whatever the device sent; private.prepare_order, trg_20, marked the dealer);
-- otherwise the buyer's own, normalised and checked.
create or replace function private.check_buyer_gst() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  dealer public.dealer_accounts;
begin
  if new.dealer_id is not null then
    select d.* into dealer from public.dealer_accounts d where d.id = new.dealer_id;
    if found then
      new.buyer_gstin := dealer.gstin;
      new.buyer_legal_name := left(dealer.business_name, 200);
    end if;
  end if;
  new.buyer_gstin := nullif(public.normalise_gstin(new.buyer_gstin), '');
  new.buyer_legal_name := nullif(btrim(regexp_replace(new.buyer_legal_name, '[[:space:]]+', ' ', 'g')), '');
  if new.buyer_gstin is not null and public.gstin_problem(new.buyer_gstin) is not null then
    raise exception '%', public.gstin_problem(new.buyer_gstin) using errcode = 'check_violation';
  end if;
  if new.buyer_gstin is not null and new.buyer_legal_name is null then
    raise exception 'Please enter the registered business name for the GST invoice'
      using errcode = 'check_violation';
  end if;
  if new.buyer_legal_name is not null and new.buyer_gstin is null then
    raise exception 'Please enter the GSTIN for the GST invoice' using errcode = 'check_violation';
  end if;
  if char_length(new.buyer_legal_name) > 200 then
    raise exception 'The registered business name is too long (at most 200 characters)'
      using errcode = 'check_violation';
  end if;
  return new;
end
$$;

revoke execute on all functions in schema private from public;
