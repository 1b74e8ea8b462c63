// An admin creating, editing, switching and deleting banners (docs/product.md#banners):
// network-only (a banner is live the moment it is saved; offline the admin is told to try again),
// written with the admin's own credentials so row-level security decides. Deletes are soft.
import {
  BANNER_NOT_FOUND,
  OFFLINE_ACTION,
  SUPABASE_NOT_CONFIGURED,
} from '../../src/lib/messages.ts';
import { windowEdges, type BannerForm } from '../../src/lib/banner-form.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { TablesUpdate } from '../engine/database.types.ts';
import type { Sync } from '../engine/runtime.ts';
import { startedSync } from '../engine/app-sync.ts';
import { runtimeOf } from '../engine/runtime-of.ts';

const blank = (text: string) => (text.trim() === '' ? null : text.trim());
const pages = (list: string[]) => list.map((p) => p.trim()).filter(Boolean);

function clientOf(sync: Sync) {
  const { client } = runtimeOf(sync);
  if (!client) throw new Error(SUPABASE_NOT_CONFIGURED);
  return client;
}

const failure = (error: ServerError) =>
  new Error(isNetworkFailure(error) ? OFFLINE_ACTION : error.message || 'Request failed');

function row(form: BannerForm) {
  return {
    title: form.title.trim(),
    subtitle: blank(form.subtitle),
    cta_text: blank(form.cta_text),
    cta_url: blank(form.cta_url),
    background_color: form.background_color,
    text_color: form.text_color,
    is_active: form.is_active,
    priority: form.priority,
    show_on_pages: pages(form.show_on_pages),
    hide_on_pages: pages(form.hide_on_pages),
    // Blank Hindi is null: Hindi pages then show the English text (src/lib/localized.ts).
    title_hi: blank(form.title_hi),
    subtitle_hi: blank(form.subtitle_hi),
    cta_text_hi: blank(form.cta_text_hi),
    ...windowEdges(form),
  };
}

/** Updates one live banner; "Banner not found" when it is gone (or was deleted). */
async function update(id: string, patch: TablesUpdate<'banners'>, sync: Sync) {
  const { data, error } = await clientOf(sync)
    .from('banners')
    .update(patch)
    .eq('id', id)
    .eq('_deleted', false)
    .select('id');
  if (error) throw failure(error);
  if (!data || data.length === 0) throw new Error(BANNER_NOT_FOUND);
}

/** Switches the banner off if it is on; true when it was. */
async function switchOffIfLive(id: string, sync: Sync): Promise<boolean> {
  const { data, error } = await clientOf(sync)
    .from('banners')
    .update({ is_active: false })
    .eq('id', id)
    .eq('is_active', true)
    .select('id');
  if (error) throw failure(error);
  return (data ?? []).length > 0;
}

/**
 * Realtime checks a change against the row as it is when it delivers the change (hosted reads
 * the WAL every 100 ms, the local server within 250 ms): rewriting the banner sooner could
 * withdraw it before the switch-off is delivered. Visitors would then drop it only at their
 * next visibility check.
 */
const SWITCH_OFF_SETTLE_MS = 1000;
const settle = () => new Promise((resolve) => setTimeout(resolve, SWITCH_OFF_SETTLE_MS));

/** Creates a banner (no id) or saves an existing one; returns its id. */
export async function saveBanner(
  form: BannerForm,
  id: string | null = null,
  given?: Sync,
): Promise<string> {
  const sync = given ?? (await startedSync());
  if (id) {
    // Switching a live banner off and rewriting it in one save would withdraw the row from
    // visitors before they learn it is off (SQL hides words they were never shown), so the
    // switch goes first, on its own, and reaches their open pages.
    if (!form.is_active && (await switchOffIfLive(id, sync))) await settle();
    await update(id, row(form), sync);
    return id;
  }
  const { data, error } = await clientOf(sync).from('banners').insert(row(form)).select('id');
  if (error) throw failure(error);
  return (data as { id: string }[])[0]!.id;
}

export const setBannerActive = async (id: string, active: boolean, given?: Sync) =>
  update(id, { is_active: active }, given ?? (await startedSync()));

export const deleteBanner = async (id: string, given?: Sync) =>
  update(id, { _deleted: true }, given ?? (await startedSync()));
