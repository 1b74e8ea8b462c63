// Reports waiting to be sent, in localStorage so they survive going offline and closing the
// tab (listed in the Cookie Policy). Capped: a page failing in a loop cannot fill the storage.
// Not an RxDB collection: the data layer may be what failed, and reports must not wait for it.

export const QUEUE_KEY = 'mgrid:error-reports';
export const MAX_QUEUED = 20;

export interface ErrorReport {
  id: string;
  kind: 'error' | 'rejection' | 'boundary';
  message: string;
  stack: string | null;
  route: string;
  release: string;
  user_agent: string;
  occurred_at: string;
}

export function readQueue(): ErrorReport[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ErrorReport[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(reports: ErrorReport[]): void {
  try {
    // An empty queue leaves no key behind: the device keeps only what is waiting.
    if (reports.length === 0) localStorage.removeItem(QUEUE_KEY);
    else localStorage.setItem(QUEUE_KEY, JSON.stringify(reports));
  } catch {
    // Storage blocked or full: this report is lost, the page goes on.
  }
}

/** Adds a report; past the cap the oldest waiting ones give way. */
export function enqueue(report: ErrorReport): void {
  writeQueue([...readQueue(), report].slice(-MAX_QUEUED));
}

/** Removes the reports handed to the network (read again: another tab may have changed it). */
export function dequeue(ids: readonly string[]): void {
  const sent = new Set(ids);
  writeQueue(readQueue().filter((report) => !sent.has(report.id)));
}
