// The cart's write-ahead journal: each tap on Add to Cart or a quantity button is written here
// synchronously, before anything else happens, so the screen answers at once and a reload a
// moment later keeps it, even before the database has opened. One localStorage key per op:
// appending and removing never read-modify-write a shared list, so two tabs cannot undo each
// other's ops. The database takes them in later (fold.ts); an op leaves the journal only once
// its fold has committed.
import { byJournalOrder, type CartOp } from './journal-fold.ts';
import type { CartLineDoc } from './schema.ts';

/** Each op's key starts so (the pre-rendered page's early script writes them too). */
export const CART_OP_PREFIX = 'mgrid-cart-op:';
/** The stored lines as last seen, shown (with the journal) until the database is read. */
export const CART_SEEN_KEY = 'mgrid-cart-seen';

/** Where ops are kept: localStorage, or memory where it is missing or blocked (not durable). */
function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'> {
  try {
    if (typeof localStorage !== 'undefined') return localStorage;
  } catch {
    // Blocked storage (privacy settings) throws on access.
  }
  return memory;
}

const memoryItems = new Map<string, string>();
const memory = {
  getItem: (key: string) => memoryItems.get(key) ?? null,
  setItem: (key: string, value: string) => void memoryItems.set(key, value),
  removeItem: (key: string) => void memoryItems.delete(key),
  key: (index: number) => [...memoryItems.keys()][index] ?? null,
  get length() {
    return memoryItems.size;
  },
};

let cached: readonly CartOp[] | null = null;
const listeners = new Set<() => void>();

function readAll(): CartOp[] {
  const ops = new Map<string, CartOp>();
  for (const store of new Set([storage(), memory])) {
    for (let i = store.length - 1; i >= 0; i--) {
      const key = store.key(i);
      if (!key?.startsWith(CART_OP_PREFIX)) continue;
      try {
        const op = JSON.parse(store.getItem(key) ?? '') as CartOp;
        ops.set(op.id, op);
      } catch {
        // An op that cannot be read cannot be applied: drop it rather than block the cart.
        store.removeItem(key);
      }
    }
  }
  return [...ops.values()].sort(byJournalOrder);
}

/** The ops not yet folded, in journal order: the same array until the journal changes. */
export function journalOps(): readonly CartOp[] {
  cached ??= readAll();
  return cached;
}

function changed() {
  cached = null;
  for (const listener of [...listeners]) listener();
}

let seq = 0;

/** A new op's id and order: unique across tabs (time, a random part, this tab's count). */
export function nextOpStamp(): { id: string; at: number; seq: number } {
  const at = Date.now();
  seq += 1;
  const random = Math.random().toString(36).slice(2, 10);
  return { id: `${at.toString(36)}-${random}-${seq.toString(36)}`, at, seq };
}

/** Writes the op before returning: a reload right after keeps it. */
export function appendOp(op: CartOp): void {
  try {
    storage().setItem(CART_OP_PREFIX + op.id, JSON.stringify(op));
  } catch {
    // Storage full or blocked: keep the tap in memory for this page, as before.
    memory.setItem(CART_OP_PREFIX + op.id, JSON.stringify(op));
  }
  changed();
}

/** Removes ops whose fold has committed (or that a cleared cart makes moot). */
export function removeOps(ids: Iterable<string>): void {
  const store = storage();
  let any = false;
  for (const id of ids) {
    store.removeItem(CART_OP_PREFIX + id);
    memory.removeItem(CART_OP_PREFIX + id);
    any = true;
  }
  if (any) changed();
}

function onStorage(event: StorageEvent) {
  if (event.key === null || event.key.startsWith(CART_OP_PREFIX)) changed();
}

/** Calls `listener` whenever the journal changes, in this tab or another. */
export function subscribeJournal(listener: () => void): () => void {
  if (listeners.size === 0 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorage);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorage);
    }
  };
}

let seen: readonly CartLineDoc[] | null = null;
const NONE: readonly CartLineDoc[] = [];

/** The cart's stored lines as this device last saw them (before the database is read). */
export function seenCart(): readonly CartLineDoc[] {
  if (seen) return seen;
  try {
    const parsed: unknown = JSON.parse(storage().getItem(CART_SEEN_KEY) ?? '[]');
    seen = Array.isArray(parsed) ? (parsed as CartLineDoc[]) : NONE;
  } catch {
    seen = NONE;
  }
  return seen;
}

/** Notes the stored lines (called whenever the cart's query answers). */
export function rememberCart(lines: readonly CartLineDoc[]): void {
  seen = lines;
  try {
    if (lines.length === 0) storage().removeItem(CART_SEEN_KEY);
    else storage().setItem(CART_SEEN_KEY, JSON.stringify(lines));
  } catch {
    // Full or blocked: the badge waits for the database, as before.
  }
}
