// The open positions this device knows: the bundled list (what seed.sql opens, so the page
// works offline on a first visit), replaced by the last list read from the server and kept
// in localStorage (no room for another collection: docs/decisions.md, "Careers positions are
// not a collection").
import bundled from '../fallback/careers-positions.json';
import { createStore } from '../engine/store.ts';
import { toPositions, type Position } from './model.ts';

const CACHE_KEY = 'mgrid:careers-positions';

/** What the pre-rendered page shows (and hydration starts from). */
export const BUNDLED_POSITIONS: Position[] = toPositions(bundled) ?? [];

function cachedPositions(): Position[] | null {
  try {
    const raw = globalThis.localStorage?.getItem(CACHE_KEY);
    return raw ? toPositions(JSON.parse(raw)) : null;
  } catch {
    return null; // storage blocked, or a damaged entry: the bundle serves
  }
}

export const positionsStore = createStore<Position[]>(cachedPositions() ?? BUNDLED_POSITIONS);

/** Shows `positions` and keeps them for the next visit, offline included. */
export function keepPositions(positions: Position[]): void {
  positionsStore.set(positions);
  try {
    globalThis.localStorage?.setItem(
      CACHE_KEY,
      JSON.stringify(
        positions.map((p) => ({
          id: p.id,
          title: p.title,
          location: p.location,
          employment_type: p.employmentType,
          description: p.description,
        })),
      ),
    );
  } catch {
    // A full or blocked storage only costs the next visit the bundled list.
  }
}
