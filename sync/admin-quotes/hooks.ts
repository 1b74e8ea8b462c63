// The quote desk's reads as hooks (each a DeskRead: fresh, or this device's copy with when it
// was read), and the quote commands waiting on this device, which the screens lay over what
// the server said (a field quote made offline exists only there until it is sent).
import { useMemo } from 'react';
import type { QuoteDeskFilter } from '../../src/lib/quote-desk.ts';
import { useDeskRead, usePendingCommands, useReloadWhenSent } from '../staff-commands/hooks.ts';
import type { DeskQuote, DeskRead, PendingStaffCommand, QuotePage } from './model.ts';
import { fetchQuote, fetchQuotePage } from './server.ts';

/** Every quote command waiting on this device (or refused), oldest first. */
export function useWaitingQuoteCommands(): PendingStaffCommand[] {
  const all = usePendingCommands();
  return useMemo(() => all.filter((c) => c.kind.startsWith('quote.')), [all]);
}

/** The quote commands waiting (or refused) for one quote, oldest first. */
export function useQuoteCommands(quoteId: string): PendingStaffCommand[] {
  const all = useWaitingQuoteCommands();
  return useMemo(() => all.filter((c) => c.targetId === quoteId), [all, quoteId]);
}

export function useQuotePage(filter: QuoteDeskFilter): DeskRead<QuotePage> {
  const read = useDeskRead('quote-list', JSON.stringify(filter), (runtime) =>
    fetchQuotePage(runtime, filter),
  );
  useReloadWhenSent(useWaitingQuoteCommands(), read.reload);
  return read;
}

export function useDeskQuote(id: string): DeskRead<DeskQuote | null> {
  const read = useDeskRead('quote', id, (runtime) => fetchQuote(runtime, id));
  useReloadWhenSent(useQuoteCommands(id), read.reload);
  return read;
}
