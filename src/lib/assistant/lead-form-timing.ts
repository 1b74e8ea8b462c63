// When the "Get in Touch" form appears in the chat (docs/product.md#lead-form-timing): 2 s after a
// message with a name, email or phone; otherwise, once more than 2 messages exist and the
// form has not been shown, with 30 percent chance after 3 s. Randomness is injected.
import {
  LEAD_FORM_DELAY_MS,
  LEAD_FORM_RANDOM_CHANCE,
  LEAD_FORM_RANDOM_DELAY_MS,
  LEAD_FORM_RANDOM_MIN_MESSAGES,
} from '../constants.ts';
import { hasContactDetails } from '../contact-extraction.ts';

export interface LeadFormCheck {
  /** The message the visitor just sent. */
  lastUserMessage: string;
  /** Messages in the conversation, the one just sent included. */
  messageCount: number;
  /** Whether the form was already shown in this conversation. */
  formShown: boolean;
  /** Whether a lead was already saved in this conversation. */
  leadSaved: boolean;
}

/** Milliseconds until the form should appear, or null when it should not. */
export function leadFormDelay(check: LeadFormCheck, random: () => number = Math.random) {
  if (hasContactDetails(check.lastUserMessage)) return LEAD_FORM_DELAY_MS;
  if (check.formShown || check.leadSaved) return null;
  if (check.messageCount <= LEAD_FORM_RANDOM_MIN_MESSAGES) return null;
  return random() < LEAD_FORM_RANDOM_CHANCE ? LEAD_FORM_RANDOM_DELAY_MS : null;
}

/**
 * How long to wait before a reply (1-2 s, docs/product.md#constants), from a random number in [0,
 * 1).
 */
export function replyDelay(random: () => number = Math.random, min = 1000, max = 2000): number {
  return Math.round(min + (max - min) * random());
}

export interface TimerDeps {
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
}

/** Schedules the form after a sent message; returns a cancel function (no-op if none). */
export function scheduleLeadForm(check: LeadFormCheck, show: () => void, deps: TimerDeps = {}) {
  const delay = leadFormDelay(check, deps.random);
  if (delay === null) return () => {};
  const setTimer = deps.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  const clearTimer =
    deps.clearTimer ?? ((handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const handle = setTimer(show, delay);
  return () => clearTimer(handle);
}
