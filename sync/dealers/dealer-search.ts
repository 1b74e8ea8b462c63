// Where-to-buy search: every word must match a dealer's city, state, PIN code or name (case,
// accents and old city names ignored: "Bangalore" finds Bengaluru). A partial PIN code matches
// by prefix ("4000" finds Mumbai's dealers); a whole PIN code lists the dealers of its postal
// zone, nearest PIN first (411001 puts Pune's 411002 before Mumbai). Inactive dealers never show.
import { canonicalPlaces, isFullPinCode, pinDistance } from '../../src/lib/place-names.ts';
import type { Dealer } from './model.ts';

const byPlace = (a: Dealer, b: Dealer) =>
  a.state.localeCompare(b.state) || a.city.localeCompare(b.city) || a.name.localeCompare(b.name);

export function searchDealers(dealers: readonly Dealer[], text = ''): Dealer[] {
  const active = dealers.filter((d) => d.isActive);
  const query = canonicalPlaces(text);
  if (isFullPinCode(query)) {
    return active
      .filter((d) => d.pinCode[0] === query[0])
      .map((dealer) => ({ dealer, distance: pinDistance(query, dealer.pinCode) }))
      .sort(
        (a, b) =>
          a.distance[0] - b.distance[0] ||
          a.distance[1] - b.distance[1] ||
          byPlace(a.dealer, b.dealer),
      )
      .map(({ dealer }) => dealer);
  }
  const words = query.split(/[\s,]+/).filter(Boolean);
  const matches = (dealer: Dealer) => {
    const haystack = canonicalPlaces(
      [dealer.name, dealer.city, dealer.state, dealer.address].join(' '),
    );
    return words.every((word) =>
      /^\d+$/.test(word) ? dealer.pinCode.startsWith(word) : haystack.includes(word),
    );
  };
  return active.filter(matches).sort(byPlace);
}
