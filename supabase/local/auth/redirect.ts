// Where mailed links send the browser, and the URL fragments they carry.

/**
 * GoTrue's redirect allow-list: a URL on the site URL's origin, or on the origin of one of
 * config.toml's additional_redirect_urls. Anything else falls back to the site URL.
 * Security: recovery and magic links put a session in the redirect's fragment, so an
 * attacker-chosen redirect_to (another site, or any other port on this machine) would
 * receive the victim's tokens.
 */
export function allowedRedirect(
  candidate: string | null | undefined,
  siteUrl: string,
  additional: readonly string[] = [],
): string {
  if (!candidate) return siteUrl;
  const target = originOf(candidate);
  if (!target || !/^https?:/.test(target)) return siteUrl;
  const allowed = [siteUrl, ...additional].map(originOf);
  return allowed.includes(target) ? candidate : siteUrl;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * `base#key=value&...` with the keys sorted, as Go's url.Values.Encode writes GoTrue's
 * redirect fragments; any fragment already on `base` is replaced.
 */
export function withFragment(base: string, params: Record<string, string>): string {
  const sorted = Object.keys(params)
    .sort()
    .map((key) => [key, params[key]!]);
  const hashAt = base.indexOf('#');
  const bare = hashAt >= 0 ? base.slice(0, hashAt) : base;
  return `${bare}#${new URLSearchParams(sorted).toString()}`;
}
