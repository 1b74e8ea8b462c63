// The buyer's last read of each quotation and of their list, kept in localStorage (no room
// for another collection: the quote page opens offline with the copy it last saw, and says so).
// The server's own answers are kept, read through model.ts each time.
import { toBuyerQuote, toQuoteSummaries, type QuoteCopy, type QuoteSummary } from './model.ts';

const QUOTE_KEY = 'mgrid:quote:';
const LIST_KEY = 'mgrid:my-quotes';
/** Quotes a device keeps at most; the oldest read goes first. */
const MAX_KEPT = 20;

interface Stored {
  answer: unknown;
  readAt: number;
}

const storage = () => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // blocked storage: nothing is kept, the page reads online
  }
};

function read(key: string): Stored | null {
  try {
    const raw = storage()?.getItem(key);
    const stored = raw ? (JSON.parse(raw) as Stored) : null;
    return stored && typeof stored.readAt === 'number' ? stored : null;
  } catch {
    return null;
  }
}

function write(key: string, answer: unknown, readAt: number): void {
  const store = storage();
  if (!store) return;
  try {
    store.setItem(key, JSON.stringify({ answer, readAt }));
    const kept: { key: string; readAt: number }[] = [];
    for (let i = 0; i < store.length; i++) {
      const name = store.key(i);
      if (name?.startsWith(QUOTE_KEY)) kept.push({ key: name, readAt: read(name)?.readAt ?? 0 });
    }
    kept.sort((a, b) => b.readAt - a.readAt);
    for (const old of kept.slice(MAX_KEPT)) store.removeItem(old.key);
  } catch {
    // A full storage costs only the offline copy.
  }
}

export function cachedQuote(token: string): QuoteCopy | null {
  const stored = read(QUOTE_KEY + token);
  const quote = stored ? toBuyerQuote(stored.answer) : null;
  return quote && stored ? { quote, readAt: stored.readAt } : null;
}

export function keepQuote(token: string, answer: unknown, readAt: number): void {
  write(QUOTE_KEY + token, answer, readAt);
}

/** Per account, so a shared device never shows one buyer's list to another. */
export function cachedQuoteList(userId: string): { quotes: QuoteSummary[]; readAt: number } | null {
  const stored = read(`${LIST_KEY}:${userId}`);
  return stored ? { quotes: toQuoteSummaries(stored.answer), readAt: stored.readAt } : null;
}

export function keepQuoteList(userId: string, answer: unknown, readAt: number): void {
  write(`${LIST_KEY}:${userId}`, answer, readAt);
}
