// The database's order lifecycle for staff (the authority: private.order_transition_refusal)
// against the shared cases the order desk's buttons also run (tests/unit/lib/order-lifecycle.test.ts).
import { describe, expect, it } from 'vitest';
import { withActors } from '../support/databases.ts';
import { TRANSITION_CASES } from '../fixtures/rules/order-transitions.ts';

describe('order transitions for staff (shared cases)', () => {
  const { db } = withActors('pglite');

  it('refuses and allows each move as the desk previews it', async () => {
    const answers = await db.engine.query<{ from: string; to: string; refusal: string | null }>(
      `select c ->> 'from' as "from", c ->> 'to' as "to",
              private.order_transition_refusal(c ->> 'from', c ->> 'to', false) as refusal
       from jsonb_array_elements($1::jsonb) as c`,
      [JSON.stringify(TRANSITION_CASES)],
    );
    expect(answers.rows).toEqual(TRANSITION_CASES);
  });
});
