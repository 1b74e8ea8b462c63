// Per-address, per-connection and per-channel caps, as hosted Realtime limits each tenant: one
// client cannot open thousands of sockets, channels or filtered subscriptions, hold megabytes
// of filter text, or queue frames faster than they are handled, and so slow delivery for
// everyone or exhaust the server's memory.

export const MAX_SOCKETS_PER_ADDRESS = 50;
export const MAX_CHANNELS_PER_CONNECTION = 100;
export const MAX_CHANGES_PER_CHANNEL = 100;
/** The text of one postgres_changes filter (`qty=gt.5,name=eq.Tripod`). */
export const MAX_FILTER_CHARS = 1_000;
/** All the filter text one address's channels hold together, over all its sockets. */
export const MAX_FILTER_CHARS_PER_ADDRESS = 100_000;
/**
 * Distinct filters the database evaluates that all clients together hold on one table: every
 * change on the table evaluates each of them, so this bounds the database work of one change.
 * Equality on a text, uuid, integer or boolean column is answered without the database
 * (filter-exact.ts) and counts toward neither this nor the per-address share, so the app's own
 * `order_id=eq.…` / `table_name=eq.…` subscriptions are never refused because others filled it.
 */
export const MAX_FILTERS_PER_TABLE = 2_000;
/** Of those, the filters one address holds on one table: one address cannot fill a table's. */
export const MAX_FILTERS_PER_TABLE_PER_ADDRESS = 500;
/** Frames received on one socket and not handled yet: past it, the socket is closed. */
export const MAX_PENDING_FRAME_BYTES = 8 * 1024 * 1024;

export interface JoinAsk {
  openChannels: number;
  changeBindings: number;
  /** The filter texts of this join's bindings. */
  filters: string[];
  /** The filter characters the address's channels hold already. */
  heldFilterChars: number;
}

/** What the sockets of one address hold together. */
export interface AddressLoad {
  sockets: number;
  filterChars: number;
  /** The filters held per table (`schema.table`), see FilterRegistry. */
  tableFilters?: Map<string, number>;
}

/** The filters of a join, per table: `[table, filter keys]`. */
export type HeldFilters = [table: string, keys: string[]][];

/**
 * The distinct postgres_changes filters held on each table across the server, so the filter
 * work of one change stays bounded however many clients subscribe.
 */
export class FilterRegistry {
  private readonly tables = new Map<string, Map<string, number>>();

  /** Holds the filters, or answers why not (nothing is held then). */
  hold(held: HeldFilters, load: AddressLoad): string | undefined {
    for (const [table, keys] of held) {
      const mine = (load.tableFilters?.get(table) ?? 0) + keys.length;
      if (mine > MAX_FILTERS_PER_TABLE_PER_ADDRESS) {
        return `TooManyFilters: at most ${MAX_FILTERS_PER_TABLE_PER_ADDRESS} filters on ${table} per address`;
      }
      const counts = this.tables.get(table);
      const fresh = new Set(keys.filter((k) => !counts?.has(k))).size;
      if ((counts?.size ?? 0) + fresh > MAX_FILTERS_PER_TABLE) {
        return `TooManyFilters: at most ${MAX_FILTERS_PER_TABLE} distinct filters on ${table} are subscribed at once`;
      }
    }
    for (const [table, keys] of held) {
      load.tableFilters ??= new Map();
      load.tableFilters.set(table, (load.tableFilters.get(table) ?? 0) + keys.length);
      const counts = this.tables.get(table) ?? new Map<string, number>();
      for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
      this.tables.set(table, counts);
    }
    return undefined;
  }

  release(held: HeldFilters, load: AddressLoad): void {
    for (const [table, keys] of held) {
      const left = (load.tableFilters?.get(table) ?? 0) - keys.length;
      if (left > 0) load.tableFilters!.set(table, left);
      else load.tableFilters?.delete(table);
      const counts = this.tables.get(table);
      if (!counts) continue;
      for (const k of keys) {
        const n = (counts.get(k) ?? 0) - 1;
        if (n > 0) counts.set(k, n);
        else counts.delete(k);
      }
      if (counts.size === 0) this.tables.delete(table);
    }
  }
}

/** The reason a join is refused, or undefined when it is within the caps. */
export function joinRefusal(ask: JoinAsk): string | undefined {
  if (ask.openChannels >= MAX_CHANNELS_PER_CONNECTION) {
    return `ChannelRateLimitReached: Too many channels (at most ${MAX_CHANNELS_PER_CONNECTION} per connection)`;
  }
  if (ask.changeBindings > MAX_CHANGES_PER_CHANNEL) {
    return `TooManyBindings: at most ${MAX_CHANGES_PER_CHANNEL} postgres_changes per channel`;
  }
  if (ask.filters.some((f) => f.length > MAX_FILTER_CHARS)) {
    return `FilterTooLong: a postgres_changes filter may be at most ${MAX_FILTER_CHARS} characters`;
  }
  const chars = ask.filters.reduce((sum, f) => sum + f.length, 0);
  if (ask.heldFilterChars + chars > MAX_FILTER_CHARS_PER_ADDRESS) {
    return `TooManyFilters: at most ${MAX_FILTER_CHARS_PER_ADDRESS} characters of filters per address`;
  }
  return undefined;
}
