-- Bounded text: every free-text column a visitor or user writes has a maximum length, the same
-- numbers as the forms (src/lib/constants.ts TEXT_LIMITS), so a 20,000-character message or
-- a 5,000-character company name is refused by the database too, not only by the form.
-- NOT VALID: rows already stored are left as they are; every new or changed row is checked.

alter table public.leads
  add constraint leads_name_length check (char_length(name) <= 100) not valid,
  add constraint leads_email_length check (char_length(email) <= 254) not valid,
  add constraint leads_phone_length check (char_length(phone) <= 20) not valid,
  add constraint leads_company_length check (char_length(company) <= 120) not valid,
  add constraint leads_designation_length check (char_length(designation) <= 100) not valid,
  add constraint leads_message_length check (char_length(message) <= 2000) not valid,
  add constraint leads_notes_length check (char_length(notes) <= 2000) not valid;

alter table public.orders
  add constraint orders_customer_name_length check (char_length(customer_name) <= 100) not valid,
  add constraint orders_email_length check (char_length(email) <= 254) not valid,
  add constraint orders_phone_length check (char_length(phone) <= 20) not valid,
  add constraint orders_address_line1_length check (char_length(address_line1) <= 200) not valid,
  add constraint orders_address_line2_length check (char_length(address_line2) <= 200) not valid,
  add constraint orders_city_length check (char_length(city) <= 80) not valid,
  add constraint orders_notes_length check (char_length(notes) <= 2000) not valid;

alter table public.product_registrations
  add constraint registrations_owner_name_length check (char_length(owner_name) <= 100) not valid,
  add constraint registrations_email_length check (char_length(email) <= 254) not valid,
  add constraint registrations_phone_length check (char_length(phone) <= 20) not valid,
  add constraint registrations_serial_number_length
    check (char_length(serial_number) <= 40) not valid,
  add constraint registrations_dealer_length check (char_length(dealer) <= 120) not valid,
  add constraint registrations_invoice_number_length
    check (char_length(invoice_number) <= 40) not valid;
