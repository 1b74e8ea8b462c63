// India's 28 states and 8 union territories, by the names the Constitution's First Schedule
// uses (Delhi as commonly written rather than "National Capital Territory of Delhi").

import { compareText } from './compare-text.ts';

export const INDIAN_STATES = [
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chhattisgarh',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

export const INDIAN_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Chandigarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Jammu and Kashmir',
  'Ladakh',
  'Lakshadweep',
  'Puducherry',
] as const;

export type IndianState =
  (typeof INDIAN_STATES)[number] | (typeof INDIAN_UNION_TERRITORIES)[number];

/** All 36, alphabetical: what a state picker lists. */
export const INDIAN_STATES_AND_UNION_TERRITORIES: readonly IndianState[] = [
  ...INDIAN_STATES,
  ...INDIAN_UNION_TERRITORIES,
].sort(compareText);

function normal(name: string): string {
  return name.trim().toLowerCase();
}

/**
 * The official spelling of a state or union territory, ignoring case and surrounding spaces
 * (as public.indian_state_name in the migrations); else null.
 */
export function findIndianState(name: string): IndianState | null {
  const wanted = normal(name);
  return INDIAN_STATES_AND_UNION_TERRITORIES.find((state) => normal(state) === wanted) ?? null;
}
