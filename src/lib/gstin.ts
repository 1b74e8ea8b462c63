// GSTIN checks, the same as public.gstin_problem in the migrations (20261126200100): the
// device says what is wrong before sending, the database re-checks. The case table both run
// is tests/fixtures/rules/gstin.json.
//
// A GSTIN is 15 characters: a 2-digit state code, the holder's PAN (5 letters, 4 digits,
// 1 letter), an entity number (1-9 or A-Z), 'Z', and a check character (GSTN's mod-36
// checksum of the first 14).
// State codes accepted: those of the 36 states and union territories (GST_STATE_CODES, as
// GSTN lists them today) and 97, "Other Territory" (GSTN still registers businesses there).
// Retired codes are refused: 25 (Daman and Diu, merged into 26 in 2020) and 28 (Andhra
// Pradesh before 37), as is 99 (the Centre's own jurisdiction, not a buyer's state).

/** GST state codes (the first two digits of a GSTIN), as issued by the GST Network. */
export const GST_STATE_CODES: Record<string, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const OTHER_TERRITORY_CODE = '97';
const STATE_CODES = new Set([...Object.values(GST_STATE_CODES), OTHER_TERRITORY_CODE]);

/** How a GSTIN is stored: spaces removed, upper-cased ("27aabcm 1234f1z5" -> "27AABCM1234F1Z5"). */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/** GSTN's check character for the first 14 characters (already upper-case, 0-9 and A-Z). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = ALPHABET.indexOf(first14[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36]!;
}

/** What is wrong with a GSTIN as typed (it is normalised first), or null when it is right. */
export function gstinProblem(text: string): string | null {
  const gstin = normaliseGstin(text);
  if (gstin === '') return 'Please enter the GSTIN';
  if (gstin.length !== 15) return `GSTIN must be 15 characters, not ${[...gstin].length}`;
  if (!/^[0-9A-Z]+$/.test(gstin)) return 'GSTIN can have only letters and digits';
  const state = gstin.slice(0, 2);
  if (!/^[0-9]{2}$/.test(state)) return 'GSTIN must start with a 2-digit state code';
  if (!STATE_CODES.has(state)) {
    return `GSTIN state code ${state} is not an Indian state or union territory`;
  }
  if (!/^[A-Z]{5}[0-9]{4}[A-Z]$/.test(gstin.slice(2, 12))) {
    return 'GSTIN characters 3 to 12 must be a PAN: 5 letters, 4 digits, 1 letter';
  }
  if (gstin[12] === '0') return 'GSTIN character 13 must be 1 to 9 or a letter, not 0';
  if (gstin[13] !== 'Z') return 'GSTIN character 14 must be Z';
  const check = gstinCheckCharacter(gstin);
  if (gstin[14] !== check) {
    return `GSTIN check digit is wrong: the last character should be ${check}`;
  }
  return null;
}

/** The state code a GSTIN starts with ("27"), for place-of-supply and state checks. */
export function gstinStateCode(gstin: string): string {
  return normaliseGstin(gstin).slice(0, 2);
}
