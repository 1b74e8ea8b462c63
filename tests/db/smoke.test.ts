import { describe, expect, it } from 'vitest';
import { ENGINES, freshDatabase } from '../support/databases.ts';
import { asRequest } from '../../supabase/local/db/request.ts';

describe.each(ENGINES)('bootstrap on %s', (kind) => {
  it('provides auth.uid() from request.jwt.claims', async () => {
    const db = await freshDatabase(kind);
    try {
      const sub = '00000000-0000-0000-0000-000000000001';
      const rows = await asRequest(
        db.engine,
        { role: 'authenticated', sub },
        async (tx) =>
          (
            await tx.query<{ uid: string; role: string }>(
              'select auth.uid() as uid, current_user as role',
            )
          ).rows,
      );
      expect(rows).toEqual([{ uid: sub, role: 'authenticated' }]);
    } finally {
      await db.drop();
    }
  });
});
