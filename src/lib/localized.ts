// Product, service, banner and site texts in the page's language. The Hindi columns are
// optional and filled a field at a time, so each text falls back on its own: the Hindi one
// when it has something to read, else the English one, never a blank. English pages get the
// record back unchanged. Components call these with `locale()` from src/i18n; what machines
// read (JSON-LD, order lines, search keys) keeps the English.
import type { Locale } from './i18n/locale.ts';

/** The Hindi text when it has any non-space character, else the English. */
export function pick<T extends string | null>(
  english: T,
  hindi: string | null | undefined,
): T | string {
  return hindi != null && hindi.trim() !== '' ? hindi : english;
}

/** The Hindi list when it has a non-blank entry (blank entries dropped), else the English. */
export function pickList(english: readonly string[], hindi: readonly string[] | null | undefined) {
  const filled = (hindi ?? []).filter((item) => item.trim() !== '');
  return filled.length > 0 ? filled : [...english];
}

export interface ProductTexts {
  name: string;
  shortDescription: string | null;
  longDescription: string | null;
  features: string[];
  nameHi?: string | null;
  shortDescriptionHi?: string | null;
  longDescriptionHi?: string | null;
  featuresHi?: string[];
}

/** The product with its name, descriptions and features in `locale`. */
export function localizedProduct<P extends ProductTexts>(product: P, locale: Locale): P {
  if (locale !== 'hi') return product;
  return {
    ...product,
    name: pick(product.name, product.nameHi),
    shortDescription: pick(product.shortDescription, product.shortDescriptionHi),
    longDescription: pick(product.longDescription, product.longDescriptionHi),
    features: pickList(product.features, product.featuresHi),
  };
}

/** Just the product's name in `locale` (cart lines, search results, lists). */
export function localizedName(
  product: Pick<ProductTexts, 'name' | 'nameHi'>,
  locale: Locale,
): string {
  return locale === 'hi' ? pick(product.name, product.nameHi) : product.name;
}

export interface ServiceTexts {
  name: string;
  shortDescription: string | null;
  description: string | null;
  features: string[];
  duration: string | null;
  nameHi?: string | null;
  shortDescriptionHi?: string | null;
  descriptionHi?: string | null;
  featuresHi?: string[];
  durationHi?: string | null;
}

/** The service with its name, descriptions, features and duration in `locale`. */
export function localizedService<S extends ServiceTexts>(service: S, locale: Locale): S {
  if (locale !== 'hi') return service;
  return {
    ...service,
    name: pick(service.name, service.nameHi),
    shortDescription: pick(service.shortDescription, service.shortDescriptionHi),
    description: pick(service.description, service.descriptionHi),
    features: pickList(service.features, service.featuresHi),
    duration: pick(service.duration, service.durationHi),
  };
}

export interface BannerTexts {
  title: string;
  subtitle: string | null;
  cta_text: string | null;
  title_hi?: string | null;
  subtitle_hi?: string | null;
  cta_text_hi?: string | null;
}

/** The banner with its title, subtitle and button text in `locale`. */
export function localizedBanner<B extends BannerTexts>(banner: B, locale: Locale): B {
  if (locale !== 'hi') return banner;
  return {
    ...banner,
    title: pick(banner.title, banner.title_hi),
    subtitle: pick(banner.subtitle, banner.subtitle_hi),
    cta_text: pick(banner.cta_text, banner.cta_text_hi),
  };
}

export interface SiteTexts {
  heroTitle: string | null;
  heroSubtitle: string | null;
  bestSellerTitle: string | null;
  bestSellerSubtitle: string | null;
  footerAbout: string | null;
  deliveryFeeDescription: string | null;
  hindi?: Partial<Record<Exclude<keyof SiteTexts, 'hindi'>, string | null>>;
}

/** The site settings with the texts shoppers read (hero, best sellers, footer, delivery) in `locale`. */
export function localizedSiteTexts<S extends SiteTexts>(settings: S, locale: Locale): S {
  if (locale !== 'hi' || !settings.hindi) return settings;
  const hi = settings.hindi;
  return {
    ...settings,
    heroTitle: pick(settings.heroTitle, hi.heroTitle),
    heroSubtitle: pick(settings.heroSubtitle, hi.heroSubtitle),
    bestSellerTitle: pick(settings.bestSellerTitle, hi.bestSellerTitle),
    bestSellerSubtitle: pick(settings.bestSellerSubtitle, hi.bestSellerSubtitle),
    footerAbout: pick(settings.footerAbout, hi.footerAbout),
    deliveryFeeDescription: pick(settings.deliveryFeeDescription, hi.deliveryFeeDescription),
  };
}
