// Which topic a message is about: English keywords plus the common Hinglish words shoppers
// type (kitna, daam, kimat, kab tak, guarantee). Whole words, case-insensitive.

const words = (...list: string[]) =>
  new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.join('|')})(?![\\p{L}\\p{N}])`, 'iu');

export const TOPIC = {
  greeting: words(
    'hi',
    'hello',
    'hey',
    'hii+',
    'namaste',
    'namaskar',
    'good (?:morning|afternoon|evening)',
  ),
  thanks: words('thanks?', 'thank you', 'thx', 'dhanyavaad', 'dhanyavad', 'shukriya'),
  cart: words('(?:my )?cart', 'basket', 'checkout', 'sub ?total', 'my order total'),
  deliveryCharge: words(
    'delivery (?:charges?|fees?|cost)',
    'shipping (?:charges?|fees?|cost)',
    'free delivery',
    'free shipping',
  ),
  delivery: words(
    'delivery',
    'deliver',
    'shipping',
    'ship',
    'dispatch',
    'kab tak',
    'kab milega',
    'kab aayega',
    'how long',
    'when will',
  ),
  warranty: words('warranty', 'warranties', 'guarantee', 'gaurantee', 'guaranty'),
  hours: words(
    'hours',
    'timings?',
    'open',
    'opening',
    'working hours',
    'office hours',
    'closed',
    'sunday',
    'saturday',
  ),
  serviceArea: words(
    'service areas?',
    'cities',
    'which cities',
    'do you serve',
    'service in',
    'serviceable',
    'available in',
  ),
  whereToBuy: words(
    'where to buy',
    'where can i buy',
    'dealers?',
    'shops?',
    'stores?',
    'nearest',
    'near me',
    'showroom',
    'distributors?',
    'retailers?',
  ),
  catalogue: words('catalogue', 'catalog', 'brochure', 'pdf'),
  phone: words(
    'phone number',
    'call you',
    'contact number',
    'helpline',
    'whatsapp',
    'sales number',
    'number to call',
    'call',
  ),
  price: words(
    'price',
    'prices',
    'cost',
    'costs',
    'rate',
    'rates',
    'how much',
    'kitna',
    'kitne',
    'daam',
    'dam',
    'kimat',
    'keemat',
    'mrp',
  ),
  specs: words('specs?', 'specifications?', 'features?', 'details', 'range', 'accuracy', 'battery'),
  compare: words('compare', 'comparison', 'vs', 'versus', 'difference', 'better'),
  accessories: words(
    'accessory',
    'accessories',
    'tripod',
    'mount',
    'receiver',
    'battery pack',
    'case',
    'glasses',
    'target',
  ),
  services: words(
    'services?',
    'repair',
    'e-repair',
    'erepair',
    'consultation',
    'custom',
    'calibration',
    'fix',
  ),
  recommend: words('recommend', 'suggest', 'best', 'popular', 'which (?:one|laser|tool)'),
} as const;

export type Topic = keyof typeof TOPIC;

export function mentions(topic: Topic, text: string): boolean {
  return TOPIC[topic].test(text);
}

const AMOUNT = String.raw`(?:rs\.?|₹|inr|rupees)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|hazaar|hazar|lakh)?`;
const RUPEES_AFTER = String.raw`\s*(?:rs\.?|rupees|rupaye|inr|/-)?`;

function rupees(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  if (unit === 'lakh') return value * 100_000;
  return unit ? value * 1000 : value;
}

export interface PriceRange {
  minInPaise: number | null;
  maxInPaise: number | null;
}

const re = (source: string) => new RegExp(source, 'iu');

/**
 * "under 5000", "below ₹10k", "above 20000", "between 2000 and 5000", "5-10k", "5000 se kam",
 * "₹15,000 tak", "budget 8000". Amounts under ₹100 without a unit are not budgets.
 */
export function priceRangeOf(text: string): PriceRange | null {
  const between =
    re(String.raw`between\s+${AMOUNT}\s+(?:and|to|-)\s+${AMOUNT}`).exec(text) ??
    re(
      String.raw`(?<![\d.])${AMOUNT}\s*(?:-|to|se)\s*${AMOUNT}${RUPEES_AFTER}\s*(?:ke beech|budget|range|rupees|rs|k\b|ke andar)?`,
    ).exec(text);
  if (between) {
    // "5-10k": the unit written once applies to both.
    const unit = between[2] ?? between[4];
    const a = rupees(between[1]!, between[2] ?? (Number(between[1]) < 1000 ? unit : undefined));
    const b = rupees(between[3]!, between[4]);
    if (Math.max(a, b) >= 100 && (unit || /rs|₹|rupees|inr|budget|beech|between/.test(between[0])))
      return { minInPaise: Math.min(a, b) * 100, maxInPaise: Math.max(a, b) * 100 };
  }
  const under =
    re(
      String.raw`(?:under|below|less than|within|upto|up to|max|maximum|not more than|budget(?: is| of| hai)?|mera budget)\s+${AMOUNT}`,
    ).exec(text) ??
    re(
      String.raw`${AMOUNT}${RUPEES_AFTER}\s*(?:se kam|ke andar|ke neeche|tak|or less|and below|max|budget)`,
    ).exec(text);
  if (under) {
    const amount = rupees(under[1]!, under[2]);
    if (amount >= 100) return { minInPaise: null, maxInPaise: amount * 100 };
  }
  const over = re(String.raw`(?:over|above|more than|at least|se zyada|se upar)\s+${AMOUNT}`).exec(
    text,
  );
  if (over) {
    const amount = rupees(over[1]!, over[2]);
    if (amount >= 100) return { minInPaise: amount * 100, maxInPaise: null };
  }
  return null;
}
