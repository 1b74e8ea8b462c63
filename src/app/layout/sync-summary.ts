// What the sync indicator says, from the data layer's status: offline, what waits to be
// sent ("1 order and 2 leads waiting to sync"), what the server refused, a storage problem.

export interface UnsentCounts {
  orders: number;
  leads: number;
  registrations: number;
  adminCommands: number;
  refused: number;
}

export interface SyncSummaryInput {
  online: boolean;
  storageError: string | null;
  counts: UnsentCounts;
}

export interface SyncSummary {
  tone: 'offline' | 'waiting' | 'problem';
  text: string;
  /** Offer "Retry now" (something waits and the device is online). */
  canRetry: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "1 order, 2 leads and 1 registration", or null when nothing waits. */
export function waitingText(counts: UnsentCounts): string | null {
  const parts = [
    counts.orders && plural(counts.orders, 'order', 'orders'),
    counts.leads && plural(counts.leads, 'enquiry', 'enquiries'),
    counts.registrations && plural(counts.registrations, 'registration', 'registrations'),
    counts.adminCommands && plural(counts.adminCommands, 'lead update', 'lead updates'),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function syncSummary({
  online,
  storageError,
  counts,
}: SyncSummaryInput): SyncSummary | null {
  if (storageError) return { tone: 'problem', text: storageError, canRetry: false };
  const waiting = waitingText(counts);
  if (!online) {
    return {
      tone: 'offline',
      text: waiting
        ? `You are offline. ${waiting} saved on this device, sent automatically when you are back online.`
        : 'You are offline. You can keep browsing and ordering; we send everything when you are back online.',
      canRetry: false,
    };
  }
  if (counts.refused > 0) {
    return {
      tone: 'problem',
      text: `${plural(counts.refused, 'item was', 'items were')} not accepted by the server. Please contact us so we can help.`,
      canRetry: false,
    };
  }
  if (waiting) {
    return { tone: 'waiting', text: `${waiting} waiting to sync.`, canRetry: true };
  }
  return null;
}
