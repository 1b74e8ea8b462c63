// Whether a query's new result says nothing new: a live query emits its whole result again on
// every change to its collection (a pull, a realtime event, the first read replacing the
// pre-rendered catalogue), and React's useSyncExternalStore renders every reader again,
// synchronously, for any new object. On a phone that was the busiest moment of a first
// visit: the data layer's first reads re-rendered the whole page with equal values, in
// tasks of 100-150 ms at 4x CPU. Keeping the previous object for equal content spares that.

/** Lists longer than this are compared by their items' identity only (no text comparison). */
const TEXT_COMPARE_MAX_ITEMS = 500;

export function sameContent(previous: unknown, next: unknown): boolean {
  if (Object.is(previous, next)) return true;
  if (Array.isArray(previous) && Array.isArray(next)) {
    if (previous.length !== next.length) return false;
    if (previous.every((item, i) => Object.is(item, next[i]))) return true;
    if (next.length > TEXT_COMPARE_MAX_ITEMS) return false;
  } else if (
    previous === null ||
    next === null ||
    typeof previous !== 'object' ||
    typeof next !== 'object'
  ) {
    return false;
  }
  return JSON.stringify(previous) === JSON.stringify(next);
}
