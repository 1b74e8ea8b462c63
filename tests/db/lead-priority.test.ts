// The database's lead priority (the authority: private.lead_priority, applied by the leads
// triggers) against the shared cases the device's preview also runs
// (tests/unit/lib/lead-priority.test.ts).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ENGINES, withActors } from '../support/databases.ts';
import { runAs } from '../support/db-actors.ts';
import { PRIORITY_CASES } from '../fixtures/rules/lead-priority.ts';

/** What the app sends (sync/leads/actions.ts): trimmed text, blank as null. */
const asSent = (text: string | null | undefined): string | null => {
  const trimmed = (text ?? '').trim();
  return trimmed === '' ? null : trimmed;
};

describe.each(ENGINES)('lead priority on %s (shared cases)', (kind) => {
  const { db, a } = withActors(kind);

  it.each(PRIORITY_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const { lead } = c;
    const direct = await db.engine.query<{ priority: string }>(
      'select private.lead_priority($1, $2, $3::text[], $4::text[], $5) as priority',
      [
        lead.email ?? null,
        lead.phone ?? null,
        lead.interestedProducts ?? null,
        lead.interestedServices ?? null,
        lead.totalMessages ?? null,
      ],
    );
    expect(direct.rows[0]!.priority).toBe(c.priority);

    // Through the triggers, as a device's outbox sends the lead, claiming the wrong priority.
    const id = randomUUID();
    await runAs(
      db.engine,
      a.user,
      `insert into public.leads (id, name, email, phone, source, total_messages,
         interested_products, interested_services, priority)
       values ($1, $2, $3, $4, 'chat', $5, $6, $7, $8)`,
      [
        id,
        asSent(lead.name),
        asSent(lead.email),
        asSent(lead.phone),
        Math.max(0, Math.round(lead.totalMessages ?? 0)),
        lead.interestedProducts ?? [],
        lead.interestedServices ?? [],
        c.priority === 'low' ? 'high' : 'low',
      ],
    );
    const stored = await db.engine.query<{ priority: string }>(
      'select priority from public.leads where id = $1',
      [id],
    );
    expect(stored.rows[0]!.priority).toBe(c.priority);
  });
});
