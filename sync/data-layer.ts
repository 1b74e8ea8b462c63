// The app's data layer: the engine given the registry's collections and the session's auth
// (the engine knows neither). The app starts it through sync/start.ts; tests and benchmarks
// create as many as they need.
import { createRuntime, type StartSyncOptions, type Sync } from './engine/runtime.ts';
import { COLLECTIONS } from './registry.ts';
import { authFor } from './session/connect.ts';
import { isStaff } from './session/model.ts';

export function createSync(options: StartSyncOptions = {}): Promise<Sync> {
  return createRuntime({ ...options, collections: COLLECTIONS, auth: authFor, isStaff });
}
