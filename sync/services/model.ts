// Services as the app sees them (docs/product.md#data-the-shop-keeps). The public surface of
// sync/services for types.
import type { ServiceDoc } from './schema.ts';

export interface Service {
  id: string;
  name: string;
  category: string;
  shortDescription: string | null;
  description: string | null;
  features: string[];
  duration: string | null;
  sortOrder: number;
  /** Hindi texts: shown through src/lib/localized.ts, English where missing. */
  nameHi: string | null;
  shortDescriptionHi: string | null;
  descriptionHi: string | null;
  featuresHi: string[];
  durationHi: string | null;
}

export const toService = (doc: ServiceDoc): Service => ({
  id: doc.id,
  name: doc.name,
  category: doc.category,
  shortDescription: doc.shortDescription ?? null,
  description: doc.description ?? null,
  features: doc.features ?? [],
  duration: doc.duration ?? null,
  sortOrder: doc.sort_order,
  nameHi: doc.name_hi ?? null,
  shortDescriptionHi: doc.short_description_hi ?? null,
  descriptionHi: doc.description_hi ?? null,
  featuresHi: doc.features_hi ?? [],
  durationHi: doc.duration_hi ?? null,
});
