// The field-sales "New lead" form's rules: a name and a way to reach the customer (phone or
// email, each in the format the database accepts), and a follow-up date not in the past.
import * as m from './messages.ts';
import { isValidEmail, normalizeIndianMobile, type FieldErrors } from './validation.ts';

export interface FieldLeadForm {
  name: string;
  phone: string;
  email: string;
  company: string;
  designation: string;
  interestedProducts: string[];
  notes: string;
  /** yyyy-mm-dd, or '' for none. */
  followUpDate: string;
}

export const CONTACT_REQUIRED = 'Give a mobile number or an email so we can reach them';
export const FOLLOW_UP_IN_PAST = 'The follow-up date cannot be in the past';

export const emptyFieldLead = (): FieldLeadForm => ({
  name: '',
  phone: '',
  email: '',
  company: '',
  designation: '',
  interestedProducts: [],
  notes: '',
  followUpDate: '',
});

/** `today` is the device's date (yyyy-mm-dd) so the rule is testable. */
export function validateFieldLead(
  form: FieldLeadForm,
  today: string,
): FieldErrors<keyof FieldLeadForm> {
  const errors: FieldErrors<keyof FieldLeadForm> = {};
  if (form.name.trim() === '') errors.name = m.NAME_REQUIRED;
  const phone = form.phone.trim();
  const email = form.email.trim();
  if (!phone && !email) errors.phone = CONTACT_REQUIRED;
  if (phone && normalizeIndianMobile(phone) === null) errors.phone = m.PHONE_INVALID;
  if (email && !isValidEmail(email)) errors.email = m.EMAIL_INVALID;
  if (form.followUpDate && form.followUpDate < today) errors.followUpDate = FOLLOW_UP_IN_PAST;
  return errors;
}

/** The device's local date as yyyy-mm-dd. */
export function localIsoDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

// Changing the follow-up day later (the lead page) -----------------------------------------------

/** As public.set_lead_follow_up refuses it: the server's words, checked here first offline. */
export const followUpBeforeLead = (cameIn: string) =>
  `The follow-up date cannot be before the lead came in (${dayShort(cameIn)}).`;
export const FOLLOW_UP_TOO_FAR = 'The follow-up date can be at most a year ahead.';
/** How far ahead a follow-up may be planned, in days (private.apply_lead_follow_up). */
export const FOLLOW_UP_MAX_DAYS_AHEAD = 366;

const SHORT_MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** "2026-12-03" -> "3 Dec 2026", as the database's to_char(day, 'FMDD Mon YYYY'). */
function dayShort(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${date} ${SHORT_MONTHS[month! - 1]} ${year}`;
}

/** yyyy-mm-dd plus `days` days. */
export function addDaysIso(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, date! + days)).toISOString().slice(0, 10);
}

/**
 * The days a lead's follow-up may be moved to: from the day it came in (India's, yyyy-mm-dd)
 * to a year after `today`. A day already past is allowed, as the database allows it.
 */
export function followUpRange(cameIn: string, today: string): { min: string; max: string } {
  return { min: cameIn, max: addDaysIso(today, FOLLOW_UP_MAX_DAYS_AHEAD) };
}

/** Why `day` cannot be the follow-up day (null clears it, always allowed), or null. */
export function followUpProblem(day: string | null, cameIn: string, today: string): string | null {
  if (day === null) return null;
  const { min, max } = followUpRange(cameIn, today);
  if (day < min) return followUpBeforeLead(cameIn);
  if (day > max) return FOLLOW_UP_TOO_FAR;
  return null;
}
