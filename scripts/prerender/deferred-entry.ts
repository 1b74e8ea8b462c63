// A pre-rendered page paints from its HTML alone, so its JavaScript should not share the line
// with what the first screenful needs (the HTML, the product pictures), nor run before the
// browser has painted. Vite puts the entry <script type="module"> and its modulepreload links
// in <head>, where the browser fetches them at high priority alongside the page and runs them
// as soon as parsing ends, often before the first frame. On pre-rendered pages they are
// replaced by one small inline loader that adds the same tags once the page has loaded (the
// pictures in view included) and painted: on a slow 4G phone the pictures get the whole line,
// and the page is readable while its code arrives. The entry goes first; its preloads follow
// a few per task, so no one task is long. The loader does not wait past
// LOAD_WAIT_CAP_MS for a slow picture; a page that opens in a background tab starts at once.
//
// The shell (shell.html: every other address, and what the service worker serves) keeps
// Vite's tags: it has nothing to paint without its code.
//
// If the code cannot be fetched (the signal lost between the paint and the code, or a server
// error), the page stays readable (its taps held, scripts/prerender/early-input.ts); a notice outside the page says so, with a link to
// try again, and the page reloads by itself once the browser is back online. The entry tells
// the loader the same when the page's own code fails to load (the `mgrid-load-failed` event,
// src/app/boot.tsx).
//
// The Content-Security-Policy stays "scripts from our origin only", plus this one script by
// its hash (supabase/local/security-headers.ts); the loader itself is a constant, and the URLs
// it loads are data attributes, so the hash does not change from one build to the next.
import { createHash } from 'node:crypto';
import { LOAD_FAILED_EVENT } from '../../src/app/prerendered.ts';
import { PAGE_CODE_LOAD_FAILED, PAGE_CODE_TRY_AGAIN } from '../../src/lib/messages.ts';
import type { Locale } from '../../src/lib/i18n/locale.ts';
import hindi from '../../src/i18n/hi/shell.ts';

/** How long the loader waits for the page's pictures before it starts the code anyway. */
export const LOAD_WAIT_CAP_MS = 2500;

/** Module preloads added per task: adding one costs about 1 ms of a phone's main thread. */
export const PRELOADS_PER_TASK = 6;

export const ENTRY_LOADER = `(function(tag){var started=false;function failed(){if(document.getElementById("load-failed"))return;var note=document.createElement("p"),retry=document.createElement("a");note.id="load-failed";note.setAttribute("role","alert");note.style.cssText="position:fixed;left:12px;right:12px;bottom:12px;z-index:1000;margin:0 auto;max-width:560px;padding:12px 16px;border-radius:8px;background:#2b2f36;color:#fff;font:500 15px/1.45 system-ui,sans-serif";note.textContent=tag.getAttribute("data-failed")+" ";retry.href=location.href;retry.style.color="#fff";retry.textContent=tag.getAttribute("data-retry");note.appendChild(retry);document.body.appendChild(note);addEventListener("online",function(){location.reload()},{once:true})}document.addEventListener("${LOAD_FAILED_EVENT}",failed);function start(){if(started)return;started=true;var head=document.head;var script=document.createElement("script");script.type="module";script.crossOrigin="";script.src=tag.getAttribute("data-entry");script.addEventListener("error",failed);head.appendChild(script);var preloads=(tag.getAttribute("data-preload")||"").split(" ").filter(Boolean);(function more(){preloads.splice(0,${PRELOADS_PER_TASK}).forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.crossOrigin="";link.href=href;head.appendChild(link)});if(preloads.length)setTimeout(more,0)})()}function afterPaint(){if(document.visibilityState==="hidden")start();else requestAnimationFrame(function(){setTimeout(start,0)})}if(document.readyState==="complete")afterPaint();else{addEventListener("load",afterPaint,{once:true});setTimeout(start,${LOAD_WAIT_CAP_MS})}})(document.currentScript)`;

/** The CSP source that allows the loader and nothing else inline. */
export const ENTRY_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * `html` with its entry script and module preloads moved into the loader, at the end of <body>;
 * the loader's notice in the page's language (the shell's Hindi catalogue on Hindi pages).
 */
export function deferEntry(html: string, locale: Locale = 'en'): string {
  const say = (text: string) => (locale === 'hi' ? (hindi[text] ?? text) : text);
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) throw new Error('the built page has no entry <script type="module">');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  const loader = `<script data-entry="${entry}" data-preload="${preloads.join(' ')}" data-failed="${say(PAGE_CODE_LOAD_FAILED)}" data-retry="${say(PAGE_CODE_TRY_AGAIN)}">${ENTRY_LOADER}</script>`;
  return html
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace('</body>', () => `${loader}</body>`);
}
