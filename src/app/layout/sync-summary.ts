// What the sync indicator says, from the data layer's status: an offline device, a server
// that does not answer while the device is online, a catalogue that failed its first load,
// what waits to be sent ("1 order and 2 leads waiting to sync"), what the server refused, a
// storage problem. The three failures read differently because a buyer acts differently on
// each: check the phone's network, wait for us, or retry.
import { t } from '../../i18n/index.ts';
import { shownMessage } from '../../ui/form-errors.ts';

export interface UnsentCounts {
  orders: number;
  leads: number;
  registrations: number;
  adminCommands: number;
  refused: number;
}

/** 'device-offline': the browser has no network; 'server-unreachable': it has one, ours does not answer. */
export type Connection = 'online' | 'device-offline' | 'server-unreachable';

export interface SyncSummaryInput {
  connection: Connection;
  storageError: string | null;
  counts: UnsentCounts;
  /** The products' first load on this device failed with this message (null: loaded or loading). */
  productsLoadError?: string | null;
}

export interface SyncSummary {
  tone: 'offline' | 'unreachable' | 'waiting' | 'problem';
  text: string;
  /** Offer "Retry now" (something waits and the device is online). */
  canRetry: boolean;
}

/** Which of the three a status means (the fields are those of sync/engine/status-store.ts). */
export function connectionOf(status: {
  mode: 'live' | 'bundled';
  browserOnline: boolean;
  backendReachable: boolean | null;
}): Connection {
  if (!status.browserOnline) return 'device-offline';
  if (status.mode === 'live' && status.backendReachable === false) return 'server-unreachable';
  return 'online';
}

/** "1 order, 2 leads and 1 registration", or null when nothing waits. */
export function waitingText(counts: UnsentCounts): string | null {
  const parts = [
    counts.orders && t('{count, plural, one {# order} other {# orders}}', { count: counts.orders }),
    counts.leads &&
      t('{count, plural, one {# enquiry} other {# enquiries}}', { count: counts.leads }),
    counts.registrations &&
      t('{count, plural, one {# registration} other {# registrations}}', {
        count: counts.registrations,
      }),
    counts.adminCommands &&
      t('{count, plural, one {# order or lead update} other {# order and lead updates}}', {
        count: counts.adminCommands,
      }),
  ].filter((part): part is string => Boolean(part));
  if (parts.length === 0) return null;
  if (parts.length === 1) return parts[0]!;
  return t('{first} and {last}', { first: parts.slice(0, -1).join(', '), last: parts.at(-1)! });
}

export function syncSummary({
  connection,
  storageError,
  counts,
  productsLoadError = null,
}: SyncSummaryInput): SyncSummary | null {
  if (storageError) return { tone: 'problem', text: shownMessage(storageError), canRetry: false };
  const waiting = waitingText(counts);
  const kept = waiting
    ? ` ${t('{waiting} saved on this device, sent when it answers.', { waiting })}`
    : '';
  if (connection === 'server-unreachable') {
    return {
      tone: 'unreachable',
      text: productsLoadError
        ? t('{error}: our server is not answering. Showing the catalogue saved in the app.', {
            error: shownMessage(productsLoadError),
          }) + kept
        : t(
            'Our server is not answering; your internet works. You can keep browsing and ordering.',
          ) + kept,
      canRetry: true,
    };
  }
  if (connection === 'device-offline') {
    return {
      tone: 'offline',
      text: waiting
        ? t(
            'You are offline. {waiting} saved on this device, sent automatically when you are back online.',
            { waiting },
          )
        : t(
            'You are offline. You can keep browsing and ordering; we send everything when you are back online.',
          ),
      canRetry: false,
    };
  }
  if (productsLoadError) {
    return {
      tone: 'problem',
      text: t('{error}. Showing the catalogue saved in the app.', {
        error: shownMessage(productsLoadError),
      }),
      canRetry: true,
    };
  }
  if (counts.refused > 0) {
    return {
      tone: 'problem',
      text: t(
        '{count, plural, one {# item was} other {# items were}} not accepted by the server. Please contact us so we can help.',
        { count: counts.refused },
      ),
      canRetry: false,
    };
  }
  if (waiting) {
    return { tone: 'waiting', text: t('{waiting} waiting to sync.', { waiting }), canRetry: true };
  }
  return null;
}
