// Two people changed the same record from the same starting point (an admin's product draft
// and another admin's publish): each field takes the change whoever made it, and only a field
// both changed, to different values, is theirs to choose between. Git's merge and CouchDB's
// conflict handling work field by field (here: line by line) the same way.

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

export interface Merged<T> {
  /** Every field: mine where only I changed it, theirs where only they did, else mine. */
  merged: T;
  /** The fields both changed to different values (kept as mine in `merged`). */
  bothChanged: (keyof T & string)[];
  /** The fields only they changed (taken from theirs in `merged`). */
  takenFromTheirs: (keyof T & string)[];
}

/** `mine` and `theirs`, both begun from `base`, merged field by field. */
export function mergeThreeWay<T extends object>(base: T, mine: T, theirs: T): Merged<T> {
  const merged = { ...mine };
  const bothChanged: (keyof T & string)[] = [];
  const takenFromTheirs: (keyof T & string)[] = [];
  const keys = new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)]);
  for (const key of keys as Set<keyof T & string>) {
    const wasMine = same(mine[key], base[key]);
    const wasTheirs = same(theirs[key], base[key]);
    if (wasMine && !wasTheirs) {
      merged[key] = theirs[key];
      takenFromTheirs.push(key);
    } else if (!wasMine && !wasTheirs && !same(mine[key], theirs[key])) {
      bothChanged.push(key);
    }
  }
  return { merged, bothChanged, takenFromTheirs };
}
