// How the dealer desk shows instants, tiers and refusals in the page's language.
import type { PriceTier } from '../../../sync/admin-dealers/model.ts';
import { intlLocale, locale, t } from '../../i18n/index.ts';
import { indiaMediumDateTime } from '../../lib/india-time.ts';
import { pick } from '../../lib/localized.ts';
import { shownMessage } from '../../ui/form-errors.ts';

/** "3 Dec 2026, 2:05 pm", India time, in the page's language; '—' when missing. */
export const formatWhen = (iso: string | null | undefined) =>
  iso && !Number.isNaN(Date.parse(iso)) ? indiaMediumDateTime(iso, intlLocale()) : '—';

/** "Gold dealer (20% off list)" in the page's language. */
export const tierLabel = (tier: PriceTier) =>
  t('{name} ({percent}% off list)', {
    name: locale() === 'hi' ? pick(tier.name, tier.name_hi) : tier.name,
    percent: tier.discount_percent,
  });

export const tierName = (
  tiers: readonly PriceTier[] | null,
  id: string,
  fallback?: string | null,
) => {
  const tier = tiers?.find((row) => row.id === id);
  if (!tier) return fallback ?? id;
  return locale() === 'hi' ? pick(tier.name, tier.name_hi) : tier.name;
};

/** A refusal as the database wrote it (translated only when it is one of our own texts). */
export const messageOf = (error: unknown) =>
  shownMessage(error instanceof Error ? error.message : String(error));
