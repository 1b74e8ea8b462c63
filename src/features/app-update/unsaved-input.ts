// Whether reloading now would lose something the person is doing: typed input not yet sent,
// or a checkout on screen. The update waits while either holds (update-state.ts).
import { HOLD_UPDATE_ATTRIBUTE } from '../../lib/constants.ts';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Fields the person has changed since their form was last submitted or reset. */
const edited = new Set<Field>();
let watching = false;

function fieldOf(target: EventTarget | null): Field | null {
  return target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
    ? target
    : null;
}

function onEdit(event: Event): void {
  const field = fieldOf(event.target);
  if (!field || (field instanceof HTMLInputElement && field.type === 'search')) return;
  // The header's search is navigation, not unsaved work.
  if (field.closest('form')?.getAttribute('role') === 'search') return;
  edited.add(field);
}

/** A submitted form is sent (saved on the device first); a reset one holds nothing. */
function onSubmitOrReset(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  for (const field of [...edited]) if (field.form === form) edited.delete(field);
}

/** Starts noticing typing (once per page; capture phase, so no handler can hide it). */
export function watchUnsavedInput(): void {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
  document.addEventListener('submit', onSubmitOrReset, true);
  document.addEventListener('reset', onSubmitOrReset, true);
}

/** Whether a changed field still holds something: text typed, or a choice made. */
function holdsInput(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return true;
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return true;
  return field.value.trim() !== '';
}

export type UpdateBlocker = 'checkout' | 'unsaved-input';

/** Why the page must not reload now, or null when it may. */
export function updateBlocker(): UpdateBlocker | null {
  if (document.querySelector(`[${HOLD_UPDATE_ATTRIBUTE}]`)) return 'checkout';
  for (const field of [...edited]) {
    // Gone from the page (the person moved on): nothing left to lose there.
    if (!field.isConnected) edited.delete(field);
    else if (holdsInput(field)) return 'unsaved-input';
  }
  return null;
}
