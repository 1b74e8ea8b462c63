// Which replications run, for whom: the catalogue for everyone (staff see hidden products and
// inactive banners too), the outbox pushes and order receipts always, and the signed-in
// extras per role. When the person changes, their extras stop and their data leaves the
// device (sync/engine/wipe.ts).
import { isStaff, type SessionState, type SessionUser } from '../../session/model.ts';
import { CATALOGUE_COLLECTIONS, type CatalogueCollection } from '../collections.ts';
import type { Store } from '../store.ts';
import { wipeConversation, wipeRoleScoped } from '../wipe.ts';
import {
  startCataloguePull,
  type CataloguePull,
  type CataloguePullHooks,
} from './catalogue-pull.ts';
import type { ReplicationContext } from './context.ts';
import { startOrderReceipts } from '../../orders/receipts-pull.ts';
import { startOutboxPush, type OutboxPush } from './outbox-push.ts';
import { startRolePull, type RolePull } from './role-pull.ts';

/** Tables whose rows differ for staff, so a role change re-pulls them from the start. */
const STAFF_SCOPED: readonly CatalogueCollection[] = ['products', 'banners'];

export interface Replications {
  /** Catch up now: re-pull every live table and wake waiting pushes. */
  retry(): void;
  /** Resolves when the person's change (extras stopped, data wiped, new ones started) is done. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export function startReplications(
  ctx: ReplicationContext,
  session: Store<SessionState>,
  catalogueHooks: Partial<Record<CatalogueCollection, CataloguePullHooks>>,
): Replications {
  const pulls = new Map<CatalogueCollection, CataloguePull>();
  const pushes: OutboxPush[] = (['leads', 'orders', 'registrations'] as const).map((name) =>
    startOutboxPush(name, ctx),
  );
  const receipts = startOrderReceipts(ctx);
  let extras: { user: SessionUser; pulls: RolePull[]; pushes: OutboxPush[] } | null = null;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  let swept = false;

  const scopeFor = (name: CatalogueCollection, user: SessionUser | null) =>
    STAFF_SCOPED.includes(name) && isStaff(user) ? 'staff' : 'public';

  const startPull = (name: CatalogueCollection, user: SessionUser | null) => {
    pulls.set(name, startCataloguePull(name, ctx, scopeFor(name, user), catalogueHooks[name]));
  };

  const adoptUser = async (user: SessionUser | null) => {
    if (stopped) return;
    const previous = extras?.user ?? null;
    if (swept && previous?.id === user?.id && previous?.role === user?.role) return;
    if (extras) {
      await Promise.all([
        ...extras.pulls.map((pull) => pull.remove()),
        ...extras.pushes.map((push) => push.cancel()),
      ]);
      extras = null;
    }
    if (!swept || (previous && previous.id !== user?.id)) {
      // At start-up too: a session that ended while the app was closed leaves rows behind.
      swept = true;
      await wipeRoleScoped(ctx.db, user?.id);
    }
    if (previous && previous.id !== user?.id) {
      // The conversation may hold the person's own contact details and questions: on a
      // shared shop phone the next person starts with an empty chat. (A visitor's chat, with
      // nobody signed in, stays across reloads.)
      await wipeConversation(ctx.db);
    }
    for (const name of CATALOGUE_COLLECTIONS) {
      const pull = pulls.get(name);
      if (pull && pull.scope === scopeFor(name, user)) continue;
      await pull?.cancel();
      startPull(name, user);
    }
    if (!user || stopped) return;
    extras = isStaff(user)
      ? {
          user,
          pulls: [startRolePull('leads', ctx, user.id, false)],
          pushes: [startOutboxPush('admin_commands', ctx, { ownerId: user.id })],
        }
      : {
          user,
          pulls: [
            startRolePull('orders', ctx, user.id, true),
            startRolePull('registrations', ctx, user.id, true),
          ],
          pushes: [],
        };
  };

  const follow = () => {
    const state = session.get();
    if (state.status === 'checking') return;
    queue = queue.then(() => adoptUser(state.user)).catch(() => undefined);
  };
  if (session.get().status === 'checking') {
    for (const name of CATALOGUE_COLLECTIONS) startPull(name, null);
  }
  follow();
  const unsubscribe = session.subscribe(follow);

  return {
    retry() {
      ctx.retryGate.open();
      for (const pull of pulls.values()) pull.reSync();
      for (const pull of extras?.pulls ?? []) pull.reSync();
    },
    settled: () => queue,
    async stop() {
      stopped = true;
      unsubscribe();
      await queue;
      await Promise.all([
        ...[...pulls.values()].map((pull) => pull.cancel()),
        ...pushes.map((push) => push.cancel()),
        receipts.cancel(),
        ...(extras?.pulls ?? []).map((pull) => pull.cancel()),
        ...(extras?.pushes ?? []).map((push) => push.cancel()),
      ]);
    },
  };
}
