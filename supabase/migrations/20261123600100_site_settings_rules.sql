-- Site settings as the superadmin edits them: the rules the settings form applies
-- (src/lib/site-settings-form.ts; tests/db/site-settings-rules.test.ts replays its cases here)
-- that the database did not yet refuse. Fees were already non-negative; the GSTIN, UPI id,
-- seller state, analytics id and catalogue link already had a format. Added: bounded texts,
-- phone and email formats, https social links, fee ceilings, a delivery description, a
-- GSTIN issued in the seller's state, and a payee name whenever a UPI id is set.
-- NOT VALID: a row stored before is left as it is; the next save must pass.

-- GST state codes (the first two digits of every GSTIN). In public because a check
-- constraint calls it as the updating role.
create function public.gst_state_code(state text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select c.code
  from (values
    ('Jammu and Kashmir', '01'), ('Himachal Pradesh', '02'), ('Punjab', '03'),
    ('Chandigarh', '04'), ('Uttarakhand', '05'), ('Haryana', '06'), ('Delhi', '07'),
    ('Rajasthan', '08'), ('Uttar Pradesh', '09'), ('Bihar', '10'), ('Sikkim', '11'),
    ('Arunachal Pradesh', '12'), ('Nagaland', '13'), ('Manipur', '14'), ('Mizoram', '15'),
    ('Tripura', '16'), ('Meghalaya', '17'), ('Assam', '18'), ('West Bengal', '19'),
    ('Jharkhand', '20'), ('Odisha', '21'), ('Chhattisgarh', '22'), ('Madhya Pradesh', '23'),
    ('Gujarat', '24'), ('Dadra and Nagar Haveli and Daman and Diu', '26'),
    ('Maharashtra', '27'), ('Karnataka', '29'), ('Goa', '30'), ('Lakshadweep', '31'),
    ('Kerala', '32'), ('Tamil Nadu', '33'), ('Puducherry', '34'),
    ('Andaman and Nicobar Islands', '35'), ('Telangana', '36'), ('Andhra Pradesh', '37'),
    ('Ladakh', '38')
  ) as c(state, code)
  where c.state = gst_state_code.state
$$;

alter table public.site_settings
  add constraint site_settings_sales_phone_rule check (
    sales_phone ~ '^\+?[0-9 ()-]{8,20}$'
    and char_length(regexp_replace(sales_phone, '[^0-9]', '', 'g')) between 8 and 15
  ) not valid,
  add constraint site_settings_quotation_phone_rule check (
    quotation_phone ~ '^\+?[0-9 ()-]{8,20}$'
    and char_length(regexp_replace(quotation_phone, '[^0-9]', '', 'g')) between 8 and 15
  ) not valid,
  add constraint site_settings_contact_email_rule check (
    char_length(contact_email) <= 254
    and contact_email ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'
  ) not valid,
  add constraint site_settings_catalog_url_length check (char_length(catalog_url) <= 500) not valid,
  add constraint site_settings_company_address_length
    check (char_length(company_address) <= 300) not valid,
  add constraint site_settings_hero_title_length check (char_length(hero_title) <= 120) not valid,
  add constraint site_settings_hero_subtitle_length
    check (char_length(hero_subtitle) <= 300) not valid,
  add constraint site_settings_best_seller_title_length
    check (char_length(best_seller_title) <= 120) not valid,
  add constraint site_settings_best_seller_subtitle_length
    check (char_length(best_seller_subtitle) <= 300) not valid,
  add constraint site_settings_footer_about_length
    check (char_length(footer_about) <= 1000) not valid,
  add constraint site_settings_footer_copyright_length
    check (char_length(footer_copyright) <= 200) not valid,
  add constraint site_settings_upi_payee_name_length
    check (char_length(upi_payee_name) <= 100) not valid,
  add constraint site_settings_delivery_fee_description_rule check (
    btrim(delivery_fee_description) <> '' and char_length(delivery_fee_description) <= 200
  ) not valid,
  add constraint site_settings_delivery_fee_in_paise_ceiling
    check (delivery_fee_in_paise <= 10000000) not valid,
  add constraint site_settings_free_delivery_threshold_in_paise_ceiling
    check (free_delivery_threshold_in_paise <= 1000000000) not valid,
  add constraint site_settings_social_links_rule check (
    octet_length(social_links::text) <= 4000
    and not jsonb_path_exists(
      social_links,
      '$.* ? (@.type() != "string" || !(@ like_regex "^https://[^ \t\r\n]+$"))'
    )
  ) not valid,
  add constraint site_settings_gstin_state_rule
    check (gstin is null or left(gstin, 2) = public.gst_state_code(seller_state)) not valid,
  add constraint site_settings_upi_payee_name_rule
    check (upi_id is null or btrim(coalesce(upi_payee_name, '')) <> '') not valid;

grant execute on function public.gst_state_code(text) to anon, authenticated, service_role;
