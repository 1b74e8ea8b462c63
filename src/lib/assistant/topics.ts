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
  cart: words('(?:my )?cart', 'basket', 'checkout'),
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

const AMOUNT = String.raw`(?:rs\.?|₹|inr)?\s*(\d[\d,]*(?:\.\d+)?)\s*(k|thousand|hazaar|hazar)?`;

function rupees(digits: string, unit: string | undefined): number {
  const value = Number(digits.replace(/,/g, ''));
  return unit ? value * 1000 : value;
}

export interface PriceRange {
  minInPaise: number | null;
  maxInPaise: number | null;
}

/** "under 5000", "below ₹10k", "above 20000", "between 2000 and 5000", "5000 se kam". */
export function priceRangeOf(text: string): PriceRange | null {
  const between = new RegExp(String.raw`between\s+${AMOUNT}\s+(?:and|to|-)\s+${AMOUNT}`, 'iu').exec(
    text,
  );
  if (between) {
    const a = rupees(between[1]!, between[2]);
    const b = rupees(between[3]!, between[4]);
    return { minInPaise: Math.min(a, b) * 100, maxInPaise: Math.max(a, b) * 100 };
  }
  const under =
    new RegExp(
      String.raw`(?:under|below|less than|within|upto|up to|max|budget(?: of)?)\s+${AMOUNT}`,
      'iu',
    ).exec(text) ??
    new RegExp(String.raw`${AMOUNT}\s+(?:se kam|ke andar|or less|and below)`, 'iu').exec(text);
  if (under) return { minInPaise: null, maxInPaise: rupees(under[1]!, under[2]) * 100 };
  const over = new RegExp(String.raw`(?:over|above|more than|at least)\s+${AMOUNT}`, 'iu').exec(
    text,
  );
  if (over) return { minInPaise: rupees(over[1]!, over[2]) * 100, maxInPaise: null };
  return null;
}
