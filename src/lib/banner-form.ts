// The banner editor's rules (the same the database checks: a title, #rgb/#rrggbb colours, a
// safe link, an end after the start) and the WCAG contrast warning for its colours.
import { indiaDayEnd, indiaDayStart, isoDateInIndia } from './india-time.ts';
import { isSafeLink } from './product-form.ts';
import type { FieldErrors } from './validation.ts';

export interface BannerForm {
  title: string;
  subtitle: string;
  cta_text: string;
  cta_url: string;
  background_color: string;
  text_color: string;
  is_active: boolean;
  /** yyyy-mm-dd or ''. */
  start_date: string;
  end_date: string;
  priority: number;
  show_on_pages: string[];
  hide_on_pages: string[];
  /** Hindi texts, optional: blank shows the English one on Hindi pages. */
  title_hi: string;
  subtitle_hi: string;
  cta_text_hi: string;
}

export const BANNER_MESSAGES = {
  title: 'Title is required',
  color: 'Use a colour like #d7262e',
  ctaUrl: 'The link must be a site path (/...) or an http(s) address',
  ctaPair: 'Give both the button text and its link, or neither',
  endBeforeStart: 'The end date must be after the start date',
  ctaHindi: 'A Hindi button text needs the button: give its English text and link',
  priority: 'Priority must be a whole number',
} as const;

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const emptyBanner = (): BannerForm => ({
  title: '',
  subtitle: '',
  cta_text: '',
  cta_url: '',
  background_color: '#d7262e',
  text_color: '#ffffff',
  is_active: true,
  start_date: '',
  end_date: '',
  priority: 0,
  show_on_pages: [],
  hide_on_pages: [],
  title_hi: '',
  subtitle_hi: '',
  cta_text_hi: '',
});

export function validateBanner(b: BannerForm): FieldErrors<keyof BannerForm> {
  const m = BANNER_MESSAGES;
  const errors: FieldErrors<keyof BannerForm> = {};
  if (b.title.trim() === '') errors.title = m.title;
  if (!HEX.test(b.background_color)) errors.background_color = m.color;
  if (!HEX.test(b.text_color)) errors.text_color = m.color;
  const url = b.cta_url.trim();
  if (url && !isSafeLink(url)) errors.cta_url = m.ctaUrl;
  if (!errors.cta_url && Boolean(url) !== Boolean(b.cta_text.trim())) {
    errors[url ? 'cta_text' : 'cta_url'] = m.ctaPair;
  }
  // The strip shows a button only with a link (src/features/banners/promo-banner.tsx).
  if (b.cta_text_hi.trim() && !url) errors.cta_text_hi = m.ctaHindi;
  if (b.start_date && b.end_date && b.end_date <= b.start_date) errors.end_date = m.endBeforeStart;
  if (!Number.isInteger(b.priority)) errors.priority = m.priority;
  return errors;
}

function luminance(hex: string): number {
  const h = hex.length === 4 ? [...hex.slice(1)].map((c) => c + c).join('') : hex.slice(1);
  const channel = (i: number) => {
    const v = parseInt(h.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** WCAG 2 contrast ratio of two #rgb/#rrggbb colours (1 to 21); null when either is not one. */
export function contrastRatio(a: string, b: string): number | null {
  if (!HEX.test(a) || !HEX.test(b)) return null;
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** AA for normal text. */
export const AA_CONTRAST = 4.5;

/** A stored window edge (timestamptz) as the India-time day the editor shows. */
export function indianDay(timestamp: string | null): string {
  if (!timestamp) return '';
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return '';
  return isoDateInIndia(date);
}

/** The editor's days as stored edges: the start at 00:00 IST, the end at 23:59:59.999 IST. */
export function windowEdges(form: Pick<BannerForm, 'start_date' | 'end_date'>) {
  return {
    start_date: form.start_date ? indiaDayStart(form.start_date) : null,
    end_date: form.end_date ? indiaDayEnd(form.end_date) : null,
  };
}
