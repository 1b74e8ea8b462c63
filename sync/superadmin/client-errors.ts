// Browser error reports, grouped by message and top frame (public.client_error_groups): the
// superadmin's read, with the superadmin's token (row-level security returns nothing to
// anyone else).
import type { SyncRuntime } from '../engine/runtime.ts';
import type { ClientErrorGroup } from './model.ts';
import { clientOf, failure } from './server.ts';

export async function fetchClientErrorGroups(runtime: SyncRuntime): Promise<ClientErrorGroup[]> {
  const { data, error } = await clientOf(runtime).rpc('client_error_groups', { max_groups: 100 });
  if (error) throw failure(error);
  return (data ?? []) as ClientErrorGroup[];
}
