// RxDB's Supabase push starts a batch's inserts all at once; over HTTP they may reach the
// database in any order. Staff commands made offline (confirm, pack, ship) must arrive in the
// order they were made: with inOrder, each insert waits for the one before it.
import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { bridgeClient, type InsertResult } from '../../../../sync/engine/replication/bridge.ts';

/** A client whose first inserts answer last, and which records the order they arrived in. */
function slowFirstClient(arrived: string[]) {
  let calls = 0;
  return {
    from: () => ({
      insert: (row: { id: string }) => {
        const delay = 30 - 10 * calls++;
        return new Promise<InsertResult>((resolve) =>
          setTimeout(() => {
            arrived.push(row.id);
            resolve({ error: null, status: 201 });
          }, delay),
        );
      },
    }),
  } as unknown as SupabaseClient;
}

async function pushBatch(inOrder: boolean): Promise<string[]> {
  const arrived: string[] = [];
  const client = bridgeClient(slowFirstClient(arrived), {
    onInsert: async (_row, result) => result,
    inOrder,
  });
  const table = client.from('staff_commands') as unknown as {
    insert(row: { id: string }): Promise<InsertResult>;
  };
  // As RxDB does: every insert of the batch started together.
  await Promise.all(['confirm', 'pack', 'ship'].map((id) => table.insert({ id })));
  return arrived;
}

describe('the push bridge', () => {
  it('sends a batch in the order it was written when asked to', async () => {
    expect(await pushBatch(true)).toEqual(['confirm', 'pack', 'ship']);
  });

  it('otherwise sends it all at once (answers in any order)', async () => {
    expect(await pushBatch(false)).toEqual(['ship', 'pack', 'confirm']);
  });
});
