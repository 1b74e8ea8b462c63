-- Explicit privileges for the API roles, per table and per function (issue 16). Until now
-- every table relied on the default privileges a Supabase project gives anon, authenticated
-- and service_role in schema public; a project created with those turned off (the Data API
-- setting newer projects default to) would apply the migrations and then refuse every API
-- call with "permission denied". These grants are exactly the privileges the tables had
-- under the defaults after the migrations' own revokes: row-level security decides which
-- rows, and the commands no policy allows (e.g. anon updating products) match no row.

-- Catalogue: everyone reads; admins write through the policies.
grant select, insert, update on public.products, public.services, public.banners, public.dealers
  to anon, authenticated;
grant select, update on public.site_settings to anon, authenticated;

-- Users and permissions.
grant select, update on public.users to anon, authenticated;
grant select, insert, update on public.user_permissions to anon, authenticated;

-- Leads, their analytics and the status-change commands.
grant select, insert, update on public.leads to anon, authenticated;
grant select on public.lead_analytics to anon, authenticated;
grant select, insert on public.lead_status_changes to anon, authenticated;

-- Orders and registrations.
grant select, insert, update on public.orders, public.product_registrations to anon, authenticated;

-- The server role bypasses row-level security and owns nothing less than everything.
grant all on all tables in schema public to service_role;

-- Procedures: the admin ones to signed-in users (they check the role inside), the receipt
-- to everyone (it checks the order's owner), the helpers policies call to every API role.
grant execute on function
  public.get_lead_stats(),
  public.get_recent_leads(integer),
  public.search_leads(text, text, text, timestamptz, timestamptz),
  public.update_lead_status(uuid, text, uuid, text),
  public.publish_products(jsonb, jsonb, boolean)
  to authenticated, service_role;
grant execute on function
  public.get_order_receipt(uuid),
  public.are_safe_links(text[]),
  public.is_safe_link(text),
  public.current_user_role(),
  public.has_permission(text),
  public.indian_state_name(text),
  public.is_active_user(),
  public.is_admin(),
  public.is_superadmin(),
  public.price_text_to_paise(text)
  to anon, authenticated, service_role;
