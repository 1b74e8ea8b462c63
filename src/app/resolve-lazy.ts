// Loads the code of the routes matching an address before the first render, so a
// pre-rendered page hydrates with its real components instead of the route-loading fallback.
import { matchRoutes, type RouteObject } from 'react-router-dom';

export async function resolveLazyRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
