// A kind whose records are an outbox (an application, a field visit, a repair ticket): each
// record's data carries `send`, where it stands, which the engine's push by kind
// (sync/engine/replication/kind-push.ts) reads and writes. The record's id is the row's id on
// the server and the RPC is idempotent, so a record sent twice (an answer lost on the way)
// arrives once.
import * as s from './shape.ts';

export type SendState = 'waiting' | 'sent' | 'refused';

export interface Sending {
  /** 'waiting' until the server has it; 'refused' when it said no for good. */
  state: SendState;
  /** Who wrote it on this device (signed in): only they send it, as themselves. */
  ownerId: string | null;
  /** When the server's answer came (epoch ms), or when the row was pulled; null before. */
  sentAt: number | null;
  /** The server's answer to the RPC (JSON), kept as it came. */
  answer: Record<string, unknown> | null;
  /** The database's message when it refused the record for good (the person can correct it). */
  refused: string | null;
}

/** Data of a pushed kind. */
export interface Sendable {
  send: Sending;
}

const answer: s.Parser<Record<string, unknown>> = (value, path = '') => {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new s.ShapeError(path, 'an object');
  return value as Record<string, unknown>;
};

/** The parser of `send`, for a pushed kind's shape. */
export const sending: s.Parser<Sending> = s.shape({
  state: s.oneOf('waiting', 'sent', 'refused'),
  ownerId: s.optional(s.text),
  sentAt: s.optional(s.number),
  answer: s.optional(answer),
  refused: s.optional(s.text),
});

/** A new record's `send`: waiting, written by `ownerId`. */
export const waitingFor = (ownerId: string | null): Sending => ({
  state: 'waiting',
  ownerId,
  sentAt: null,
  answer: null,
  refused: null,
});

/** How a pushed kind's record reaches the server. */
export interface KindPush<Data extends Sendable> {
  /** The RPC (a security definer function that checks everything, idempotent by the id). */
  readonly rpc: string;
  /** The RPC's arguments for a record (e.g. `{ p_application: {...} }`). */
  args(data: Data): Record<string, unknown>;
  /** Who sends: 'owner', the signed-in person who wrote the record, as themselves. */
  readonly sends: 'owner';
  /** The record once the server answered (the answer is kept in `send` by the engine). */
  sent?(data: Data, answer: Record<string, unknown>): Data;
}

/** How a pushed kind reads back the signed-in person's own rows (their status, say). */
export interface KindPull<Data extends Sendable> {
  /** The table (row-level security shows the person their own rows). */
  readonly table: string;
  /** The column holding the owner's user id. */
  readonly ownerColumn: string;
  /** A row as the kind's data (its `send` is set by the engine: sent, owned by the person). */
  toData(row: Record<string, unknown>, send: Sending): Data;
}
