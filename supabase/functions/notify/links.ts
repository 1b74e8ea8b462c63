// The link in a message: the database writes quotation messages with the placeholder {link}
// and the page's path (notifications.link_path, e.g. /quote/<token>), because it does not know
// the site's address; the sender puts in the site's address from its configuration (SITE_URL,
// the same setting the auth server's mail links use; the local app's address by default).

export const LINK_PLACEHOLDER = '{link}';
export const DEFAULT_SITE_URL = 'http://localhost:4173';

/** The site's address without a trailing slash: SITE_URL when it is an http(s) URL. */
export function siteUrl(read: (name: string) => string | undefined): string {
  const configured = read('SITE_URL')?.trim();
  if (configured && /^https?:\/\/[^\s/]+/i.test(configured)) return configured.replace(/\/+$/, '');
  return DEFAULT_SITE_URL;
}

/** The message's body with {link} replaced by the site's address and the path; as it is without a path. */
export function withLink(body: string, linkPath: string | null | undefined, site: string): string {
  if (!linkPath) return body;
  return body.split(LINK_PLACEHOLDER).join(`${site}${linkPath}`);
}
