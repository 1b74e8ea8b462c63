// Queuing a staff command (an order action, a lead status change), online or not: stored on
// this device, then sent by the outbox to public.staff_commands, which applies it once with
// the online checks or refuses it with the reason in words (kept on the row, shown to staff).
// Beside the commands, the order desk keeps its copy of what it last read (kind desk.*): rows
// marked as already on the server, so they are never sent and leave the device at sign-out
// with the staff member's other sent rows (CollectionDescriptor.signOut).
import { NOT_AN_ADMIN } from '../../src/lib/messages.ts';
import { startedSync } from '../engine/app-sync.ts';
import { newId, queueWrite } from '../engine/outbox-write.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { guardWrite } from '../engine/write-guard.ts';
import { isStaff } from '../session/model.ts';
import { DESK_COPY_PREFIX, type StaffCommandKind } from './model.ts';
import type { StaffCommandDoc } from './schema.ts';

/** Queues a command as the signed-in staff member; returns its id. */
export async function queueStaffCommand(
  kind: StaffCommandKind,
  targetId: string,
  args: Record<string, unknown>,
  given?: Sync,
): Promise<string> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  if (!isStaff(runtime.session.get().user)) throw new Error(NOT_AN_ADMIN);
  const doc: Omit<StaffCommandDoc, 'syncedAt' | 'syncError' | 'ownerId'> = {
    id: newId(),
    kind,
    target_id: targetId,
    args,
    created_at: new Date().toISOString(),
  };
  return queueWrite(runtime, 'admin_commands', doc);
}

/** Forgets a refused command (the staff member has read why). */
export async function discardCommand(id: string, given?: Sync): Promise<void> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const doc = await runtime.db.admin_commands.findOne(id).exec();
  if (doc && doc.syncError) await doc.remove();
}

// The desk's copy on this device ----------------------------------------------------------------

/** How many copies of each kind are kept (the oldest go first). */
const KEPT: Record<string, number> = {
  list: 20,
  order: 300,
  'low-stock': 1,
  'quote-list': 20,
  quote: 300,
};

const copyId = (kind: string, key: string) => `${DESK_COPY_PREFIX}${kind}:${key}`.slice(0, 64);

/**
 * Keeps `value` as the signed-in staff member's copy of `kind` (list, order, low-stock)
 * named `key`. A copy is a convenience: a full device never stops the desk.
 */
export async function keepDeskCopy(
  kind: string,
  key: string,
  value: Record<string, unknown>,
  given?: Sync,
): Promise<void> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const user = runtime.session.get().user;
  if (!isStaff(user)) return;
  const collection = runtime.db.admin_commands;
  await guardWrite(runtime, () =>
    collection.upsert({
      id: copyId(kind, key),
      kind: `${DESK_COPY_PREFIX}${kind}`,
      target_id: key.slice(0, 64),
      args: value,
      created_at: new Date().toISOString(),
      syncedAt: Date.now(),
      syncError: null,
      ownerId: user!.id,
    }),
  ).catch(() => undefined);
  const copies = await collection
    .find({ selector: { kind: `${DESK_COPY_PREFIX}${kind}` }, sort: [{ created_at: 'desc' }] })
    .exec();
  const extra = copies.slice(KEPT[kind] ?? 50);
  if (extra.length > 0) await collection.bulkRemove(extra.map((d) => d.id));
}

/** The signed-in staff member's copy of `kind` named `key`, with when it was read; or null. */
export async function readDeskCopy<T>(
  kind: string,
  key: string,
  given?: Sync,
): Promise<{ value: T; savedAt: string } | null> {
  const runtime = runtimeOf(given ?? (await startedSync()));
  const user = runtime.session.get().user;
  if (!user) return null;
  const doc = await runtime.db.admin_commands.findOne(copyId(kind, key)).exec();
  if (!doc || doc.ownerId !== user.id) return null;
  return { value: doc.args as T, savedAt: doc.created_at };
}
