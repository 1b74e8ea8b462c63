// Per-client request limit in a sliding window, in this function instance's memory: enough
// to stop one client from running up the provider bill; resets when the instance restarts.
export function createRateLimiter(limit: () => number, windowMs: number, now = () => Date.now()) {
  const hits = new Map<string, number[]>();
  return {
    allow(client: string): boolean {
      const t = now();
      const recent = (hits.get(client) ?? []).filter((at) => t - at < windowMs);
      if (recent.length >= limit()) {
        hits.set(client, recent);
        return false;
      }
      recent.push(t);
      hits.set(client, recent);
      // Keep memory bounded: forget idle clients once the table grows.
      if (hits.size > 10_000)
        for (const [k, v] of hits) if (!v.some((at) => t - at < windowMs)) hits.delete(k);
      return true;
    },
  };
}
