// The cast from the app's view of the data layer to sync/'s, in a module of its own so
// actions and hooks can use it without pulling the runtime (rxdb, supabase-js) into the
// first-paint bundle: runtime.ts is loaded only when the data layer starts.
import type { Sync, SyncRuntime } from './runtime.ts';

export const runtimeOf = (sync: Sync) => sync as SyncRuntime;
