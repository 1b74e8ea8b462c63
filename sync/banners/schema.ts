// The banners collection: rows of public.banners (anon sees active ones; admins all).
// Which banner a page shows is decided by src/lib/banners.ts.
import type { MigrationStrategies, RxJsonSchema } from 'rxdb';
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
  /** Hindi texts; null or blank: the English one shows (src/lib/localized.ts). */
  title_hi: string | null;
  subtitle_hi: string | null;
  cta_text_hi: string | null;
  _modified: string | null;
}

/** A stored banner before its Hindi texts (schema version 0). */
export type BannerDocV0 = Omit<BannerDoc, 'title_hi' | 'subtitle_hi' | 'cta_text_hi'>;

const propertiesV0 = {
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
} as const;

const required = ['id', 'title', 'priority', 'is_active'] as const;

export const bannerSchemaV0: RxJsonSchema<BannerDocV0> = {
  title: 'banners',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: propertiesV0,
  required: [...required],
  indexes: ['priority'],
};

export const bannerSchema: RxJsonSchema<BannerDoc> = {
  title: 'banners',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  properties: {
    ...propertiesV0,
    title_hi: f.optionalText,
    subtitle_hi: f.optionalText,
    cta_text_hi: f.optionalText,
  },
  required: [...required],
  indexes: ['priority'],
};

export const bannerMigrations: MigrationStrategies = {
  /** The row is kept in English; its Hindi arrives with the next change pulled. */
  1: (old: BannerDocV0): BannerDoc => ({
    ...old,
    title_hi: null,
    subtitle_hi: null,
    cta_text_hi: null,
  }),
};
