// One pre-rendered page from the rendered markup: the build's template (the shell with its
// stylesheets inline), the markup and head tags, the deferred entry, the early input script,
// the catalogue check, and the first screen's CSS only. The build (plugin.ts) and the app host's re-render after a
// publish (page-worker.ts) compose pages with this, so both serve the same HTML.
import { keepCriticalCss } from './critical-css.ts';
import { deferEntry } from './deferred-entry.ts';
import { pageHtml } from './page-html.ts';
import { withCatalogueCheck, type PageCatalogue } from './catalogue-check.ts';
import { withEarlyInput } from './early-input.ts';
import { localeOfPath } from '../../src/lib/i18n/locale.ts';

export function composePage(
  template: string,
  pathname: string,
  body: string,
  catalogue: PageCatalogue,
): string {
  const page = pageHtml(deferEntry(template, localeOfPath(pathname)), pathname, body);
  return keepCriticalCss(withCatalogueCheck(withEarlyInput(page), catalogue));
}

/** Where a page's file goes, relative to the built app. */
export function pageFile(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`;
}

/** The catalogue_version RPC for the Supabase project at `supabaseUrl` (none: bundled mode). */
export function versionUrl(supabaseUrl: string | undefined): string | undefined {
  return supabaseUrl
    ? `${supabaseUrl.replace(/\/+$/, '')}/rest/v1/rpc/catalogue_version`
    : undefined;
}
