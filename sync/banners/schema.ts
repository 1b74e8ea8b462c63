// The banners collection: rows of public.banners (anon sees active ones; admins all).
// Which banner a page shows is decided by src/lib/banners.ts.
import type { RxJsonSchema } from 'rxdb';
import * as f from '../engine/fields.ts';

export interface BannerDoc {
  id: string;
  title: string;
  subtitle: string | null;
  cta_text: string | null;
  cta_url: string | null;
  background_color: string;
  text_color: string;
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  priority: number;
  show_on_pages: string[];
  hide_on_pages: string[];
  created_at: string;
  _modified: string | null;
}

export const bannerSchema: RxJsonSchema<BannerDoc> = {
  title: 'banners',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: f.id(64),
    title: f.text,
    subtitle: f.optionalText,
    cta_text: f.optionalText,
    cta_url: f.optionalText,
    background_color: f.text,
    text_color: f.text,
    is_active: f.flag,
    start_date: f.optionalText,
    end_date: f.optionalText,
    priority: f.indexedInteger(-1_000_000, 1_000_000),
    show_on_pages: f.textList,
    hide_on_pages: f.textList,
    created_at: f.text,
    _modified: f.serverTime,
  },
  required: ['id', 'title', 'priority', 'is_active'],
  indexes: ['priority'],
};
