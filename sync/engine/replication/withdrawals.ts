// Listens for withdrawal notices (20261123640100_product_withdrawals.sql): a product made
// hidden never reaches a visitor as a change, so the server notes its id and the visitor's
// device re-runs its visible-ids check at once instead of at the next 5-minute check.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface WithdrawalWatch {
  stop(): Promise<void>;
}

/** Calls `recheck` after each notice for `table`; notices arriving during a check coalesce. */
export function watchWithdrawals(
  client: SupabaseClient,
  table: string,
  recheck: () => Promise<void>,
): WithdrawalWatch {
  let running: Promise<void> | null = null;
  let again = false;
  const onNotice = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await recheck();
      } while (again);
    })().finally(() => (running = null));
  };
  const channel = client
    .channel(`withdrawals:${table}`)
    .on(
      'postgres_changes',
      {
        event: 'INSERT',
        schema: 'public',
        table: 'catalogue_withdrawals',
        filter: `table_name=eq.${table}`,
      },
      onNotice,
    )
    .subscribe();
  return {
    async stop() {
      await client.removeChannel(channel);
    },
  };
}
