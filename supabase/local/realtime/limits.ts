// Per-connection and per-channel caps, as hosted Realtime limits each tenant: one client
// cannot open thousands of channels or filtered subscriptions and slow delivery for everyone.

export const MAX_CHANNELS_PER_CONNECTION = 100;
export const MAX_CHANGES_PER_CHANNEL = 100;

/** The reason a join is refused, or undefined when it is within the caps. */
export function joinRefusal(openChannels: number, changeBindings: number): string | undefined {
  if (openChannels >= MAX_CHANNELS_PER_CONNECTION) {
    return `ChannelRateLimitReached: Too many channels (at most ${MAX_CHANNELS_PER_CONNECTION} per connection)`;
  }
  if (changeBindings > MAX_CHANGES_PER_CHANNEL) {
    return `TooManyBindings: at most ${MAX_CHANGES_PER_CHANNEL} postgres_changes per channel`;
  }
  return undefined;
}
