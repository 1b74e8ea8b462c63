// The words Indian buyers type for the catalogue, in Devanagari and in Hinglish (Hindi in
// Latin letters), each written as the catalogue's English terms ("लेजर" and "lejar" -> laser,
// "दूरी नापने वाला" -> distance meter), the words that only carry the sentence ("wala",
// "दिखाओ", "का"), and how a price limit or "cheap" is said ("5000 ke andar", "5000 से कम",
// "sasta"). Pure: src/lib/search-terms.ts reads a query with it, so the header search, the
// products page and the assistant find the same products for the same words.

const ASCII = /^[ -~\t\n\r]*$/;

/**
 * Devanagari as one spelling: nukta dropped (ज़ -> ज, क़ -> क), chandrabindu as anusvara
 * (ँ -> ं), the candra vowels of English loanwords as the plain ones (ॉ -> ो, ॅ -> े),
 * zero-width joiners removed and Devanagari digits as 0-9. Shoppers write the same word all
 * these ways ("लेज़र", "लेजर"; "ट्राइपॉड", "ट्राइपोड"); Latin text is unchanged.
 */
export function foldDevanagari(text: string): string {
  // ASCII has nothing to fold (the index folds every term: this is most of them).
  if (ASCII.test(text)) return text;
  return text
    .normalize('NFD')
    .replace(/\u093C/g, '')
    .replace(/\u0901/g, '\u0902')
    .replace(/\u0949/g, '\u094B')
    .replace(/\u0945/g, '\u0947')
    .replace(/[\u200C\u200D]/g, '')
    .replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - 0x0966))
    .normalize('NFC');
}

/** Devanagari words and phrases as the Hinglish or English the rest of the reading knows. */
const DEVANAGARI: Record<string, string> = {
  'सबसे सस्ता': 'sasta',
  'सबसे सस्ती': 'sasta',
  सस्ता: 'sasta',
  सस्ती: 'sasta',
  सस्ते: 'sasta',
  'से कम': 'se kam',
  'के अंदर': 'ke andar',
  'के भीतर': 'ke andar',
  'से नीचे': 'se neeche',
  'के नीचे': 'se neeche',
  'से ज्यादा': 'se zyada',
  'से ऊपर': 'se zyada',
  तक: 'tak',
  रुपये: 'rs',
  रुपए: 'rs',
  रुपया: 'rs',
  रु: 'rs',
  हजार: 'hazaar',
  'दूरी नापने वाला': 'distance meter',
  'दूरी मापने वाला': 'distance meter',
  'दूरी नापने': 'distance meter',
  'दूरी मापने': 'distance meter',
  'नापने वाला': 'distance meter',
  'डिस्टेंस मीटर': 'distance meter',
  'लेजर मीटर': 'distance meter',
  मीटर: 'meter',
  लेजर: 'laser',
  लेसर: 'laser',
  लैजर: 'laser',
  लेवल: 'level',
  लेवेल: 'level',
  'लेवल मशीन': 'level',
  'सेल्फ लेवलिंग': 'self levelling',
  क्रोसलाइन: 'crossline',
  'क्रोस लाइन': 'crossline',
  लाइन: 'line',
  ग्रीन: 'green',
  हरा: 'green',
  हरी: 'green',
  हरे: 'green',
  रेड: 'red',
  लाल: 'red',
  ट्राइपोड: 'tripod',
  ट्राईपोड: 'tripod',
  तिपाई: 'tripod',
  स्टैंड: 'tripod',
  बैटरी: 'battery',
  चार्जर: 'charger',
  रिसीवर: 'receiver',
  डिटेक्टर: 'detector',
  चश्मा: 'glasses',
  चश्मे: 'glasses',
  टारगेट: 'target',
  प्लेट: 'plate',
  माउंट: 'mount',
  ब्रैकेट: 'mount',
  केस: 'case',
  बैग: 'case',
  बक्सा: 'case',
  मैग्नेटिक: 'magnetic',
  चुंबकीय: 'magnetic',
  ब्लूटूथ: 'bluetooth',
  'थ्री डी': '3d',
  '3डी': '3d',
  एक्सेसरी: 'accessories',
  एक्सेसरीज: 'accessories',
  टूल: 'tools',
  औजार: 'tools',
  वाला: '',
  वाली: '',
  वाले: '',
  का: '',
  की: '',
  के: '',
  को: '',
  में: '',
  मे: '',
  है: '',
  हैं: '',
  दिखाओ: '',
  दिखाइए: '',
  दिखाएं: '',
  चाहिए: '',
  मुझे: '',
  कोई: '',
  और: '',
};

/** Hinglish spellings and phrases as the catalogue's English words ('' carries no meaning). */
const HINGLISH: Record<string, string> = {
  'doori napne wala': 'distance meter',
  'doori naapne wala': 'distance meter',
  'duri napne wala': 'distance meter',
  'doori mapne wala': 'distance meter',
  'napne wala': 'distance meter',
  'naapne wala': 'distance meter',
  'level machine': 'level',
  lejar: 'laser',
  lezar: 'laser',
  lajer: 'laser',
  laizar: 'laser',
  leval: 'level',
  lebal: 'level',
  hara: 'green',
  hari: 'green',
  hare: 'green',
  lal: 'red',
  laal: 'red',
  tipai: 'tripod',
  tripad: 'tripod',
  chashma: 'glasses',
  chashme: 'glasses',
  chasma: 'glasses',
  wala: '',
  wali: '',
  wale: '',
  waala: '',
  waali: '',
  vala: '',
  dikhao: '',
  dikhaiye: '',
  chahiye: '',
  batao: '',
  mujhe: '',
  koi: '',
  ka: '',
  ki: '',
  ke: '',
  mein: '',
  me: '',
  hai: '',
};

function phrases(table: Record<string, string>, fold: (s: string) => string) {
  const map = new Map(Object.entries(table).map(([k, v]) => [fold(k), v]));
  const keys = [...map.keys()].sort((a, b) => b.length - a.length);
  // Whole words only: a Devanagari word ends where letters, vowel signs and digits end.
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])(?:${keys.map((k) => k.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})(?![\\p{L}\\p{M}\\p{N}])`,
    'gu',
  );
  return (text: string) => text.replace(pattern, (word) => ` ${map.get(word)} `);
}

const devanagariWords = phrases(DEVANAGARI, foldDevanagari);
const hinglishWords = phrases(HINGLISH, (s) => s);

/** What a price asked in a query allows, in paise, and whether cheapest comes first. */
export interface PriceAsk {
  minInPaise: number | null;
  maxInPaise: number | null;
  cheapestFirst: boolean;
}

const AMOUNT = String.raw`(?:rs\.?|₹|inr)?\s*(\d[\d,]*)\s*(k|hazaar|hazar|thousand)?\s*(?:rs\.?|rupees?|rupaye|inr|/-)?`;
const UNDER = [
  new RegExp(
    String.raw`${AMOUNT}\s*(?:se kam|ke andar|ke under|se neeche|se niche|tak|or less|and below)`,
    'u',
  ),
  new RegExp(String.raw`(?:under|below|upto|up to|within|less than)\s+${AMOUNT}`, 'u'),
];
const OVER = [
  new RegExp(String.raw`${AMOUNT}\s*(?:se zyada|se jyada|se upar|or more|and above)`, 'u'),
  new RegExp(String.raw`(?:above|over|more than)\s+${AMOUNT}`, 'u'),
];
const CHEAP = /(?<![\p{L}\p{N}])(?:sabse\s+)?(?:sasta|sasti|saste|cheap|cheapest)(?![\p{L}\p{N}])/u;

function rupeesToPaise(digits: string, unit: string | undefined): number {
  return Number(digits.replace(/,/g, '')) * (unit ? 1000 : 1) * 100;
}

/**
 * The query in Hinglish and English words with its price ask taken out: "5000 से कम ग्रीन
 * लेजर" -> "green laser", at most ₹5,000. Amounts below ₹100 are not prices ("10 tak").
 */
export function readQuery(text: string): { words: string; price: PriceAsk } {
  let rest = devanagariWords(foldDevanagari(text).toLowerCase());
  const price: PriceAsk = { minInPaise: null, maxInPaise: null, cheapestFirst: false };
  const take = (patterns: RegExp[], set: (paise: number) => void) => {
    for (const pattern of patterns) {
      const m = pattern.exec(rest);
      if (!m) continue;
      const paise = rupeesToPaise(m[1]!, m[2]);
      if (paise < 10_000) continue;
      set(paise);
      rest = rest.replace(m[0], ' ');
      return;
    }
  };
  take(UNDER, (paise) => (price.maxInPaise = paise));
  take(OVER, (paise) => (price.minInPaise = paise));
  if (CHEAP.test(rest)) {
    price.cheapestFirst = true;
    rest = rest.replace(new RegExp(CHEAP.source, 'gu'), ' ');
  }
  rest = hinglishWords(rest);
  // Price words left without an amount ("tak", "rs") say nothing about the product.
  rest = rest.replace(
    /(?<![\p{L}\p{N}])(?:se kam|ke andar|se neeche|se zyada|tak|rs|hazaar)(?![\p{L}\p{N}])/gu,
    ' ',
  );
  return { words: rest.replace(/\s+/g, ' ').trim(), price };
}
