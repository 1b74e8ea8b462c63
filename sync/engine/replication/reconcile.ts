// Rows a visitor may no longer see (a product made hidden, a banner switched off) never reach
// them as a change: row-level security filters the change out. So on every (re)connect the
// client lists the ids it may see and drops local rows that are not among them.
import type { RxCollection } from 'rxdb';
import type { SupabaseClient } from '@supabase/supabase-js';

const PAGE = 1000;

interface IdRow {
  id: string;
  _modified: string;
}

async function visibleRows(client: SupabaseClient, table: string): Promise<IdRow[]> {
  const rows: IdRow[] = [];
  for (let from = 0; ; from += PAGE) {
    const { data, error } = await client
      .from(table)
      .select('id,_modified')
      .eq('_deleted', false)
      .order('id')
      .range(from, from + PAGE - 1);
    if (error) throw error;
    rows.push(...(data as IdRow[]));
    if (data.length < PAGE) return rows;
  }
}

/**
 * Removes local rows the server no longer shows this client. A local row newer than anything
 * listed (it arrived while the list was being read) is kept. Returns the number removed.
 */
export async function reconcileVisible(
  client: SupabaseClient,
  table: string,
  collection: RxCollection<{ id: string; _modified: string | null }>,
): Promise<number> {
  const rows = await visibleRows(client, table);
  const visible = new Set(rows.map((r) => r.id));
  const newest = rows.reduce((max, r) => Math.max(max, Date.parse(r._modified) || 0), 0);
  const local = await collection.find().exec();
  const gone = local.filter((doc) => {
    if (visible.has(doc.id)) return false;
    const modified = doc._modified ? Date.parse(doc._modified) : 0;
    return modified <= newest || rows.length === 0;
  });
  if (gone.length > 0) await collection.bulkRemove(gone.map((doc) => doc.id));
  return gone.length;
}
