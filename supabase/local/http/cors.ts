// Which browser origins may call the API with credentials: the site URL, the additional
// redirect URLs' origins (config.toml) and loopback dev servers on any port. Other origins
// get no CORS headers, so a browser keeps their pages from reading the answers.

function isLoopbackOrigin(url: URL): boolean {
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    (url.hostname === 'localhost' ||
      url.hostname === '[::1]' ||
      /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(url.hostname))
  );
}

export function originAllowList(urls: readonly string[]): (origin: string) => boolean {
  const allowed = new Set<string>();
  for (const url of urls) {
    try {
      allowed.add(new URL(url).origin);
    } catch {
      // a malformed configured URL allows nothing
    }
  }
  return (origin) => {
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    return allowed.has(url.origin) || isLoopbackOrigin(url);
  };
}
