-- GST rules for tax invoices (issue 26), the database's side of src/lib/gstin.ts,
-- src/lib/amount-in-words.ts, gstSplit (src/lib/money.ts) and src/lib/financial-year.ts; the
-- case tables both run are tests/fixtures/rules/{gstin,amount-in-words,tax-split,
-- financial-year}.json. Also: the buyer's GSTIN and registered business name on orders, and
-- the seller's registered legal name and address in site settings, with the real GSTIN check
-- in place of the pattern that let a wrong check digit through.

-- GSTIN ---------------------------------------------------------------------------------------

-- How a GSTIN is stored: spaces removed, upper-cased.
create function public.normalise_gstin(gstin text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select upper(regexp_replace(gstin, '[[:space:]]+', '', 'g'))
$$;

-- The state or union territory of a GST state code (the first two digits of a GSTIN), or
-- 'Other Territory' for 97; null for any other code. The codes are public.gst_state_code's
-- (20261123600100): today's 36, so the retired 25 (Daman and Diu, merged into 26) and 28
-- (Andhra Pradesh before 37) are not states any more, nor is 99 (the Centre's jurisdiction).
create function public.gst_state_of_code(code text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select case when code = '97' then 'Other Territory' else (
    select s.name
    from unnest(array[
      'Andhra Pradesh', 'Arunachal Pradesh', 'Assam', 'Bihar', 'Chhattisgarh', 'Goa', 'Gujarat',
      'Haryana', 'Himachal Pradesh', 'Jharkhand', 'Karnataka', 'Kerala', 'Madhya Pradesh',
      'Maharashtra', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Odisha', 'Punjab',
      'Rajasthan', 'Sikkim', 'Tamil Nadu', 'Telangana', 'Tripura', 'Uttar Pradesh',
      'Uttarakhand', 'West Bengal',
      'Andaman and Nicobar Islands', 'Chandigarh', 'Dadra and Nagar Haveli and Daman and Diu',
      'Delhi', 'Jammu and Kashmir', 'Ladakh', 'Lakshadweep', 'Puducherry'
    ]) as s(name)
    where public.gst_state_code(s.name) = code
  ) end
$$;

-- GSTN's check character for a GSTIN's first 14 characters (0-9, A-Z): each character's
-- value (its position in 0-9A-Z) times 1 or 2 alternately, the product's base-36 digits
-- added up, and the check is what brings the sum to a multiple of 36. In public because the
-- check constraints call it as the inserting role.
create function public.gstin_check_character(first14 text) returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  alphabet constant text := '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  total integer := 0;
  product integer;
begin
  for i in 1..14 loop
    product := (strpos(alphabet, substr(first14, i, 1)) - 1) * case when i % 2 = 1 then 1 else 2 end;
    total := total + product / 36 + product % 36;
  end loop;
  return substr(alphabet, (36 - total % 36) % 36 + 1, 1);
end
$$;

-- What is wrong with a GSTIN as typed (it is normalised first), in words; null when it is a
-- valid GSTIN. The same messages as src/lib/gstin.ts, in the same order of checks.
create function public.gstin_problem(gstin text) returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  g text := public.normalise_gstin(coalesce(gstin, ''));
  expected text;
begin
  if g = '' then
    return 'Please enter the GSTIN';
  end if;
  if char_length(g) <> 15 then
    return format('GSTIN must be 15 characters, not %s', char_length(g));
  end if;
  if g !~ '^[0-9A-Z]+$' then
    return 'GSTIN can have only letters and digits';
  end if;
  if left(g, 2) !~ '^[0-9]{2}$' then
    return 'GSTIN must start with a 2-digit state code';
  end if;
  if public.gst_state_of_code(left(g, 2)) is null then
    return format('GSTIN state code %s is not an Indian state or union territory', left(g, 2));
  end if;
  if substr(g, 3, 10) !~ '^[A-Z]{5}[0-9]{4}[A-Z]$' then
    return 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter';
  end if;
  if substr(g, 13, 1) = '0' then
    return 'GSTIN character 13 must be 1 to 9 or a letter, not 0';
  end if;
  if substr(g, 14, 1) <> 'Z' then
    return 'GSTIN character 14 must be Z';
  end if;
  expected := public.gstin_check_character(left(g, 14));
  if right(g, 1) <> expected then
    return format('GSTIN check digit is wrong: the last character should be %s', expected);
  end if;
  return null;
end
$$;

comment on function public.gstin_problem(text) is
  'Why a GSTIN (normalised: spaces removed, upper-cased) is not valid, in words, or null: 15 characters, state code of a state/UT (or 97), PAN, entity 1-9/A-Z, Z, GSTN mod-36 check character.';

-- Amount in words ----------------------------------------------------------------------------

-- 1-999 in words: "Nine Hundred Ninety-Nine".
create function private.words_below_thousand(n integer) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select concat_ws(' ',
    case when n / 100 > 0 then o[n / 100 + 1] || ' Hundred' end,
    case
      when n % 100 = 0 then null
      when n % 100 < 20 then o[n % 100 + 1]
      when n % 10 = 0 then t[n % 100 / 10 + 1]
      else t[n % 100 / 10 + 1] || '-' || o[n % 10 + 1]
    end)
  from (select
    array['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten',
          'Eleven', 'Twelve', 'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen',
          'Eighteen', 'Nineteen'] as o,
    array['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty',
          'Ninety'] as t) as words
$$;

-- A whole number above zero in words, Indian style (crore, lakh, thousand, hundred); crores
-- above 99 are said in words themselves ("One Thousand Two Hundred Crore").
create function private.words_indian(n bigint) returns text
language plpgsql immutable parallel safe
set search_path = ''
as $$
declare
  rest integer := (n % 10000000)::integer;
begin
  return nullif(concat_ws(' ',
    case when n / 10000000 > 0 then private.words_indian(n / 10000000) || ' Crore' end,
    case when rest / 100000 > 0 then private.words_below_thousand(rest / 100000) || ' Lakh' end,
    case when rest % 100000 / 1000 > 0
      then private.words_below_thousand(rest % 100000 / 1000) || ' Thousand' end,
    case when rest % 1000 > 0 then private.words_below_thousand(rest % 1000) end), '');
end
$$;

-- Paise in words as an Indian tax invoice writes its total (the same rule as
-- src/lib/amount-in-words.ts): "Rupees Twelve Thousand Nine Hundred Ninety-Nine Only",
-- "Rupees One Hundred and Fifty Paise Only", "Rupees Zero Only".
-- Security: security definer only to call its private word helpers; it reads no table.
create function public.amount_in_words(paise bigint) returns text
language plpgsql immutable parallel safe
security definer
set search_path = ''
as $$
begin
  if paise is null or paise < 0 then
    raise exception 'Not an amount in paise: %', coalesce(paise::text, 'none')
      using errcode = 'invalid_parameter_value';
  end if;
  return 'Rupees ' || coalesce(private.words_indian(paise / 100), 'Zero')
    || case
         when paise % 100 = 0 then ''
         when paise % 100 = 1 then ' and One Paisa'
         else ' and ' || private.words_below_thousand((paise % 100)::integer) || ' Paise'
       end
    || ' Only';
end
$$;

comment on function public.amount_in_words(bigint) is
  'Paise in words for an invoice, Indian style: "Rupees Twelve Thousand Nine Hundred Ninety-Nine Only", "Rupees One Hundred and Fifty Paise Only".';

-- Tax split --------------------------------------------------------------------------------

-- GST (paise) split by the seller's and the delivery state (the same rule as gstSplit in
-- src/lib/money.ts): the same state (ignoring case and spacing) is CGST + SGST, CGST taking
-- the smaller half of an odd paisa; another state, or a missing one, is IGST.
-- Answers {kind: cgst_sgst | igst, cgst, sgst, igst}.
create function private.gst_split(gst bigint, seller_state text, delivery_state text)
returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select case
    when s <> '' and s = d then jsonb_build_object(
      'kind', 'cgst_sgst', 'cgst', gst / 2, 'sgst', gst - gst / 2, 'igst', 0)
    else jsonb_build_object('kind', 'igst', 'cgst', 0, 'sgst', 0, 'igst', gst)
  end
  from (select
    lower(btrim(regexp_replace(coalesce(seller_state, ''), '[[:space:]]+', ' ', 'g'))) as s,
    lower(btrim(regexp_replace(coalesce(delivery_state, ''), '[[:space:]]+', ' ', 'g'))) as d
  ) as states
$$;

-- Financial year ---------------------------------------------------------------------------

-- India's financial year of an instant (1 April to 31 March, India time), as invoice numbers
-- write it: '26-27'. Takes the time, so tests can ask about any day.
create function public.financial_year(at timestamptz) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select to_char(y % 100, 'FM00') || '-' || to_char((y + 1) % 100, 'FM00')
  from (select
    extract(year from (at at time zone 'Asia/Kolkata'))::integer
      - case when extract(month from (at at time zone 'Asia/Kolkata')) < 4 then 1 else 0 end as y
  ) as start
$$;

comment on function public.financial_year(timestamptz) is
  'India''s financial year (April-March, India time) of an instant: ''26-27''.';

-- The seller: registered legal name and address; the real GSTIN check --------------------------

alter table public.site_settings
  -- The name and address the seller is registered under for GST, printed on tax invoices
  -- (not the UPI payee name, which is what UPI apps show).
  add column legal_name text
    constraint site_settings_legal_name_rule
      check (btrim(legal_name) <> '' and char_length(legal_name) <= 200),
  add column registered_address text
    constraint site_settings_registered_address_rule
      check (btrim(registered_address) <> '' and char_length(registered_address) <= 300),
  -- The pattern let a wrong check digit through (27AABCM5678K1Z2): the full check, on the
  -- stored (canonical) form; the settings form normalises before saving. Same name as before,
  -- which the form's refusal words follow (src/lib/site-settings-form.ts settingsRefusal).
  drop constraint site_settings_gstin_check;

-- A GSTIN stored earlier with a wrong check digit is left as it is (not valid) until the next
-- save, as the other settings rules were added.
alter table public.site_settings
  add constraint site_settings_gstin_check
    check (gstin is null or (gstin = public.normalise_gstin(gstin) and public.gstin_problem(gstin) is null))
    not valid;

comment on column public.site_settings.legal_name is
  'The seller''s registered legal name (GST), printed on tax invoices and credit notes.';
comment on column public.site_settings.registered_address is
  'The seller''s registered address (GST), printed on tax invoices and credit notes.';

-- The buyer's GSTIN on an order ----------------------------------------------------------------

alter table public.orders
  add column buyer_gstin text
    constraint orders_buyer_gstin_rule
      check (buyer_gstin is null or public.gstin_problem(buyer_gstin) is null),
  add column buyer_legal_name text
    constraint orders_buyer_legal_name_rule
      check (btrim(buyer_legal_name) <> '' and char_length(buyer_legal_name) <= 200),
  add constraint orders_buyer_gst_pair check ((buyer_gstin is null) = (buyer_legal_name is null));

comment on column public.orders.buyer_gstin is
  'The buyer''s GSTIN for a business purchase (input tax credit), normalised and checked (public.gstin_problem) as the order is placed; with buyer_legal_name.';
comment on column public.orders.buyer_legal_name is
  'The buyer''s registered business name, required with buyer_gstin.';

-- The buyer's GST details as the order is placed: blanks are none, the GSTIN is normalised and
-- checked with words, and one needs the other.
create function private.check_buyer_gst() returns trigger
language plpgsql
set search_path = ''
as $$
begin
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

create trigger trg_22_check_buyer_gst
  before insert on public.orders
  for each row execute function private.check_buyer_gst();

grant execute on function public.normalise_gstin(text) to anon, authenticated, service_role;
grant execute on function public.gst_state_of_code(text) to anon, authenticated, service_role;
grant execute on function public.gstin_check_character(text) to anon, authenticated, service_role;
grant execute on function public.gstin_problem(text) to anon, authenticated, service_role;
grant execute on function public.amount_in_words(bigint) to anon, authenticated, service_role;
grant execute on function public.financial_year(timestamptz) to anon, authenticated, service_role;

revoke execute on all functions in schema private from public;
