// What the assistant knows, as plain data: the device's catalogue, services, dealers, site
// settings and cart, passed in by the caller so the rules stay pure (no React, no I/O).
import type { LineInput } from '../money.ts';

export interface AssistantProduct {
  id: string;
  name: string;
  category: string;
  price: string | null;
  priceInPaise: number | null;
  shortDescription: string | null;
  features: readonly string[];
  specifications: Readonly<Record<string, string>>;
  moq: number;
  rank?: number | null;
  hidden?: boolean | null;
  seoKeywords?: readonly string[];
  aeoKeywords?: readonly string[];
  geoKeywords?: readonly string[];
  /** Ids of the products this accessory fits (the catalogue's compatibleWith). */
  compatibleWith?: readonly string[];
  gstRate?: number;
  priceInclusive?: boolean;
  bulkQty?: number | null;
  bulkUnitPrice?: string | null;
}

export interface AssistantService {
  id: string;
  name: string;
  category: string;
  shortDescription: string | null;
  duration: string | null;
}

export interface AssistantDealer {
  name: string;
  city: string;
  state: string;
  address: string;
  phone: string;
  isActive: boolean;
}

export interface AssistantSettings {
  salesPhone: string | null;
  quotationPhone: string | null;
  catalogUrl: string | null;
  contactEmail: string | null;
  deliveryFeeInPaise: number;
  freeDeliveryThresholdInPaise: number;
}

export interface AssistantCartLine extends LineInput {
  name: string;
  productId?: string;
}

export interface AssistantContext {
  products: readonly AssistantProduct[];
  services: readonly AssistantService[];
  dealers: readonly AssistantDealer[];
  settings: AssistantSettings;
  cart: readonly AssistantCartLine[];
}

/** A line of a quotation request: product id and quantity. */
export interface QuoteLine {
  productId: string;
  quantity: number;
}

/**
 * One reply: its text, the suggestion buttons, a card for every product it names (the first
 * also as productId) or a service card, and a "Get quote" action with its lines.
 */
export interface AssistantReply {
  content: string;
  suggestions: string[];
  productId?: string;
  productIds?: string[];
  serviceId?: string;
  /** Offer "Get quote" (the quotation request page), with these lines filled. */
  quote?: QuoteLine[];
  /** The topic that answered (for tests, logs and the AI prompt). */
  topic: string;
}
