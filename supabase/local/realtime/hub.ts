// Who is joined to what, across sockets: topic members for broadcast and presence, and
// the channels listening to postgres changes.
import { randomBytes } from 'node:crypto';
import type { UserBroadcast } from './frames.ts';
import type { ChangeSubscriber } from './deliver.ts';

export interface TopicMember {
  sendBroadcast(b: UserBroadcast): void;
  sendPresence(event: 'presence_state' | 'presence_diff', payload: unknown): void;
}

type Meta = Record<string, unknown> & { phx_ref: string };
type PresenceMap = Record<string, { metas: Meta[] }>;

/** Phoenix.Presence for one topic: one tracked meta per member, keyed by the member's presence key. */
class TopicPresence {
  private readonly tracked = new Map<TopicMember, { key: string; meta: Meta }>();

  state(): PresenceMap {
    const state: PresenceMap = {};
    for (const { key, meta } of this.tracked.values())
      (state[key] ??= { metas: [] }).metas.push(meta);
    return state;
  }

  track(member: TopicMember, key: string, payload: Record<string, unknown>) {
    const previous = this.tracked.get(member);
    const meta: Meta = { ...payload, phx_ref: randomBytes(12).toString('base64url') };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    this.tracked.set(member, { key, meta });
    return {
      joins: { [key]: { metas: [meta] } },
      leaves: previous ? { [previous.key]: { metas: [previous.meta] } } : {},
    };
  }

  untrack(member: TopicMember) {
    const previous = this.tracked.get(member);
    if (!previous) return undefined;
    this.tracked.delete(member);
    return { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } };
  }

  get empty() {
    return this.tracked.size === 0;
  }
}

export class Hub {
  /** Channels with postgres_changes bindings that subscribed successfully. */
  readonly changeSubscribers = new Set<ChangeSubscriber>();
  private readonly topics = new Map<string, Set<TopicMember>>();
  private readonly presence = new Map<string, TopicPresence>();

  join(topic: string, member: TopicMember): void {
    let members = this.topics.get(topic);
    if (!members) this.topics.set(topic, (members = new Set()));
    members.add(member);
  }

  leave(topic: string, member: TopicMember): void {
    this.untrack(topic, member);
    const members = this.topics.get(topic);
    members?.delete(member);
    if (members?.size === 0) this.topics.delete(topic);
  }

  broadcast(topic: string, from: TopicMember, b: UserBroadcast, self: boolean): void {
    for (const member of this.topics.get(topic) ?? []) {
      if (member !== from || self) member.sendBroadcast(b);
    }
  }

  presenceState(topic: string): PresenceMap {
    return this.presence.get(topic)?.state() ?? {};
  }

  track(topic: string, member: TopicMember, key: string, payload: Record<string, unknown>): void {
    let presence = this.presence.get(topic);
    if (!presence) this.presence.set(topic, (presence = new TopicPresence()));
    this.sendDiff(topic, presence.track(member, key, payload));
  }

  untrack(topic: string, member: TopicMember): void {
    const presence = this.presence.get(topic);
    const diff = presence?.untrack(member);
    if (presence?.empty) this.presence.delete(topic);
    if (diff) this.sendDiff(topic, diff);
  }

  private sendDiff(topic: string, diff: unknown): void {
    for (const member of this.topics.get(topic) ?? []) member.sendPresence('presence_diff', diff);
  }
}
