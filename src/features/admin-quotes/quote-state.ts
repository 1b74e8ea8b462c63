// One quote as this device knows it: the server's answer (or the device's copy of it) with the
// quote commands still waiting here laid over it. A field quote made with no signal exists only
// as its queued saves until the database has it.
import {
  deskQuoteSaveShape,
  type DeskQuote,
  type PendingStaffCommand,
} from '../../../sync/admin-quotes/model.ts';

export interface QuoteOnDevice {
  /**
   * The newest version: a queued save's args (a refused one too: the form shows what was
   * typed, to correct it), else the server's quote; null when neither.
   */
  source: Record<string, unknown> | null;
  /**
   * What is kept: the newest save waiting to be sent, else the server's quote (never a
   * refused save). The form differs from it: not saved.
   */
  kept: Record<string, unknown> | null;
  /** The database's quote (or this device's copy of it). */
  server: DeskQuote | null;
  number: string | null;
  provisionalNumber: string | null;
  /** The customer's link token: the database makes it, so known once it has the quote. */
  token: string | null;
  status: string;
  /** Saves, sends or declines waiting here (not refused). */
  waiting: PendingStaffCommand[];
  refused: PendingStaffCommand[];
}

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);

export function quoteOnDevice(
  server: DeskQuote | null,
  commands: readonly PendingStaffCommand[],
): QuoteOnDevice {
  const saves = commands.filter((c) => c.kind === 'quote.save');
  const waiting = commands.filter((c) => !c.refusedBecause);
  const latestSave = saves.at(-1) ?? null;
  const latestWaitingSave = saves.filter((c) => !c.refusedBecause).at(-1) ?? null;
  const serverShape = server ? deskQuoteSaveShape(server) : null;
  const fromSaves = (key: string) =>
    saves.map((c) => str(c.args[key])).find((v) => v !== null) ?? null;
  let status = server?.status ?? 'draft';
  for (const c of waiting) {
    if (c.kind === 'quote.send') status = 'sent';
    if (c.kind === 'quote.decline') status = 'declined';
  }
  return {
    source: latestSave?.args ?? serverShape,
    kept: latestWaitingSave?.args ?? serverShape,
    server,
    number: server?.number ?? null,
    provisionalNumber: server?.provisional_number ?? fromSaves('provisional_number'),
    token: server?.token ?? null,
    status,
    waiting,
    refused: commands.filter((c) => c.refusedBecause),
  };
}

/**
 * What the quote is called: its number, else its provisional number, else a buyer's request
 * (not numbered until staff save it) or a new quote.
 */
export function quoteName(
  quote: Pick<QuoteOnDevice, 'number' | 'provisionalNumber' | 'server'>,
): string {
  return (
    quote.number ??
    quote.provisionalNumber ??
    (quote.server ? `Request from ${quote.server.buyer.name}` : 'New quote')
  );
}
