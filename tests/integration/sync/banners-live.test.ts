// A banner switched off reaches a visitor's realtime feed as a change (so their open page
// drops it), while words the visitor was never shown (a banner rewritten as it is switched
// off) never do, until it is live again.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { saveBanner, setBannerActive } from '../../../sync/admin-banners/actions.ts';
import { signIn } from '../../../sync/session/actions.ts';
import { emptyBanner } from '../../../src/lib/banner-form.ts';
import { startClient, until, withServer } from './support.ts';

interface BannerEvent {
  type: string;
  title: string | undefined;
  is_active: boolean | undefined;
}

describe('banners live for visitors', () => {
  const server = withServer();

  it('sends a switch-off to visitors, never words they were not shown', async () => {
    const visitor = server.client();
    const events: BannerEvent[] = [];
    const channel = visitor
      .channel('visitor-banners')
      .on('postgres_changes', { event: '*', schema: 'public', table: 'banners' }, (change) => {
        const row = change.new as { title?: string; is_active?: boolean };
        events.push({ type: change.eventType, title: row.title, is_active: row.is_active });
      });
    await new Promise<void>((resolve, reject) =>
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(new Error(status));
      }),
    );
    try {
      const admin = await startClient(server);
      await signIn('admin@mgrid.local', 'mgrid-demo', admin);
      const form = { ...emptyBanner(), title: 'Live sale', is_active: true };
      const id = await saveBanner(form, null, admin);
      await until(
        () => events.length,
        (n) => n === 1,
      );
      expect(events).toEqual([{ type: 'INSERT', title: 'Live sale', is_active: true }]);

      // Rewritten and switched off in one save: visitors learn it is off, with the old words.
      await saveBanner({ ...form, title: 'Next month: secret offer', is_active: false }, id, admin);
      await until(
        () => events.length,
        (n) => n === 2,
      );
      expect(events[1]).toEqual({ type: 'UPDATE', title: 'Live sale', is_active: false });
      const readable = await visitor.from('banners').select('id').eq('id', id);
      expect(readable.data).toEqual([]);
      const { rows } = await server.engine.query('select title from public.banners where id = $1', [
        id,
      ]);
      expect(rows).toEqual([{ title: 'Next month: secret offer' }]);

      // Live again: now the new words are theirs.
      await setBannerActive(id, true, admin);
      await until(
        () => events.length,
        (n) => n === 3,
      );
      expect(events[2]).toEqual({
        type: 'UPDATE',
        title: 'Next month: secret offer',
        is_active: true,
      });
      expect(events.some((e, n) => n < 2 && e.title === 'Next month: secret offer')).toBe(false);
    } finally {
      await visitor.removeAllChannels();
    }
  });
});
