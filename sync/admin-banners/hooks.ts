// The banners an admin manages: every banner on this device, which for an admin is every
// banner, active or not (row-level security), as sync/banners stores them.
import { useBanners } from '../banners/hooks.ts';
import type { Banner } from './model.ts';

export function useAdminBanners(): Banner[] {
  return useBanners();
}
