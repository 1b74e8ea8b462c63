// Where a lead comes from (docs/product.md#saving-a-lead: an IP lookup and a geolocation lookup):
// IP, country, city, region and timezone. The services are configurable (build-time public
// VITE_IP_LOOKUP_URL and VITE_IP_GEO_URL; off when unset), asked once per page load with a short
// timeout, and never hold up a save: a lead saved before they answer, or offline, goes without them
// (the timezone comes from the device and is always known).

export interface LeadPlace {
  ipAddress?: string;
  country?: string;
  city?: string;
  region?: string;
  timezone?: string;
}

export interface EnrichmentConfig {
  /** Answers {"ip": "..."} (ipify's format). */
  ipLookupUrl?: string;
  /** "{ip}" is replaced; answers ipapi.co's or ip-api.com's JSON. */
  geoLookupUrl?: string;
  timeoutMs?: number;
}

export const ENRICHMENT_TIMEOUT_MS = 2500;

const str = (v: unknown) =>
  typeof v === 'string' && v.trim() ? v.trim().slice(0, 200) : undefined;

async function getJson(url: string, timeoutMs: number): Promise<Record<string, unknown> | null> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The device's own timezone (works offline). */
export function deviceTimezone(): string | undefined {
  try {
    return str(Intl.DateTimeFormat().resolvedOptions().timeZone);
  } catch {
    return undefined;
  }
}

/** Looks up the visitor's IP and place; every field it could not learn is left out. */
export async function lookupPlace(config: EnrichmentConfig): Promise<LeadPlace> {
  const timeoutMs = config.timeoutMs ?? ENRICHMENT_TIMEOUT_MS;
  const place: LeadPlace = {};
  const tz = deviceTimezone();
  if (tz) place.timezone = tz;
  if (config.ipLookupUrl) {
    const ip = str((await getJson(config.ipLookupUrl, timeoutMs))?.ip);
    if (ip && /^[0-9a-f.:]{3,45}$/i.test(ip)) place.ipAddress = ip;
  }
  if (config.geoLookupUrl) {
    const url = config.geoLookupUrl.replace('{ip}', encodeURIComponent(place.ipAddress ?? ''));
    const geo = await getJson(url, timeoutMs);
    if (geo) {
      const country = str(geo.country_name) ?? str(geo.country);
      const region = str(geo.region) ?? str(geo.regionName);
      const city = str(geo.city);
      const timezone = str(geo.timezone);
      const ip = str(geo.ip) ?? str(geo.query);
      if (country) place.country = country;
      if (region) place.region = region;
      if (city) place.city = city;
      if (timezone) place.timezone = timezone;
      if (!place.ipAddress && ip && /^[0-9a-f.:]{3,45}$/i.test(ip)) place.ipAddress = ip;
    }
  }
  return place;
}

function configFromBuild(): EnrichmentConfig {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env ?? {};
  const url = (v: string | undefined) =>
    v && /^https?:\/\//.test(v.trim()) ? v.trim() : undefined;
  return { ipLookupUrl: url(env.VITE_IP_LOOKUP_URL), geoLookupUrl: url(env.VITE_IP_GEO_URL) };
}

let pending: Promise<LeadPlace> | null = null;

/** Starts the lookup (once per page load, when online) so a save later finds it ready. */
export function prefetchPlace(config: EnrichmentConfig = configFromBuild()): Promise<LeadPlace> {
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  if (!online) return Promise.resolve(deviceTimezone() ? { timezone: deviceTimezone() } : {});
  pending ??= lookupPlace(config).then((place) => {
    // A lookup that learned nothing is tried again next time (the device may be back online).
    if (!place.ipAddress && !place.country) pending = null;
    return place;
  });
  return pending;
}

/** What is known within `waitMs` (default: a short moment); never throws. */
export async function placeNow(waitMs = 800, config?: EnrichmentConfig): Promise<LeadPlace> {
  const timezone = deviceTimezone();
  const fallback: LeadPlace = timezone ? { timezone } : {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<LeadPlace>((resolve) => {
    timer = setTimeout(() => resolve(fallback), waitMs);
  });
  try {
    return await Promise.race([prefetchPlace(config), late]);
  } finally {
    clearTimeout(timer);
  }
}
