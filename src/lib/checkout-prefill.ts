// A signed-in buyer's checkout starts from their profile; what they already typed stays.

/** What the profile knows (the session user's fields). */
export interface ProfileDetails {
  email?: string | null;
  phone?: string | null;
  fullName?: string | null;
  address?: {
    line1?: string | null;
    line2?: string | null;
    city?: string | null;
    state?: string | null;
    pinCode?: string | null;
  } | null;
}

export type PrefillField =
  'name' | 'phone' | 'email' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'pinCode';

/**
 * The checkout fields to fill from the profile: only those still blank in `current` and known
 * on the profile, so a late-arriving session never overwrites what the buyer typed meanwhile.
 */
export function checkoutPrefill(
  profile: ProfileDetails | null | undefined,
  current: Record<PrefillField, string>,
): Partial<Record<PrefillField, string>> {
  if (!profile) return {};
  const a = profile.address;
  const known: Record<PrefillField, string | null | undefined> = {
    name: profile.fullName,
    phone: profile.phone,
    email: profile.email,
    addressLine1: a?.line1,
    addressLine2: a?.line2,
    city: a?.city,
    state: a?.state,
    pinCode: a?.pinCode,
  };
  const fill: Partial<Record<PrefillField, string>> = {};
  for (const field of Object.keys(known) as PrefillField[]) {
    const value = known[field]?.trim();
    if (value && current[field].trim() === '') fill[field] = value;
  }
  return fill;
}
