// A pre-rendered page shows the catalogue it was rendered with; after a publish the host
// renders it again, but until the fresh HTML is served (a static host's rebuild, a CDN's copy)
// a visitor may get the old one. So each page carries the catalogue version it was rendered
// with (public.catalogue_version(), supabase/migrations) and learns the live one early:
//   - from the response itself, synchronously, before the body is parsed: the host names the
//     live version in a `Server-Timing: catalogue;desc="<version>"` header (the local app
//     host does; an edge function in front of a static host can);
//   - else by asking the database (a few bytes over the Supabase REST API).
// While the answer is awaited (no header) the page is marked `data-catalogue-pending`, and its
// prices wait, for PENDING_LIMIT_MS at most. When they differ it is marked
// `data-catalogue-stale` on <html>: its prices show
// "Checking price…" (the stylesheet below, then the product card and page themselves,
// src/features/catalogue/catalogue-price.tsx), and Add to Cart is not offered, until the live
// catalogue has arrived. No answer (offline): the page's prices show, with the app's usual
// offline cues.
//
// The same early script notes whether this device keeps a signed-in session (supabase-js's
// stored one, under SESSION_KEY): a pre-rendered header cannot know it, and its "Sign in"
// (marked data-session-checking while the app has not checked the session) is then kept
// hidden, its place held, until the app shows the person's name (src/features/auth/
// account-menu.tsx); it flashed "Sign in" to every signed-in shopper before.
//
// The script is a constant allowed by its hash in the Content-Security-Policy, as the entry
// loader is; the versions and the address are data attributes.
import { createHash } from 'node:crypto';
import {
  PENDING_ATTRIBUTE,
  STALE_ATTRIBUTE,
  STALE_EVENT,
  rowsDeltaScript,
  type RowsDelta,
} from '../../sync/fallback/page-rows.ts';
import {
  KEPT_SESSION_KEY,
  SESSION_CHECKING_ATTRIBUTE,
  SESSION_KEPT_ATTRIBUTE,
} from '../../sync/session/kept.ts';
/** The Server-Timing metric that names the live version. */
export const SERVER_TIMING_NAME = 'catalogue';
/**
 * How long a page without the header waits for the database's answer before it shows its
 * prices anyway (offline, or the answer lost): the app's own offline cues then say the rest.
 */
export const PENDING_LIMIT_MS = 3000;

/** The version of pages built from the bundled catalogue (not a database's). */
export const BUNDLE_VERSION = 'bundle';

/** Where supabase-js keeps the session (sync/engine/supabase.ts AUTH_STORAGE_KEY). */
export const SESSION_KEY = KEPT_SESSION_KEY;

export const CATALOGUE_CHECK = `(function(tag){var root=document.documentElement,mine=tag.getAttribute("data-catalogue-version"),known=false;try{if(localStorage.getItem("${SESSION_KEY}"))root.setAttribute("${SESSION_KEPT_ATTRIBUTE}","")}catch(e){}function changed(){document.dispatchEvent(new Event("${STALE_EVENT}"))}function live(v){known=true;var was=root.hasAttribute("${PENDING_ATTRIBUTE}");root.removeAttribute("${PENDING_ATTRIBUTE}");if(v!==null&&v!==undefined&&String(v)!==mine&&!root.hasAttribute("${STALE_ATTRIBUTE}")){root.setAttribute("${STALE_ATTRIBUTE}",String(v));changed()}else if(was)changed()}try{var nav=performance.getEntriesByType("navigation")[0];(nav&&nav.serverTiming||[]).forEach(function(e){if(e.name==="${SERVER_TIMING_NAME}")live(e.description)})}catch(e){}var url=tag.getAttribute("data-url");if(!known&&url&&window.fetch){root.setAttribute("${PENDING_ATTRIBUTE}","");var gaveUp=function(){if(!known)live(null)};setTimeout(gaveUp,${PENDING_LIMIT_MS});fetch(url,{method:"POST",headers:{apikey:tag.getAttribute("data-key"),"content-type":"application/json"},body:"{}",cache:"no-store"}).then(function(r){return r.ok?r.json():null}).then(live,gaveUp)}})(document.currentScript)`;

/** The CSP source that allows the check and nothing else inline. */
export const CATALOGUE_CHECK_CSP_SOURCE = `'sha256-${createHash('sha256').update(CATALOGUE_CHECK).digest('base64')}'`;

// Until the app takes over (it renders the same states itself), a stale page's prices give
// way to "Checking price…", which each price carries hidden; so does Add to Cart.
const marked = (selector: string) =>
  [STALE_ATTRIBUTE, PENDING_ATTRIBUTE].map((name) => `html[${name}] ${selector}`).join(',');
const CHECK_STYLE = [
  '.catalogue-price[data-price-source=page]>.catalogue-price__checking{display:none}',
  `${marked('.catalogue-price[data-price-source=page]>.catalogue-price__checking')}{display:block}`,
  `${marked('.catalogue-price[data-price-source=page]>.catalogue-price__value')},${marked('[data-catalogue-action=page]')}{display:none}`,
  `html[${SESSION_KEPT_ATTRIBUTE}] [${SESSION_CHECKING_ATTRIBUTE}]{visibility:hidden}`,
].join('');

export interface PageCatalogue {
  /** The catalogue version the page shows (BUNDLE_VERSION: the build's bundled rows). */
  version: string;
  /** Where to ask for the live version (the catalogue_version RPC), and the anon key. */
  versionUrl?: string;
  anonKey?: string;
  /** The rows the page shows that the bundle does not (sync/fallback/page-rows.ts). */
  delta?: RowsDelta;
}

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const CHARSET = /<meta charset="[^"]*"\s*\/?>/i;

/**
 * `html` with the check (first in <head> after the charset, so it runs before anything of the
 * body is parsed), its stylesheet and the page's changed rows.
 */
export function withCatalogueCheck(html: string, catalogue: PageCatalogue): string {
  const check =
    `<style data-catalogue-check>${CHECK_STYLE}</style>` +
    `<script data-catalogue-version="${attribute(catalogue.version)}" data-url="${attribute(catalogue.versionUrl ?? '')}" data-key="${attribute(catalogue.anonKey ?? '')}">${CATALOGUE_CHECK}</script>`;
  const rows = rowsDeltaScript(catalogue.delta ?? {});
  const head = CHARSET.test(html)
    ? html.replace(CHARSET, (charset) => `${charset}${check}`)
    : html.replace('<head>', () => `<head>${check}`);
  return head.replace('</body>', () => `${rows}</body>`);
}

const STAMP = /(<script data-catalogue-version=")([^"]*)(")/;

/** The version a page says it was rendered with. */
export function pageVersion(html: string): string | null {
  return STAMP.exec(html)?.[2] ?? null;
}

/** `html` saying it is current at `version` (its rows are those of that version). */
export function stampVersion(html: string, version: string): string {
  return html.replace(
    STAMP,
    (_all, before: string, _old, after: string) => before + attribute(version) + after,
  );
}

/** The Server-Timing header naming the live version. */
export const serverTiming = (version: string) =>
  `${SERVER_TIMING_NAME};desc="${version.replace(/["\\]/g, '')}"`;
