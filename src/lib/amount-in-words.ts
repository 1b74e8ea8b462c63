// An amount in words as Indian tax invoices write it (CGST Rule 46 asks for the total in
// words): lakh and crore, not million, and the paise after "and":
//   1299900 -> "Rupees Twelve Thousand Nine Hundred Ninety-Nine Only"
//   10050   -> "Rupees One Hundred and Fifty Paise Only"
//   0       -> "Rupees Zero Only"
// Same rule as public.amount_in_words in the migrations (20261126200200); the case table
// both run is tests/fixtures/rules/amount-in-words.json.

const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1-99: "Seven", "Forty", "Ninety-Nine". */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[n / 10]! : `${TENS[Math.floor(n / 10)]}-${ONES[unit]}`;
}

/** 1-999: "Nine Hundred Ninety-Nine" (no "and" inside a number, as the example above). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/**
 * A whole number above zero in words, Indian style: crore, lakh, thousand, hundred. Crores
 * above 99 are themselves said in words ("One Thousand Two Hundred Crore"), as Indian
 * accounts say them.
 */
function wholeInWords(n: bigint): string {
  const parts: string[] = [];
  const crore = n / 10_000_000n;
  if (crore > 0n) parts.push(`${wholeInWords(crore)} Crore`);
  const rest = Number(n % 10_000_000n);
  const lakh = Math.floor(rest / 100_000);
  const thousand = Math.floor((rest % 100_000) / 1000);
  const hundreds = rest % 1000;
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (hundreds > 0) parts.push(belowThousand(hundreds));
  return parts.join(' ');
}

/** Paise (a whole number, zero or more) in words for an invoice; RangeError otherwise. */
export function amountInWords(paise: number | bigint): string {
  if (typeof paise === 'number' && !Number.isSafeInteger(paise)) {
    throw new RangeError(`Not an amount in paise: ${paise}`);
  }
  const amount = BigInt(paise);
  if (amount < 0n) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = amount / 100n;
  const rest = Number(amount % 100n);
  const words = rupees === 0n ? 'Zero' : wholeInWords(rupees);
  if (rest === 0) return `Rupees ${words} Only`;
  return `Rupees ${words} and ${belowHundred(rest)} ${rest === 1 ? 'Paisa' : 'Paise'} Only`;
}
