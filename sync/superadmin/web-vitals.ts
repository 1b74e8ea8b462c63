// Field web vitals, p75 per page type and ISO week (public.web_vitals_p75): the superadmin's
// read, with the superadmin's token (row-level security returns nothing to anyone else).
import { FIELD_VITALS_WEEKS } from '../../src/lib/web-vitals.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import type { WebVitalsWeek } from './model.ts';
import { clientOf, failure } from './server.ts';

export async function fetchWebVitalsP75(runtime: SyncRuntime): Promise<WebVitalsWeek[]> {
  const { data, error } = await clientOf(runtime).rpc('web_vitals_p75', {
    p_weeks: FIELD_VITALS_WEEKS,
  });
  if (error) throw failure(error);
  return (data ?? []) as WebVitalsWeek[];
}
