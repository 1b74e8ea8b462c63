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
}

export interface AssistantContext {
  products: readonly AssistantProduct[];
  services: readonly AssistantService[];
  dealers: readonly AssistantDealer[];
  settings: AssistantSettings;
  cart: readonly AssistantCartLine[];
}

/** One reply: its text, the suggestion buttons and at most one product or service card. */
export interface AssistantReply {
  content: string;
  suggestions: string[];
  productId?: string;
  serviceId?: string;
  /** The topic that answered (for tests, logs and the AI prompt). */
  topic: string;
}
