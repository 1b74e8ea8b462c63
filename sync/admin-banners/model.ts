// Banners as the admin manages them (every banner the admin's device holds, active or not).
export type { Banner } from '../banners/model.ts';
export type { BannerForm } from '../../src/lib/banner-form.ts';
