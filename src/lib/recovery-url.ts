// docs/product.md#route-guard: an address carrying a recovery type in its hash or query goes to
// /reset-password. The auth server's link lands with "#access_token=...&type=recovery" (implicit
// flow) or "?type=recovery" (links built by hand, PKCE-style); both keep their parameters so
// supabase-js can still read the session from the address.

function hasRecoveryType(params: string): boolean {
  const text = params.replace(/^[?#]/, '');
  if (text === '') return false;
  try {
    return new URLSearchParams(text).getAll('type').some((t) => t.toLowerCase() === 'recovery');
  } catch {
    return false;
  }
}

/**
 * Where to send an address that carries a recovery type, or null to stay. The hash and query
 * travel along unchanged; /reset-password itself never redirects (no loop).
 */
export function recoveryRedirect(location: {
  pathname: string;
  search: string;
  hash: string;
}): string | null {
  if (location.pathname === '/reset-password') return null;
  if (!hasRecoveryType(location.search) && !hasRecoveryType(location.hash)) return null;
  return `/reset-password${location.search}${location.hash}`;
}
