// The hooks' bridge to the data layer (use-store.ts): before the data layer starts they read
// their snapshot; when it starts, React is told to read again, and gets the same object when
// the live value is the snapshot, so nothing renders again. Later changes still arrive.
import { afterEach, describe, expect, it } from 'vitest';
import { appSync } from '../../../../sync/engine/app-sync.ts';
import type { LiveSnapshot, LiveStore } from '../../../../sync/engine/live.ts';
import type { Sync } from '../../../../sync/engine/runtime.ts';
import { createStore } from '../../../../sync/engine/store.ts';
import { appLiveSource, appStoreSource } from '../../../../sync/engine/use-store.ts';

const painted: LiveSnapshot<string[]> = { value: ['ml01', 'gl360'], loaded: true };

function fakeLive(initial: LiveSnapshot<string[]>) {
  const state = createStore(initial);
  const store: LiveStore<string[]> = {
    get: () => state.get().value,
    snapshot: state.get,
    subscribe: state.subscribe,
    ready: async () => state.get().value,
  };
  return { state, store };
}

afterEach(() => appSync.set(null));

describe('appLiveSource', () => {
  it('keeps the painted object across the start, then follows the live store', () => {
    const live = fakeLive(painted);
    const make = () => live.store;
    const { subscribe, read } = appLiveSource(make, () => painted);
    const heard: LiveSnapshot<string[]>[] = [];
    const stop = subscribe(() => heard.push(read()));
    expect(read()).toBe(painted);

    appSync.set({} as Sync);
    expect(heard).toEqual([painted]);
    expect(heard[0]).toBe(painted);

    const changed = { value: ['ml01'], loaded: true };
    live.state.set(changed);
    expect(heard.at(-1)).toBe(changed);
    stop();
    live.state.set(painted);
    expect(heard).toHaveLength(2);
  });

  it('shows the snapshot until the database has been read', () => {
    const live = fakeLive({ value: [], loaded: false });
    const { read } = appLiveSource(
      () => live.store,
      () => painted,
    );
    appSync.set({} as Sync);
    expect(read()).toBe(painted);
  });

  it('gives React one subscribe function per store (no resubscribing on each render)', () => {
    const make = () => fakeLive(painted).store;
    expect(appLiveSource(make, () => painted).subscribe).toBe(
      appLiveSource(make, () => painted).subscribe,
    );
  });
});

describe('appStoreSource', () => {
  it('reads the fixed value before the start and the store after it', () => {
    const cart = createStore(['sl01']);
    const { subscribe, read } = appStoreSource(() => cart, [] as string[]);
    let calls = 0;
    subscribe(() => calls++);
    expect(read()).toEqual([]);
    appSync.set({} as Sync);
    expect(read()).toEqual(['sl01']);
    cart.set(['sl01', 'ml01']);
    expect(calls).toBe(2);
    expect(read()).toEqual(['sl01', 'ml01']);
  });
});
