/** On #root: the path whose HTML the build pre-rendered into it (scripts/prerender.tsx). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
