// Indian place names as people type them: old and new city names, common spellings, and PIN
// codes compared by how much of the postal route they share. Pure; the dealer search uses it.

/** Every name a buyer may type, mapped to the name the dealer list uses. */
const CITY_ALIASES: Record<string, string> = {
  bombay: 'mumbai',
  madras: 'chennai',
  calcutta: 'kolkata',
  bangalore: 'bengaluru',
  banglore: 'bengaluru',
  bengalooru: 'bengaluru',
  gurgaon: 'gurugram',
  poona: 'pune',
  baroda: 'vadodara',
  cochin: 'kochi',
  ernakulam: 'kochi',
  trivandrum: 'thiruvananthapuram',
  vizag: 'visakhapatnam',
  vishakhapatnam: 'visakhapatnam',
  mysore: 'mysuru',
  mangalore: 'mangaluru',
  calicut: 'kozhikode',
  benares: 'varanasi',
  banaras: 'varanasi',
  allahabad: 'prayagraj',
  pondicherry: 'puducherry',
  orissa: 'odisha',
  bhubaneshwar: 'bhubaneswar',
  cawnpore: 'kanpur',
  simla: 'shimla',
  secunderabad: 'hyderabad',
  thane: 'mumbai',
  'navi mumbai': 'mumbai',
  noida: 'delhi',
  'new delhi': 'delhi',
  ncr: 'delhi',
};

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The search text with every known old or alternative place name replaced by the current one. */
export function canonicalPlaces(text: string): string {
  let folded = ` ${fold(text)} `;
  // Two-word names first, so "navi mumbai" is not read as "navi" + "mumbai".
  const names = Object.keys(CITY_ALIASES).sort((a, b) => b.length - a.length);
  for (const name of names) {
    folded = folded.replace(new RegExp(`(?<=[\\s,])${name}(?=[\\s,])`, 'g'), CITY_ALIASES[name]!);
  }
  return folded.trim();
}

/** A whole Indian PIN code: six digits, not starting with 0. */
export const isFullPinCode = (text: string) => /^[1-9]\d{5}$/.test(text.trim());

/**
 * How close two PIN codes are: the number of leading digits they share (the postal zone,
 * sub-zone, sorting district... so 411001 and 411002 share 5, Pune and Mumbai share 1), then
 * the numeric difference. Sort ascending by the returned tuple for nearest first.
 */
export function pinDistance(from: string, to: string): [number, number] {
  let shared = 0;
  while (shared < 6 && from[shared] === to[shared]) shared += 1;
  return [6 - shared, Math.abs(Number(from) - Number(to))];
}
