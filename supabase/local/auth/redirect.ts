// Where mailed links send the browser, and the URL fragments they carry.

/**
 * GoTrue's redirect allow-list, local edition: the site URL's own host (any port on
 * loopback), and loopback addresses or localhost for local apps. Anything else falls
 * back to the site URL.
 * Security: recovery and magic links put a session in the redirect's fragment, so an
 * attacker-chosen redirect_to would receive the victim's tokens.
 */
export function allowedRedirect(candidate: string | null | undefined, siteUrl: string): string {
  if (!candidate) return siteUrl;
  let target: URL;
  let site: URL;
  try {
    target = new URL(candidate);
    site = new URL(siteUrl);
  } catch {
    return siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return siteUrl;
  const loopback = isLoopback(target.hostname);
  if (target.hostname === site.hostname && target.protocol === site.protocol) {
    if (target.port === site.port || loopback) return candidate;
  }
  return loopback ? candidate : siteUrl;
}

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname)
  );
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
