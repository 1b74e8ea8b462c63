// Banners as the app sees them (docs/product.md#data-the-shop-keeps). The rows keep the server's
// names: src/lib/banners.ts decides which one a page shows.
import type { BannerRule } from '../../src/lib/banners.ts';
import type { BannerDoc } from './schema.ts';

export interface Banner extends BannerRule {
  title: string;
  subtitle: string | null;
  cta_text: string | null;
  cta_url: string | null;
  background_color: string;
  text_color: string;
  show_on_pages: string[];
  hide_on_pages: string[];
  /** Hindi texts: shown through src/lib/localized.ts, English where missing. */
  title_hi: string | null;
  subtitle_hi: string | null;
  cta_text_hi: string | null;
}

export const toBanner = (doc: BannerDoc): Banner => ({
  id: doc.id,
  title: doc.title,
  subtitle: doc.subtitle ?? null,
  cta_text: doc.cta_text ?? null,
  cta_url: doc.cta_url ?? null,
  background_color: doc.background_color,
  text_color: doc.text_color,
  is_active: doc.is_active,
  start_date: doc.start_date ?? null,
  end_date: doc.end_date ?? null,
  priority: doc.priority,
  show_on_pages: doc.show_on_pages ?? [],
  hide_on_pages: doc.hide_on_pages ?? [],
  created_at: doc.created_at,
  title_hi: doc.title_hi ?? null,
  subtitle_hi: doc.subtitle_hi ?? null,
  cta_text_hi: doc.cta_text_hi ?? null,
});
