// Every banner on this device; for an admin that is every banner, active or not (RLS).
export { useBanners as useAdminBanners } from '../catalogue/hooks.ts';
