import type { PinPlace } from './pin-codes.ts';

export interface PlaceFields {
  city: string;
  state: string;
}

/**
 * What a PIN code's place fills in: the city and state, each only where the field is blank or
 * still holds what an earlier PIN filled, so a later PIN may replace a filled-in place but never
 * what the buyer typed or chose.
 */
export function pinFill(
  place: PinPlace,
  current: PlaceFields,
  filledBefore: PlaceFields,
): Partial<PlaceFields> {
  const fill: Partial<PlaceFields> = {};
  if (place.city && (current.city.trim() === '' || current.city === filledBefore.city)) {
    fill.city = place.city;
  }
  if (current.state === '' || current.state === filledBefore.state) fill.state = place.state;
  return fill;
}
