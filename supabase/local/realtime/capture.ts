// Keeps the change capture of sql/realtime.sql on every table of the supabase_realtime
// publication. An event trigger does it as tables join the publication; this runs the
// same sync after every migration pass and before a subscription starts, for databases
// where the event trigger could not be created (a PostgreSQL role that is not superuser).
import type { Queryable } from '../db/engine.ts';
import { onAfterMigrations } from '../db/migrate.ts';

/** (Re)installs the capture triggers; idempotent and cheap when nothing changed. */
export async function syncCapture(db: Queryable): Promise<void> {
  await db.query('select realtime.local_sync_capture()');
}

onAfterMigrations(syncCapture);
