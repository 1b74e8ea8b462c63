// When a replication cycle ends: RxDB's `active$` going idle after being active means every
// pull and push of that cycle finished (they retry until they succeed), so the local rows
// match the server as of now. RxDB has no event for this; catalogue and outbox replication
// both record their last successful sync from it.
import type { Observable } from 'rxjs';

interface Cycling {
  active$: Observable<boolean>;
  isStopped(): boolean;
}

export function onCycleEnd(replication: Cycling, isStopped: () => boolean, done: () => void) {
  let sawActive = false;
  return replication.active$.subscribe((active) => {
    if (active) {
      sawActive = true;
      return;
    }
    if (!sawActive || isStopped() || replication.isStopped()) return;
    sawActive = false;
    done();
  });
}
