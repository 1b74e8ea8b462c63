// Staff commands not yet applied by the server (waiting, or refused with the reason), oldest
// first, as the app shows them: the order desk lays them over its orders, the leads desk over
// its leads.
import { liveStore } from '../engine/live.ts';
import type { Sync } from '../engine/runtime.ts';
import { DESK_COPY_PREFIX } from './model.ts';
import type { PendingCommand } from '../../src/lib/staff-commands.ts';

export interface PendingStaffCommand extends PendingCommand {
  targetId: string;
}

export const pendingCommandsStore = (sync: Sync) =>
  liveStore<PendingStaffCommand[]>(
    sync,
    'staff-commands-pending',
    (db, { map }) =>
      db.admin_commands.find({ selector: { syncedAt: 0 }, sort: [{ created_at: 'asc' }] }).$.pipe(
        map((docs) =>
          docs
            .map((doc) => doc.toMutableJSON())
            .filter((doc) => !doc.kind.startsWith(DESK_COPY_PREFIX))
            .map((doc) => ({
              id: doc.id,
              kind: doc.kind,
              targetId: doc.target_id,
              args: doc.args,
              createdAt: doc.created_at,
              refusedBecause: doc.syncError,
            })),
        ),
      ),
    [],
  );
