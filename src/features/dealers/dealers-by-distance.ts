// Dealers nearest first from a position; dealers without coordinates go last.
import { distanceKm, type LatLng } from '../../lib/geo.ts';
import type { Dealer } from '../../../sync/dealers/model.ts';

export interface DealerWithDistance {
  dealer: Dealer;
  km: number | null;
}

export function dealersByDistance(
  dealers: readonly Dealer[],
  from: LatLng | null,
): DealerWithDistance[] {
  const rows = dealers.map((dealer) => ({
    dealer,
    km:
      from && dealer.latitude !== null && dealer.longitude !== null
        ? distanceKm(from, { latitude: dealer.latitude, longitude: dealer.longitude })
        : null,
  }));
  if (!from) return rows;
  return rows.sort((a, b) => (a.km ?? Infinity) - (b.km ?? Infinity));
}

/** A maps link that gives directions to the dealer (coordinates when known, else address). */
export function directionsUrl(dealer: Dealer): string {
  const destination =
    dealer.latitude !== null && dealer.longitude !== null
      ? `${dealer.latitude},${dealer.longitude}`
      : `${dealer.name}, ${dealer.address}, ${dealer.city}, ${dealer.state} ${dealer.pinCode}`;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}

/** "tel:+912223874412" from "+91 22 2387 4412". */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
