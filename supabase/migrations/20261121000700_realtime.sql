-- Replicated tables publish their changes (postgres_changes); realtime checks each
-- subscriber's row-level security before delivering a change.
alter publication supabase_realtime add table
  public.users,
  public.user_permissions,
  public.products,
  public.services,
  public.banners,
  public.dealers,
  public.site_settings,
  public.leads,
  public.lead_status_changes,
  public.orders,
  public.product_registrations;
