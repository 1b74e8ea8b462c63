// What staff do on the quote desk. Every change is a staff command through the ordered outbox
// (sync/staff-commands): stored on this device at once, sent when there is a signal, applied
// once by public.quote_action with the online checks, or refused with the reason in words.
// So a field quote made with no signal is kept on the device until it reaches the database.
import type { QuoteForm } from '../../src/lib/quote-desk.ts';
import { quoteSaveArgs } from '../../src/lib/quote-desk.ts';
import { newId } from '../engine/outbox-write.ts';
import type { Sync } from '../engine/runtime.ts';
import { discardCommand, queueStaffCommand } from '../staff-commands/actions.ts';

export { takeProvisionalNumber } from './provisional.ts';

/** A new quote's id, made on the device (the database keeps it). */
export const newQuoteId = (): string => newId();

/**
 * Queues quote_action 'save'; a new quote also names its provisional number and link token.
 * Resolves once the save is stored on this device.
 */
export function saveQuote(
  quoteId: string,
  form: QuoteForm,
  extra: { provisional_number?: string; token?: string } = {},
  given?: Sync,
): Promise<string> {
  return queueStaffCommand('quote.save', quoteId, quoteSaveArgs(form, extra), given);
}

/** Queues quote_action 'send': the database writes the email and SMS with the quote's link. */
export function sendQuote(
  quoteId: string,
  channels: ('email' | 'sms')[],
  given?: Sync,
): Promise<string> {
  return queueStaffCommand('quote.send', quoteId, { channels }, given);
}

export function declineQuote(quoteId: string, reason: string, given?: Sync): Promise<string> {
  return queueStaffCommand('quote.decline', quoteId, { reason: reason.trim() }, given);
}

/** Forgets a refused quote command once read. */
export const dismissRefusedQuoteCommand = (commandId: string, given?: Sync) =>
  discardCommand(commandId, given);
