// Where-to-buy search: every word must match a dealer's city, state, PIN code or name (case
// and accents ignored; a PIN code matches by prefix, so "4000" finds Mumbai's dealers).
// Inactive dealers never show.
import type { Dealer } from './content-model.ts';

const normal = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function searchDealers(dealers: readonly Dealer[], text = ''): Dealer[] {
  const words = normal(text)
    .split(/[\s,]+/)
    .filter(Boolean);
  const active = dealers.filter((d) => d.isActive);
  const matches = (dealer: Dealer) => {
    const haystack = normal([dealer.name, dealer.city, dealer.state, dealer.address].join(' '));
    return words.every((word) =>
      /^\d+$/.test(word) ? dealer.pinCode.startsWith(word) : haystack.includes(word),
    );
  };
  return active
    .filter(matches)
    .sort(
      (a, b) =>
        a.state.localeCompare(b.state) ||
        a.city.localeCompare(b.city) ||
        a.name.localeCompare(b.name),
    );
}
