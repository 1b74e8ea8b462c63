// An admin opening, editing and closing positions (public.careers_positions): network-only,
// as banners are (a position is live the moment it is saved; offline the admin is told to
// try again), with the admin's own credentials so row-level security decides. Every write
// refreshes this device's public list too.
import { NOT_AN_ADMIN, OFFLINE_ACTION, SUPABASE_NOT_CONFIGURED } from '../../src/lib/messages.ts';
import { positionIdFor, type PositionForm } from '../../src/lib/position-form.ts';
import { startedSync } from '../engine/app-sync.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { Sync } from '../engine/runtime.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { toPositions, type AdminPosition } from './model.ts';
import { refreshPositions } from './refresh.ts';

function clientOf(sync: Sync) {
  const { client } = runtimeOf(sync);
  if (!client) throw new Error(SUPABASE_NOT_CONFIGURED);
  return client;
}

const failure = (error: ServerError) =>
  new Error(
    isNetworkFailure(error)
      ? OFFLINE_ACTION
      : error.code === '42501'
        ? NOT_AN_ADMIN
        : error.message || 'Request failed',
  );

/** Every position, closed ones included (what an admin may read), in the page's order. */
export async function listAllPositions(given?: Sync): Promise<AdminPosition[]> {
  const { data, error } = await clientOf(given ?? (await startedSync()))
    .from('careers_positions')
    .select('id,title,location,employment_type,description,sort_order,is_open')
    .order('sort_order')
    .order('title');
  if (error) throw failure(error);
  const rows = (data ?? []) as { id: string; sort_order: number; is_open: boolean }[];
  const positions = toPositions(rows) ?? [];
  return positions.map((position) => {
    const row = rows.find((r) => r.id === position.id)!;
    return { ...position, sortOrder: row.sort_order, isOpen: row.is_open };
  });
}

const columns = (form: PositionForm) => ({
  title: form.title.trim(),
  location: form.location.trim(),
  employment_type: form.employmentType,
  description: form.description.trim(),
  sort_order: form.sortOrder,
  is_open: form.isOpen,
});

/** Opens a new position (no id) or saves an existing one; returns its id. */
export async function savePosition(
  form: PositionForm,
  id: string | null = null,
  given?: Sync,
): Promise<string> {
  const client = clientOf(given ?? (await startedSync()));
  const write = id
    ? client.from('careers_positions').update(columns(form)).eq('id', id)
    : client.from('careers_positions').insert({ id: positionIdFor(form.title), ...columns(form) });
  const { data, error } = await write.select('id');
  if (error) throw failure(error);
  // An update RLS does not allow matches no row: say so rather than "saved".
  const saved = (data as { id: string }[] | null)?.[0]?.id;
  if (!saved) throw new Error(NOT_AN_ADMIN);
  void refreshPositions();
  return saved;
}

/** Opens or closes a position (closed ones leave the careers page, and are kept). */
export async function setPositionOpen(id: string, open: boolean, given?: Sync): Promise<void> {
  const { data, error } = await clientOf(given ?? (await startedSync()))
    .from('careers_positions')
    .update({ is_open: open })
    .eq('id', id)
    .select('id');
  if (error) throw failure(error);
  if (!data || data.length === 0) throw new Error(NOT_AN_ADMIN);
  void refreshPositions();
}
