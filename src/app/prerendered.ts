/** On #root: the path whose HTML the build pre-rendered into it (scripts/prerender.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * Dispatched on `document` when a pre-rendered page's own code (its route's chunk) could not
 * be loaded: the page's loader (scripts/prerender/deferred-entry.ts) then says so and reloads
 * the page once the browser is back online.
 */
export const LOAD_FAILED_EVENT = 'mgrid-load-failed';
