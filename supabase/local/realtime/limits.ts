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
