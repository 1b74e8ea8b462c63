// Phoenix frames as realtime-js speaks them: serializer 2.0.0 (JSON arrays
// [join_ref, ref, topic, event, payload] plus binary user broadcasts) and 1.0.0 (JSON
// objects {topic, event, payload, ref}), as supabase/realtime's V2Serializer reads and writes.

export type Vsn = '1.0.0' | '2.0.0';
export const VSNS: readonly string[] = ['1.0.0', '2.0.0'];

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A user broadcast between sockets: the payload's bytes, JSON or raw, as the sender encoded them. */
export class UserBroadcast {
  constructor(
    readonly event: string,
    readonly json: boolean,
    readonly data: Buffer,
    /** JSON text of the allowed metadata keys, or '' */
    readonly meta = '',
  ) {}
}

export class FrameError extends Error {}

const USER_BROADCAST_PUSH = 3;
const USER_BROADCAST = 4;

function ref(value: unknown, what: string): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new FrameError(`${what} must be a string`);
}

function message(joinRef: unknown, r: unknown, topic: unknown, event: unknown, payload: unknown) {
  if (typeof topic !== 'string' || typeof event !== 'string') {
    throw new FrameError('topic and event must be strings');
  }
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new FrameError('payload must be an object');
  }
  return { joinRef: ref(joinRef, 'join_ref'), ref: ref(r, 'ref'), topic, event, payload };
}

function decodeUserBroadcastPush(data: Buffer): Message {
  if (data.length < 7) throw new FrameError('binary frame too short');
  const [kind, joinRefSize, refSize, topicSize, eventSize, metaSize, encoding] = data;
  if (kind !== USER_BROADCAST_PUSH) throw new FrameError(`unsupported binary frame kind ${kind}`);
  let offset = 7;
  const take = (size: number) => {
    if (offset + size > data.length) throw new FrameError('binary frame truncated');
    const text = data.subarray(offset, offset + size).toString('utf8');
    offset += size;
    return text;
  };
  const joinRef = take(joinRefSize!);
  const r = take(refSize!);
  const topic = take(topicSize!);
  const event = take(eventSize!);
  const meta = take(metaSize!);
  if (meta) JSON.parse(meta);
  const body = Buffer.from(data.subarray(offset));
  if (encoding === 1) JSON.parse(body.toString('utf8'));
  return {
    joinRef: joinRef || null,
    ref: r || null,
    topic,
    event: 'broadcast',
    payload: new UserBroadcast(event, encoding === 1, body, meta),
  };
}

/** Decodes one client frame; throws FrameError (or SyntaxError) on anything malformed. */
export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): Message {
  if (isBinary) {
    if (vsn !== '2.0.0') throw new FrameError('binary frames need serializer 2.0.0');
    return decodeUserBroadcastPush(data);
  }
  const value: unknown = JSON.parse(data.toString('utf8'));
  if (vsn === '2.0.0') {
    if (!Array.isArray(value) || value.length < 5) {
      throw new FrameError('expected a [join_ref, ref, topic, event, payload] array');
    }
    return message(value[0], value[1], value[2], value[3], value[4]);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new FrameError('expected a {topic, event, payload, ref} object');
  }
  const v = value as Record<string, unknown>;
  return message(v.join_ref, v.ref, v.topic, v.event, v.payload);
}

/** Encodes a message whose payload is already JSON text (postgres changes, shared by many sockets). */
export function encodeRaw(
  vsn: Vsn,
  joinRef: string | null,
  r: string | null,
  topic: string,
  event: string,
  payloadJson: string,
): string {
  if (vsn === '2.0.0') {
    return `[${JSON.stringify(joinRef)},${JSON.stringify(r)},${JSON.stringify(topic)},${JSON.stringify(event)},${payloadJson}]`;
  }
  return `{"topic":${JSON.stringify(topic)},"event":${JSON.stringify(event)},"payload":${payloadJson},"ref":${JSON.stringify(r)}}`;
}

export function encodeMessage(vsn: Vsn, m: Message): string {
  return encodeRaw(vsn, m.joinRef, m.ref, m.topic, m.event, JSON.stringify(m.payload));
}

/** A user broadcast to one socket: the binary frame realtime-js decodes (2.0.0), or JSON (1.0.0). */
export function encodeUserBroadcast(
  vsn: Vsn,
  topic: string,
  b: UserBroadcast,
): string | Buffer | undefined {
  if (vsn === '1.0.0') {
    // 1.0.0 sockets cannot carry raw bytes (supabase/realtime skips them too).
    if (!b.json) return undefined;
    const payload: Record<string, unknown> = {
      type: 'broadcast',
      event: b.event,
      payload: JSON.parse(b.data.toString('utf8')),
    };
    if (b.meta) payload.meta = JSON.parse(b.meta);
    return encodeMessage(vsn, { joinRef: null, ref: null, topic, event: 'broadcast', payload });
  }
  const topicBytes = Buffer.from(topic);
  const eventBytes = Buffer.from(b.event);
  const metaBytes = Buffer.from(b.meta);
  if (topicBytes.length > 255 || eventBytes.length > 255 || metaBytes.length > 255) {
    return undefined;
  }
  const header = Buffer.from([
    USER_BROADCAST,
    topicBytes.length,
    eventBytes.length,
    metaBytes.length,
    b.json ? 1 : 0,
  ]);
  return Buffer.concat([header, topicBytes, eventBytes, metaBytes, b.data]);
}
