// Lets the browser run a frame or a tap between two steps of a long start-up: each step is
// its own task, so none blocks the page for long (Lighthouse counts tasks over 50 ms at 4x
// CPU as blocking; the data layer's start was one of 150-300 ms).
interface Scheduler {
  yield?: () => Promise<void>;
}

export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `steps` in order, each in a task of its own, until `stopped()` holds. */
export async function eachInItsOwnTask(
  steps: readonly (() => unknown)[],
  stopped: () => boolean,
): Promise<void> {
  for (const step of steps) {
    if (stopped()) return;
    step();
    await nextTask();
  }
}
