// One joined channel of a socket: its identity (token, claims, role), its postgres_changes
// bindings, and how events reach it.
import type { ApiRole, JwtClaims } from '../db/request.ts';
import type { Binding } from './bindings.ts';
import type { ChangeSubscriber } from './deliver.ts';
import { encodeRaw, encodeUserBroadcast, type UserBroadcast, type Vsn } from './frames.ts';
import type { TopicMember } from './hub.ts';

/** The socket a channel writes to. */
export interface ChannelSocket {
  readonly vsn: Vsn;
  send(frame: string | Buffer): void;
  message(
    joinRef: string | null,
    ref: string | null,
    topic: string,
    event: string,
    payload: unknown,
  ): void;
  isJoined(channel: Channel): boolean;
}

export interface ChannelOptions {
  self: boolean;
  ack: boolean;
  presenceKey: string;
  presence: boolean;
}

export class Channel implements TopicMember, ChangeSubscriber {
  bindings: Binding[] = [];
  presenceSynced = false;
  tokenTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly session: ChannelSocket,
    readonly topic: string,
    readonly joinRef: string | null,
    /** Broadcast and presence are scoped to public or private channels of a name, as hosted. */
    readonly hubTopic: string,
    readonly newApi: boolean,
    public token: string,
    public claims: JwtClaims,
    public role: ApiRole,
    readonly options: ChannelOptions,
  ) {}

  get subTopic() {
    return this.topic.slice('realtime:'.length);
  }

  push(ids: number[], type: string, data: string): void {
    // Delivery may finish after the channel left (it awaited the database meanwhile).
    if (!this.session.isJoined(this)) return;
    const [event, payload] = this.newApi
      ? ['postgres_changes', `{"ids":${JSON.stringify(ids)},"data":${data}}`]
      : [type, data];
    this.session.send(encodeRaw(this.session.vsn, null, null, this.topic, event, payload));
  }

  sendBroadcast(b: UserBroadcast): void {
    const frame = encodeUserBroadcast(this.session.vsn, this.topic, b);
    if (frame !== undefined) this.session.send(frame);
  }

  sendPresence(event: 'presence_state' | 'presence_diff', payload: unknown): void {
    this.session.message(this.joinRef, null, this.topic, event, payload);
  }

  system(extension: string, status: 'ok' | 'error', message: string): void {
    this.session.message(this.joinRef, null, this.topic, 'system', {
      extension,
      status,
      message,
      channel: this.subTopic,
    });
  }
}
