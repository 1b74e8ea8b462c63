// The site settings form's cases replayed against the database: a superadmin's update of
// public.site_settings is refused exactly when the form refuses it (check_violation).
import { describe, expect, it } from 'vitest';
import {
  siteSettingsRowOf,
  settingsRefusal,
  type SiteSettingsRow,
} from '../../src/lib/site-settings-form.ts';
import { ENGINES, withActors } from '../support/databases.ts';
import { pgError, runAs } from '../support/db-actors.ts';
import { SETTINGS_RULE_CASES, VALID_SETTINGS } from '../fixtures/rules/site-settings.ts';

const COLUMNS = Object.keys(siteSettingsRowOf(VALID_SETTINGS)) as (keyof SiteSettingsRow)[];
const UPDATE = `update public.site_settings set ${COLUMNS.map((c, i) => `${c} = $${i + 1}`).join(', ')}
  where id = 'default'`;
const params = (row: SiteSettingsRow) =>
  COLUMNS.map((c) => (c === 'social_links' ? JSON.stringify(row[c]) : row[c]));

describe.each(ENGINES)('site settings rules on %s', (kind) => {
  const { db, a } = withActors(kind);

  it('keeps the seeded settings valid under the new checks', async () => {
    const { rows } = await db.engine.query<{ n: number }>(
      `select count(*)::int as n from public.site_settings
       where id = 'default' and gstin = '27AABCM1234F1ZX' and delivery_fee_in_paise = 15000`,
    );
    expect(rows[0]!.n).toBe(1);
    await runAs(
      db.engine,
      a.superadmin,
      "update public.site_settings set hero_title = hero_title where id = 'default'",
    );
  });

  const cases = SETTINGS_RULE_CASES.filter((c) => c.db !== 'form only');
  it.each(cases)('$name: $field', async ({ change, field, db: sent }) => {
    const row = { ...siteSettingsRowOf({ ...VALID_SETTINGS, ...change }), ...(sent as object) };
    const update = runAs(db.engine, a.superadmin, UPDATE, params(row));
    if (field === null) {
      expect((await update).rowCount).toBe(1);
    } else {
      const error = await pgError(update);
      expect(error.code).toBe('23514');
      // The screen names the field the database refused.
      const refusal = settingsRefusal(error.message);
      expect(field.startsWith(refusal.field ?? '?')).toBe(true);
    }
  });

  it('refuses the settings to an admin', async () => {
    const { rowCount } = await runAs(
      db.engine,
      a.admin,
      "update public.site_settings set delivery_fee_in_paise = 1 where id = 'default'",
    );
    expect(rowCount).toBe(0);
  });
});
