// Which replications run, for whom, from what each collection says of itself (collection.ts):
// the catalogue for everyone (staff see hidden products and inactive banners too), the outbox
// pushes and their companions (order receipts) always, and the signed-in extras per role. When
// the person changes, their extras stop and their data leaves the device (../wipe.ts).
import {
  collectionOf,
  isOutbox,
  isPulled,
  type AnyCollection,
  type OutboxCollection,
} from '../collection.ts';
import type { PulledName } from '../register.ts';
import type { SyncSession, SyncUser } from '../signed-in.ts';
import type { ReadonlyStore } from '../store.ts';
import { wipeRoleScoped, wipeWhole } from '../wipe.ts';
import {
  startCataloguePull,
  type CataloguePull,
  type CataloguePullHooks,
} from './catalogue-pull.ts';
import { eachInItsOwnTask, nextTask } from '../next-task.ts';
import type { ReplicationContext } from './context.ts';
import { startKindPull, type KindPullRun } from './kind-pull.ts';
import { startKindPush, type KindPushRun } from './kind-push.ts';
import { startKindSnapshot } from './kind-snapshot.ts';
import { startOutboxPush, type OutboxPush } from './outbox-push.ts';
import { startRolePull, type RolePull } from './role-pull.ts';

export interface Replications {
  /** Catch up now: re-pull every live table and wake waiting pushes. */
  retry(): void;
  /** Resolves when the person's change (extras stopped, data wiped, new ones started) is done. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface Following {
  collections: readonly AnyCollection[];
  session: ReadonlyStore<SyncSession>;
  /** Who sees more than the public: staff pull their own catalogue view and their extras. */
  isStaff(user: SyncUser | null): boolean;
  /** Told of the main table's first load (to show the bundled catalogue meanwhile). */
  mainPull?: CataloguePullHooks;
}

export function startReplications(ctx: ReplicationContext, following: Following): Replications {
  const { collections, session, isStaff } = following;
  const pulled = collections.filter(isPulled);
  const outboxes = collections.filter(isOutbox);
  const pulls = new Map<PulledName, CataloguePull>();
  const everyones = outboxes.filter((d) => d.sync.pushes === 'everyone');
  const pushes: OutboxPush[] = [];
  const companions: { cancel(): Promise<void> }[] = [];
  // Pushed kinds (kinds/sending.ts): sent and read back for the signed-in person.
  const pushedKinds = collections.flatMap((d) => d.kinds ?? []).filter((k) => k.push || k.pull);
  // Snapshot kinds (kinds/kind.ts): what RPCs answer the signed-in person, read whole.
  const snapshotKinds = collections.flatMap((d) => d.kinds ?? []).filter((k) => k.snapshot);
  let extras: {
    user: SyncUser;
    pulls: RolePull[];
    pushes: OutboxPush[];
    kindPulls: KindPullRun[];
    kindPushes: KindPushRun[];
  } | null = null;
  let queue: Promise<void> = Promise.resolve();
  let stopped = false;
  let swept = false;

  const scopeFor = (d: (typeof pulled)[number], user: SyncUser | null) =>
    d.sync.filteredByPolicy && isStaff(user) ? 'staff' : 'public';

  const startPull = (d: (typeof pulled)[number], user: SyncUser | null) => {
    const hooks = d.sync.main ? following.mainPull : undefined;
    pulls.set(d.name as PulledName, startCataloguePull(d, ctx, scopeFor(d, user), hooks));
  };

  /** What a signed-in person adds: their role's pulls, and a staff member's own pushes. */
  const extrasFor = (user: SyncUser) => {
    const audience = isStaff(user) ? 'staff' : 'customer';
    const theirs = (d: OutboxCollection) => d.sync.pull?.for === audience;
    const kindPulls = [
      ...pushedKinds.filter((k) => k.pull).map((k) => startKindPull(k, ctx, user.id)),
      ...snapshotKinds.map((k) => startKindSnapshot(k, ctx, user.id)),
    ];
    const reRead = (name: string) => () => kindPulls.find((pull) => pull.name === name)?.reSync();
    return {
      user,
      kindPulls,
      kindPushes: pushedKinds
        .filter((k) => k.push)
        .map((k) => startKindPush(k, ctx, user.id, { onSent: reRead(k.name) })),
      pulls: outboxes.filter(theirs).map((d) => startRolePull(d, ctx, user.id)),
      pushes:
        audience === 'staff'
          ? outboxes
              .filter((d) => d.sync.pushes === 'staff')
              .map((d) => startOutboxPush(d, ctx, { ownerId: user.id }))
          : [],
    };
  };

  const adoptUser = async (user: SyncUser | null) => {
    if (stopped) return;
    const previous = extras?.user ?? null;
    if (swept && previous?.id === user?.id && previous?.role === user?.role) return;
    if (extras) {
      await Promise.all([
        ...extras.pulls.map((pull) => pull.remove()),
        ...extras.pushes.map((push) => push.cancel()),
        ...extras.kindPulls.map((pull) => pull.cancel()),
        ...extras.kindPushes.map((push) => push.cancel()),
      ]);
      extras = null;
    }
    if (!swept || (previous && previous.id !== user?.id)) {
      // At start-up too: a session that ended while the app was closed leaves rows behind.
      swept = true;
      await wipeRoleScoped(ctx.db, collections, user?.id);
    }
    if (previous && previous.id !== user?.id) {
      // The conversation may hold the person's own contact details and questions: on a
      // shared shop phone the next person starts with an empty chat. (A visitor's chat, with
      // nobody signed in, stays across reloads.)
      await wipeWhole(ctx.db, collections);
    }
    for (const d of pulled) {
      const pull = pulls.get(d.name as PulledName);
      if (pull && pull.scope === scopeFor(d, user)) continue;
      await pull?.cancel();
      startPull(d, user);
      await nextTask();
    }
    if (!user || stopped) return;
    extras = extrasFor(user);
  };

  // Each replication starts in a task of its own, the catalogue's first: started all at once
  // they were one task of 150 ms at 4x CPU, which a shopper's first keystrokes
  // waited behind. Whoever is signed in is followed once they have all started.
  const checking = session.get().status === 'checking';
  const starts = [
    ...(checking ? pulled.map((d) => () => startPull(d, null)) : []),
    ...everyones.map((d) => () => pushes.push(startOutboxPush(d, ctx))),
    ...outboxes.map((d) => () => {
      const companion = d.sync.alongside?.({
        collection: collectionOf<unknown>(ctx.db, d.name),
        client: ctx.client,
        retryGate: ctx.retryGate,
        timing: ctx.timing,
      });
      if (companion) companions.push(companion);
    }),
  ];
  queue = eachInItsOwnTask(starts, () => stopped);

  const follow = () => {
    const state = session.get();
    if (state.status === 'checking') return;
    queue = queue.then(() => adoptUser(state.user)).catch(() => undefined);
  };
  follow();
  const unsubscribe = session.subscribe(follow);

  return {
    retry() {
      ctx.retryGate.open();
      for (const pull of pulls.values()) pull.reSync();
      for (const pull of extras?.pulls ?? []) pull.reSync();
      for (const pull of extras?.kindPulls ?? []) pull.reSync();
      for (const push of extras?.kindPushes ?? []) push.poke();
    },
    settled: () => queue,
    async stop() {
      stopped = true;
      unsubscribe();
      await queue;
      await Promise.all([
        ...[...pulls.values()].map((pull) => pull.cancel()),
        ...pushes.map((push) => push.cancel()),
        ...companions.map((companion) => companion.cancel()),
        ...(extras?.pulls ?? []).map((pull) => pull.cancel()),
        ...(extras?.pushes ?? []).map((push) => push.cancel()),
        ...(extras?.kindPulls ?? []).map((pull) => pull.cancel()),
        ...(extras?.kindPushes ?? []).map((push) => push.cancel()),
      ]);
    },
  };
}
