// A lead as every form and the chat save it: what the caller gave, with where the visitor is
// (enrichment.ts) and the products and services named in the message ("need 5 SL02"). Saved
// as sync/leads saves any lead: on this device at once, sent by the outbox.
import { detectInterest } from '../../src/lib/contact-extraction.ts';
import { startedSync } from '../engine/app-sync.ts';
import type { Sync } from '../engine/runtime.ts';
import { checkLead, submitLead, type LeadInput } from '../leads/actions.ts';
import { getProducts } from '../products/actions.ts';
import { getServices } from '../services/actions.ts';
import { placeNow, prefetchPlace } from './enrichment.ts';

/** Options of submitEnrichedLead. */
export interface EnrichOptions {
  /** How long to wait for the IP and place lookup at most (it never fails the save). */
  placeWaitMs?: number;
}

/**
 * submitLead for every form and the chat: adds the place (IP, country, city, region,
 * timezone; whatever the lookup knows in time, see enrichment.ts) and the products and
 * services named in the message ("need 5 SL02") to what the caller gave.
 */
export async function submitEnrichedLead(
  input: LeadInput,
  given?: Sync,
  options: EnrichOptions = {},
): Promise<string> {
  checkLead(input);
  const sync = given ?? (await startedSync());
  const place = await placeNow(options.placeWaitMs);
  const interest = await interestIn(input.message ?? '', sync);
  return submitLead(
    {
      ...input,
      ipAddress: input.ipAddress ?? place.ipAddress,
      country: input.country ?? place.country,
      city: input.city ?? place.city,
      region: input.region ?? place.region,
      timezone: input.timezone ?? place.timezone,
      interestedProducts: merge(input.interestedProducts, interest.productIds),
      interestedServices: merge(input.interestedServices, interest.serviceNames),
    },
    sync,
  );
}

const merge = (a: string[] | undefined, b: string[]) => [...new Set([...(a ?? []), ...b])];

async function interestIn(text: string, sync: Sync) {
  if (!text.trim()) return { productIds: [], serviceNames: [] };
  const [products, services] = await Promise.all([getProducts({}, sync), getServices(sync)]);
  return detectInterest(text, { products, services });
}

/** Starts the IP and place lookup early (when a lead form shows). */
export function prepareLeadEnrichment(): void {
  void prefetchPlace();
}
