// Features a request may use only where the project turns them on, as PostgREST's settings do.
import { aggregatesNotAllowed } from '../errors.ts';
import type { ApiQuery } from '../request/query-params.ts';
import type { SelectItem } from '../request/select-parser.ts';
import type { RestSettings } from '../settings.ts';

function hasAggregate(items: SelectItem[]): boolean {
  return items.some((item) =>
    item.type === 'embed' ? hasAggregate(item.items) : item.type === 'field' && !!item.aggregate,
  );
}

/** Refuses aggregates unless enabled, off as on hosted Supabase (db-aggregates-enabled). */
export function checkSupported(query: ApiQuery, settings: RestSettings): void {
  if (!settings.aggregatesEnabled && hasAggregate(query.select)) throw aggregatesNotAllowed();
}
