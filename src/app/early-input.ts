// Taking over from the pre-rendered page's early script (scripts/prerender/early-input.ts) once
// React has hydrated the page: what the person typed, ticked or picked before React owned the
// field becomes the field's state (React keeps the state it rendered, the pre-rendered value,
// and would put the field back at its next render), then the taps held meanwhile are carried
// out, in order, once each. Focus and the caret stay where the person left them.
import {
  CART_BADGE_ATTRIBUTE,
  EARLY_INPUT_GLOBAL,
  EARLY_MARKS,
  type EarlyField,
  type EarlyInput,
} from '../lib/early-input.ts';

type Field = EarlyField['el'];

const isCheckable = (el: Field): el is HTMLInputElement =>
  el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** The element's own prototype's setter: sets what the browser shows, not what React noted. */
function nativeSet(el: Field, property: 'value' | 'checked', value: string | boolean): void {
  let proto: object | null = Object.getPrototypeOf(el);
  while (proto) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, property);
    if (descriptor?.set) {
      descriptor.set.call(el, value);
      return;
    }
    proto = Object.getPrototypeOf(proto);
  }
}

function caretOf(el: Field): [number, number] | null {
  try {
    if ('selectionStart' in el && el.selectionStart !== null && el.selectionEnd !== null) {
      return [el.selectionStart, el.selectionEnd];
    }
  } catch {
    // Fields without a caret (email, number) throw or answer null.
  }
  return null;
}

/**
 * Tells React that `el` says `value`: React compares what the field shows with what it last
 * noted (its value tracker, set through the element's own `value`), so the noted value is made
 * different first, the shown one set past it, and the event React listens for dispatched.
 */
function tellReact(el: Field, value: string | boolean): void {
  if (isCheckable(el)) {
    el.checked = !value;
    el.click();
    return;
  }
  const text = String(value);
  if (el instanceof HTMLSelectElement) {
    nativeSet(el, 'value', text);
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const focused = document.activeElement === el;
  const caret = focused ? caretOf(el) : null;
  el.value = text === '' ? ' ' : '';
  nativeSet(el, 'value', text);
  el.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret) {
    try {
      el.setSelectionRange(caret[0], caret[1]);
    } catch {
      // No caret to put back.
    }
  }
}

/** What React rendered into the field (controlled fields keep the default in step). */
function renderedValue(el: Field): string | boolean {
  if (isCheckable(el)) return el.defaultChecked;
  if (el instanceof HTMLSelectElement) {
    const option = [...el.options].find((o) => o.defaultSelected) ?? el.options[0];
    return option?.value ?? '';
  }
  return el.defaultValue;
}

const shownValue = (el: Field): string | boolean => (isCheckable(el) ? el.checked : el.value);

/**
 * The value the person meant: what the field shows, unless a render has put it back to the
 * pre-rendered value since they typed (then what they typed).
 */
export function meantValue(field: EarlyField): string | boolean {
  const shown = shownValue(field.el);
  return shown === field.initial && field.value !== field.initial ? field.value : shown;
}

/** Fields filled without an event (some password managers): what they show differs. */
function silentlyFilled(container: HTMLElement): EarlyField[] {
  const found: EarlyField[] = [];
  for (const el of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea',
  )) {
    if (el.value !== el.defaultValue) found.push({ el, initial: el.defaultValue, value: el.value });
  }
  return found;
}

let filledBeforeHydration: EarlyField[] = [];

/**
 * Notes the fields filled without an event, just before React hydrates `container`: once it
 * renders them again it would put them back to the pre-rendered value, with no trace left.
 */
export function noteSilentlyFilled(container: HTMLElement): void {
  filledBeforeHydration = silentlyFilled(container);
}

/** Clears the early script's marks (the app shows its own state from here). */
function clearMarks(): void {
  for (const mark of Object.values(EARLY_MARKS)) {
    for (const el of document.querySelectorAll(`[${mark}]`)) el.removeAttribute(mark);
  }
}

/**
 * Ends the early script's watch over `container` and carries out what it caught. Called once,
 * when the page has hydrated; on a page rendered on the device there is nothing to carry out
 * (the early script's page is gone), and only its marks are cleared.
 */
export function takeOverEarlyInput(container: HTMLElement, hydrated: boolean): void {
  const global = window as unknown as Record<string, EarlyInput | undefined>;
  const caught = global[EARLY_INPUT_GLOBAL]?.stop() ?? { taps: [], fields: [] };
  // Once: a second call (React's StrictMode runs effects twice in development) finds nothing.
  delete global[EARLY_INPUT_GLOBAL];
  if (hydrated) {
    // One entry per field: what the early script saw first, then what was filled silently.
    const fields = new Map<Field, EarlyField>();
    for (const field of [
      ...caught.fields,
      ...filledBeforeHydration,
      ...silentlyFilled(container),
    ]) {
      if (!fields.has(field.el)) fields.set(field.el, field);
    }
    filledBeforeHydration = [];
    for (const field of fields.values()) {
      if (!field.el.isConnected) continue;
      const meant = meantValue(field);
      if (meant === renderedValue(field.el) && shownValue(field.el) === meant) continue;
      tellReact(field.el, meant);
    }
  }
  // The badge's early count gives way to React's (the journal the app reads is the same).
  for (const badge of document.querySelectorAll(`[${CART_BADGE_ATTRIBUTE}]`)) {
    badge.removeAttribute(EARLY_MARKS.count);
  }
  clearMarks();
  if (!hydrated) return;
  for (const tap of caught.taps) {
    if (tap.isConnected && !(tap as HTMLButtonElement).disabled) tap.click();
  }
}
