// Matching "/factors/:factorId/verify"-style routes against request paths.

export interface Route<H> {
  method: string;
  pattern: string;
  handler: H;
}

export type Match<H> =
  | { kind: 'found'; handler: H; params: Record<string, string> }
  | { kind: 'method_not_allowed'; allowed: string[] }
  | { kind: 'not_found' };

function segments(path: string): string[] {
  return path.split('/').filter((s) => s !== '');
}

function matchPattern(pattern: string, path: string): Record<string, string> | undefined {
  const want = segments(pattern);
  const got = segments(path);
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    const g = got[i]!;
    if (w.startsWith(':')) {
      try {
        params[w.slice(1)] = decodeURIComponent(g);
      } catch {
        return undefined;
      }
    } else if (w !== g) {
      return undefined;
    }
  }
  return params;
}

export function matchRoute<H>(routes: Route<H>[], method: string, path: string): Match<H> {
  const allowed: string[] = [];
  for (const route of routes) {
    const params = matchPattern(route.pattern, path);
    if (!params) continue;
    if (route.method === method) return { kind: 'found', handler: route.handler, params };
    allowed.push(route.method);
  }
  return allowed.length > 0 ? { kind: 'method_not_allowed', allowed } : { kind: 'not_found' };
}
