// Local-only data layers for unit tests: bundled mode (no backend), a fresh IndexedDB
// (fake-indexeddb) database per call.
import 'fake-indexeddb/auto';
import { createSync } from '../../../sync/data-layer.ts';
import type { Sync } from '../../../sync/engine/runtime.ts';

let counter = 0;

export function uniqueName(prefix: string): string {
  return `${prefix}-${process.pid}-${Date.now()}-${counter++}`;
}

export function bundledSync(name = uniqueName('unit')): Promise<Sync> {
  return createSync({ config: { mode: 'bundled' }, databaseName: name, multiInstance: false });
}
