// Realtime helpers for integration tests. A test that adds its own table to the
// supabase_realtime publication may call this to be sure the local change capture is on
// it (the event trigger of supabase/local/sql/realtime.sql normally installs it already).
import type { Queryable } from '../../supabase/local/db/engine.ts';
import { syncCapture } from '../../supabase/local/realtime/capture.ts';

export async function reinstallRealtimeCapture(db: Queryable): Promise<void> {
  await syncCapture(db);
}
