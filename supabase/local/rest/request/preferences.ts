// The Prefer header (RFC 7240 as PostgREST reads it: first value of each kind wins) and
// content negotiation of the Accept header (MediaType.hs).
import type { IncomingHttpHeaders } from 'node:http';
import { mediaTypeError, pgrstError } from '../errors.ts';

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  missing?: 'default' | 'null';
  /** tx=rollback runs the request and rolls it back (db-tx-end = commit-allow-override). */
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  /** max-affected=N: with handling=strict, more affected rows fail with PGRST124. */
  'max-affected'?: string;
}

const KNOWN: Record<Exclude<keyof Preferences, 'max-affected'>, string[]> = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
};

function headerValues(value: string | string[] | undefined): string[] {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);
}

export function parsePreferences(headers: IncomingHttpHeaders): Preferences {
  const prefs: Preferences = {};
  const invalid: string[] = [];
  for (const pref of headerValues(headers.prefer)) {
    const [name, value] = pref.split('=', 2) as [keyof typeof KNOWN, string | undefined];
    const known = KNOWN[name] as string[] | undefined;
    if (known && value !== undefined && known.includes(value)) {
      (prefs as Record<string, string>)[name] ??= value;
    } else if ((name as string) === 'max-affected' && value !== undefined && /^\d+$/.test(value)) {
      prefs['max-affected'] ??= value;
    } else if (!pref.startsWith('timezone=')) {
      invalid.push(pref);
    }
  }
  if (prefs.handling === 'strict' && invalid.length > 0) {
    throw pgrstError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${invalid.join(', ')}`,
    );
  }
  return prefs;
}

/**
 * The Preference-Applied header, in PostgREST's order: `which` names the plan-dependent
 * preferences a response honoured; count, tx and handling always apply, max-affected only
 * with handling=strict.
 */
export function preferenceApplied(
  prefs: Preferences,
  which: (keyof Preferences)[],
): Record<string, string> {
  const order: (keyof Preferences)[] = [
    'resolution',
    'missing',
    'return',
    'count',
    'tx',
    'handling',
    'max-affected',
  ];
  const always = ['count', 'tx', 'handling'];
  const applied = order
    .filter((k) => (always.includes(k) || which.includes(k)) && prefs[k] !== undefined)
    .filter((k) => k !== 'max-affected' || prefs.handling === 'strict')
    .map((k) => `${k}=${prefs[k]}`);
  return applied.length ? { 'preference-applied': applied.join(', ') } : {};
}

export type Media =
  | { kind: 'json' }
  | { kind: 'single'; strip: boolean }
  | { kind: 'array-strip' }
  | { kind: 'csv' }
  /** application/vnd.pgrst.plan[+json|+text]: the query plan (db-plan-enabled). */
  | { kind: 'plan'; format: 'json' | 'text'; options: string[] };

const PLAN_OPTIONS = ['analyze', 'verbose', 'settings', 'buffers', 'wal'];

export function contentType(media: Media): string {
  switch (media.kind) {
    case 'json':
      return 'application/json; charset=utf-8';
    case 'single':
      return `application/vnd.pgrst.object+json${media.strip ? ';nulls=stripped' : ''}; charset=utf-8`;
    case 'array-strip':
      return 'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8';
    case 'csv':
      return 'text/csv; charset=utf-8';
    case 'plan':
      return `application/vnd.pgrst.plan+${media.format}; for="application/json"; charset=utf-8`;
  }
}

function decode(type: string, planEnabled: boolean): Media | undefined {
  const [base = '', ...params] = type.split(';').map((p) => p.trim().toLowerCase());
  const stripped = params.includes('nulls=stripped');
  if (planEnabled && base.startsWith('application/vnd.pgrst.plan')) {
    const format = base.endsWith('+json') ? 'json' : 'text';
    const options = (params.find((p) => p.startsWith('options='))?.slice(8) ?? '')
      .split('|')
      .filter((o) => PLAN_OPTIONS.includes(o));
    return { kind: 'plan', format, options };
  }
  switch (base) {
    case 'application/json':
    case '*/*':
      return { kind: 'json' };
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return { kind: 'single', strip: stripped };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped ? { kind: 'array-strip' } : { kind: 'json' };
    case 'text/csv':
      return { kind: 'csv' };
    default:
      return undefined;
  }
}

/** Picks the response media type from Accept (highest q first), or 406 PGRST107. */
export function negotiate(accept: string | undefined, planEnabled = false): Media {
  if (!accept || !accept.trim()) return { kind: 'json' };
  const offered = accept
    .split(',')
    .map((entry, index) => {
      const q = /;\s*q=([0-9.]+)/i.exec(entry);
      return { type: entry.replace(/;\s*q=[0-9.]+/i, '').trim(), q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.type)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { type } of offered) {
    const media = decode(type, planEnabled);
    if (media) return media;
  }
  throw mediaTypeError(offered.map((o) => o.type));
}
