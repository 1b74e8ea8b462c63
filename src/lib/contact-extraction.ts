// Reading a chat message for the visitor's contact details and for the products and
// services they ask about (docs/product.md#contact-extraction). Heuristics, tuned to miss a name
// rather than invent one.

export interface ExtractedContact {
  email?: string;
  phone?: string;
  name?: string;
}

const EMAIL = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/i;
// An optional +91 / 91 / 0 prefix, then ten digits starting 6-9 with at most one space, dot
// or hyphen between digits; not part of a longer run of digits.
const PHONE = /(?<![\d+])(?:\+?91[\s.-]?|0)?([6-9](?:[\s.-]?\d){9})(?!\d)/;

// After these a name is expected, so any case is taken: "my name is rahul" gives "Rahul".
// A bare "name is" / "name:" counts only when no word comes before it ("company name: X").
const NAME_PHRASES =
  /(?:\bmy name is|\bmy name's|\bmera naam(?:\s+hai)?|(?<![\p{L}\p{N}][ \t]*)name\s*(?:is\b|[:-]))\s*/giu;
// After these a name is only taken when written with a capital: "I am looking..." is no name.
const INTRO_PHRASES = /\b(?:i am|i['’]m|this is)\s+/giu;
// Words that end a name or show the phrase did not introduce one.
const STOP_WORDS = new Set(
  [
    'and or from at with here of in on for to by via the a an my i me is am this hai hoon hu',
    'email mail phone number mobile contact calling speaking writing asking',
    'looking interested need needs want wanted would like please require required',
    'just also not very trying planning sure ready happy glad new good fine going',
  ]
    .join(' ')
    .split(' '),
);
const NAME_WORD = /^\p{L}[\p{L}'’-]*$/u;
const MAX_NAME_WORDS = 3;

function nameAfter(rest: string, needsCapital: boolean): string | undefined {
  const clause = rest.split(/[.,;:!?()[\]{}"\n\r/\\|]/u)[0] ?? '';
  const words: string[] = [];
  for (const word of clause.trim().split(/\s+/u)) {
    if (words.length === MAX_NAME_WORDS || !NAME_WORD.test(word)) break;
    if (STOP_WORDS.has(word.toLowerCase())) break;
    if (needsCapital && word[0] === word[0]?.toLowerCase()) break;
    words.push(word.charAt(0).toUpperCase() + word.slice(1));
  }
  return words.length > 0 ? words.join(' ') : undefined;
}

function findName(text: string): string | undefined {
  for (const [phrases, needsCapital] of [
    [NAME_PHRASES, false],
    [INTRO_PHRASES, true],
  ] as const) {
    for (const match of text.matchAll(phrases)) {
      const name = nameAfter(text.slice(match.index + match[0].length), needsCapital);
      if (name !== undefined) return name;
    }
  }
  return undefined;
}

/** Email (lower-cased), Indian mobile (its ten digits) and name, each only when found. */
export function extractContact(text: string): ExtractedContact {
  const found: ExtractedContact = {};
  const email = EMAIL.exec(text)?.[0];
  if (email !== undefined) found.email = email.toLowerCase();
  const phone = PHONE.exec(email === undefined ? text : text.replace(email, ' '))?.[1];
  if (phone !== undefined) found.phone = phone.replace(/\D/g, '');
  const name = findName(text);
  if (name !== undefined) found.name = name;
  return found;
}

/** Whether a message carries any contact detail: what opens the lead form after 2 s. */
export function hasContactDetails(text: string): boolean {
  return Object.keys(extractContact(text)).length > 0;
}

export interface InterestCatalogue {
  products: readonly { id: string; name: string; keywords?: readonly string[] }[];
  services: readonly { name: string; keywords?: readonly string[] }[];
}

export interface DetectedInterest {
  productIds: string[];
  serviceNames: string[];
}

// A model code inside a product name: letters then digits, such as ML01, SL02 or MDR60.
const MODEL_CODE = /(?<![\p{L}\p{N}])\p{L}+-?\d+\p{L}*(?![\p{L}\p{N}])/gu;

/** "E-Repair" or "ML01" as a pattern that also matches "e repair", "erepair" and "ml-01". */
function termPattern(term: string): RegExp | null {
  const chunks = term.match(/\p{L}+|\p{N}+/gu);
  if (!chunks) return null;
  const body = chunks.join('[\\s._-]*');
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?![\\p{L}\\p{N}])`, 'iu');
}

function mentions(text: string, terms: readonly string[]): boolean {
  return terms.some((term) => termPattern(term)?.test(text) ?? false);
}

/**
 * Products named in a message, by full name, by a model code in the name (ML01, SL01, SL02,
 * MDR60, ...) or by extra keywords; services by name or keywords. Case-insensitive, whole
 * words only, in catalogue order.
 */
export function detectInterest(text: string, catalogue: InterestCatalogue): DetectedInterest {
  const productIds = catalogue.products
    .filter(({ name, keywords = [] }) =>
      mentions(text, [name, ...(name.match(MODEL_CODE) ?? []), ...keywords]),
    )
    .map(({ id }) => id);
  const serviceNames = catalogue.services
    .filter(({ name, keywords = [] }) => mentions(text, [name, ...keywords]))
    .map(({ name }) => name);
  return { productIds: [...new Set(productIds)], serviceNames: [...new Set(serviceNames)] };
}
